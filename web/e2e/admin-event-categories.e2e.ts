import { mkdirSync } from 'node:fs'
import { dialog, signInAsAdmin, toast } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

/**
 * Event categories (decision 0057): staff add a category in the Events tab, tick it on an event, and
 * a visitor on a phone filters /events by it, with JavaScript off (plain links, the server's page) and
 * on. Screenshots at 390 and 1280 px go to SCREENS_DIR (or /tmp/shots-categories).
 */
const SHOTS = process.env.SCREENS_DIR ?? '/tmp/shots-categories'
mkdirSync(SHOTS, { recursive: true })
const PHONE = { width: 390, height: 844 }

test.use({ serviceWorkers: 'block' })

test('staff add a category and tick it on an event; a visitor on a phone filters the events by it, without JavaScript too', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const title = `Bell Ringing Practice ${Date.now()}`
  // The 3rd of next month: within the month view's reach, and upcoming.
  const next = new Date()
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + 1)
  const month = next.toISOString().slice(0, 7)

  // The Categories dialog: the demo's four, a duplicate refused in words, then a new one.
  await signInAsAdmin(page, 'events')
  await page.getByRole('button', { name: 'Categories' }).click()
  const categories = dialog(page)
  await expect(categories.getByRole('heading', { name: 'Event Categories' })).toBeVisible()
  const list = categories.getByRole('list', { name: 'Categories, in the order visitors see them' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(list.getByRole('listitem').first()).toContainText('Worship')
  const adding = categories.getByRole('region', { name: 'Add a category' })
  await adding.getByRole('textbox', { name: 'Name', exact: true }).fill('music')
  await adding.getByRole('button', { name: 'Add Category' }).click()
  await expect(adding.getByRole('alert')).toHaveText('There is already a category called ‘Music’. Please choose another name.')
  await adding.getByRole('textbox', { name: 'Name', exact: true }).fill('Bells')
  await adding.getByLabel('Short description (optional)').fill('Change ringing in the tower')
  await adding.getByRole('button', { name: 'Add Category' }).click()
  await expect(categories.getByRole('status')).toHaveText('Added the category Bells')
  await expect(adding.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
  await expect(list.getByRole('listitem')).toHaveCount(5)
  await expect(list.getByRole('listitem').last()).toContainText('0 events')
  await expectNoSeriousA11yIssues(page)
  await page.screenshot({ path: `${SHOTS}/categories-dialog-1280.png` })
  await categories.getByRole('button', { name: 'Done' }).click()

  // An event with the category ticked.
  await page.getByRole('button', { name: 'Add Event' }).click()
  const event = dialog(page)
  await event.getByLabel('Title').fill(title)
  await event.getByLabel('Date').fill(`${month}-03`)
  await event.getByLabel('Start time').fill('10:00')
  await event.getByLabel('Location').fill('The Tower')
  const choices = event.getByRole('group', { name: 'Categories' })
  await expect(choices.getByRole('checkbox')).toHaveCount(5)
  await choices.getByLabel('Bells').check()
  await choices.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/event-dialog-categories-1280.png` })
  await event.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Event created successfully')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Bells')

  // A visitor on a phone without JavaScript: the row of categories is plain links from the server.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE })
  const noJs = await plain.newPage()
  await noJs.goto('/events')
  const row = noJs.getByRole('navigation', { name: 'Event categories' })
  await expect(row.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
  await row.getByRole('link', { name: 'Bells' }).click()
  await expect(noJs).toHaveURL(/\/events\?category=bells$/)
  await expect(noJs.getByRole('heading', { level: 1, name: 'Bells Events' })).toBeVisible()
  await expect(noJs).toHaveTitle(/^Bells Events/)
  await expect(row.getByRole('link', { name: 'Bells' })).toHaveAttribute('aria-current', 'page')
  await expect(noJs.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  await expect(noJs.getByRole('heading', { name: 'Subscribe to Bells events' })).toBeVisible()
  // The month view keeps the category; its month is the event's.
  await noJs.getByRole('link', { name: 'Month', exact: true }).click()
  await expect(noJs).toHaveURL(/view=month/)
  await expect(noJs).toHaveURL(/category=bells/)
  await noJs.goto(`/events?view=month&month=${month}&category=bells`)
  await expect(noJs.getByRole('link', { name: new RegExp(title) }).first()).toBeAttached()
  const missing = await noJs.goto('/events?category=no-such-kind')
  expect(missing?.status()).toBe(404)
  await expect(noJs.getByRole('heading', { name: 'Category Not Found' })).toBeVisible()
  await plain.close()

  // With JavaScript: the same filtered page, then the event's own page naming its category.
  await page.setViewportSize(PHONE)
  await page.goto('/events?category=bells')
  await expect(page.getByRole('heading', { level: 1, name: 'Bells Events' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  await expectNoSeriousA11yIssues(page)
  await page.screenshot({ path: `${SHOTS}/events-bells-390.png`, fullPage: true })
  await page.getByRole('link', { name: new RegExp(title) }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bells events' })).toHaveAttribute('href', '/events?category=bells')
  await page.getByRole('link', { name: 'Bells events' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/event-page-390.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/events?category=bells')
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/events-bells-1280.png`, fullPage: true })
  await page.goto(`/events?view=month&month=${month}&category=bells`)
  await page.screenshot({ path: `${SHOTS}/events-bells-month-1280.png`, fullPage: true })

  // On a phone, staff delete the category: asked first with how many events carry it; the event stays.
  await page.setViewportSize(PHONE)
  await page.goto('/admin?tab=events')
  await page.getByRole('button', { name: 'Categories' }).click()
  await expect(list.getByRole('listitem').last()).toContainText('1 event')
  await page.screenshot({ path: `${SHOTS}/categories-dialog-390.png` })
  await list.getByRole('button', { name: 'Delete Bells' }).click()
  const asked = page.getByRole('alertdialog')
  await expect(asked).toContainText('Delete the category “Bells”? 1 event carries it: it keeps everything else')
  await asked.getByRole('button', { name: 'Delete Category' }).click()
  await expect(categories.getByRole('status')).toHaveText('Deleted the category Bells (1 event no longer carries it)')
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await categories.getByRole('button', { name: 'Done' }).click()
  const kept = await (await page.request.get(`/api/admin/events?search=${encodeURIComponent(title)}`)).json()
  expect(kept.items.map((e: { title: string; location: string; categories: unknown[] }) => [e.title, e.location, e.categories])).toEqual([
    [title, 'The Tower', []],
  ])
  expect((await page.request.get('/events?category=bells')).status()).toBe(404)
})

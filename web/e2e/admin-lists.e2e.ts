import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { screensDir } from './support/page'
import { expect, test } from './support/test'

/**
 * Staff lists reach every row of a large archive: 150 sermons and 150 past events are added (through
 * the API, as an import would), then found and edited as staff would. This adds many rows, so it
 * runs on the server whose database is its own.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const oldest = `The Oldest Sermon ${stamp}`

async function addArchive(page: Page) {
  const sermons = Array.from({ length: 150 }, (_, i) => ({
    title: i === 0 ? oldest : `Archive sermon ${stamp} ${i}`,
    speaker: 'The Rev. Archive',
    date: new Date(Date.UTC(1990, 0, 7 + i * 7)).toISOString().slice(0, 10),
  }))
  const added = await page.request.post('/api/admin/sermons/bulk-update', { data: { data: sermons } })
  expect(added.ok()).toBe(true)
  const events = Array.from({ length: 150 }, (_, i) => ({
    line: i + 1,
    title: `Past gathering ${stamp} ${i}`,
    date: new Date(Date.UTC(2001, 0, 1 + i)).toISOString().slice(0, 10),
  }))
  const imported = await page.request.post('/api/admin/events/bulk-import', { data: { data: events } })
  expect(imported.ok()).toBe(true)
}

test('the oldest of 150 sermons is reached by paging and by search, and edited', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  await addArchive(page)
  await page.reload()
  const { total } = await (await page.request.get('/api/admin/sermons?limit=1')).json()
  expect(total).toBeGreaterThanOrEqual(150)
  await expect(page.getByText(`Showing 1–25 of ${total}`)).toBeVisible()
  const pages = page.getByRole('navigation', { name: 'Pages of sermons' })
  const last = Math.ceil(total / 25)
  for (let n = 2; n <= last; n++) {
    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(pages.getByText(`Page ${n} of ${last}`)).toBeVisible()
  }
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled()
  const row = page.getByRole('row', { name: new RegExp(oldest) })
  await expect(row).toContainText('January 7, 1990')
  await row.getByRole('button', { name: `Edit ${oldest}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Sermon' })
  await dialog.getByLabel('Speaker').fill('The Rev. Found At Last')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Sermon updated successfully')).toBeVisible()
  // Still on the last page, with the change.
  await expect(row).toContainText('The Rev. Found At Last')

  // A search finds it from the first page, and says when nothing matches.
  await page.reload()
  await page.getByLabel('Search sermons').fill('oldest sermon')
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(oldest) })).toContainText('The Rev. Found At Last')
  await page.getByLabel('Search sermons').fill('no such sermon anywhere')
  await expect(page.getByText('No sermons match “no such sermon anywhere”.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(page.getByText(`Showing 1–25 of ${total}`)).toBeVisible()
})

test('the oldest sermon is found by its month, the search box saying dates are taken', async ({ page }, testInfo) => {
  await signInAsAdmin(page, 'sermons')
  const search = page.getByRole('searchbox', { name: 'Search sermons' })
  await expect(search).toHaveAccessibleDescription('Search by title, speaker or date, e.g. November 2024')
  await search.fill('January 1990')
  // The four sermons of that month, newest first: the oldest of the archive last.
  await expect(page.getByText('Showing 1–4 of 4')).toBeVisible()
  const rows = page.getByRole('table', { name: 'Sermons, newest first' }).getByRole('row')
  await expect(rows.last()).toContainText(oldest)
  await expect(rows.last()).toContainText('January 7, 1990')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/sermons-month-search-${width}.png`, fullPage: true })
  }
})

test('with 150 past events, the Events tab opens on the upcoming ones, soonest first', async ({ page }, testInfo) => {
  await signInAsAdmin(page, 'events')
  const upcoming = await (await page.request.get('/api/admin/events?upcoming=true&limit=25')).json()
  expect(upcoming.total).toBeGreaterThan(0)
  const rows = page.getByRole('table', { name: 'Events, upcoming first, then past' }).getByRole('row')
  // The header row, then every upcoming event (soonest first), and only then the past, most recent first.
  for (const [i, event] of upcoming.items.entries()) await expect(rows.nth(i + 1)).toContainText(event.title)
  // Past events follow, most recent first: of the 150 added, the latest comes before the one a day earlier.
  const texts = await rows.allInnerTexts()
  const latest = texts.findIndex((text) => text.includes(`Past gathering ${stamp} 149`))
  const dayBefore = texts.findIndex((text) => text.includes(`Past gathering ${stamp} 148`))
  if (latest !== -1 && dayBefore !== -1) expect(latest).toBeLessThan(dayBefore)
  expect(latest === -1 || latest > upcoming.items.length).toBe(true)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/events-tab-${width}.png`, fullPage: true })
  }
})

test('on a phone an admin list is cards with Edit and Delete in view, and nothing scrolls sideways', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsAdmin(page, 'sermons')
  const cards = page.getByRole('list', { name: 'Sermons, newest first' })
  await expect(cards).toBeVisible()
  await expect(page.getByRole('table', { name: 'Sermons, newest first' })).toBeHidden()
  const first = cards.getByRole('listitem').first()
  await expect(first.getByText('Speaker', { exact: true })).toBeVisible()
  for (const action of ['Edit', 'Delete']) {
    const button = first.getByRole('button', { name: new RegExp(`^${action} `) })
    await button.scrollIntoViewIfNeeded()
    await expect(button).toBeInViewport()
    const box = await button.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await first.getByRole('button', { name: /^Edit / }).click()
  await expect(page.getByRole('dialog', { name: 'Edit Sermon' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/sermons-tab-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/sermons-tab-1280.png`, fullPage: true })

  // No tab of the dashboard scrolls sideways on a phone.
  await page.setViewportSize({ width: 390, height: 844 })
  for (const tab of [
    'overview',
    'events',
    'services',
    'featured',
    'church',
    'messages',
    'newsletter',
    'live-streams',
    'youtube',
    'settings',
    'users',
  ]) {
    await page.goto(`/admin?tab=${tab}`)
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading...')
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(390)
  }
})

import type { Browser, Page } from '@playwright/test'
import { ADMIN, dialog, signInAsAdmin, signInThroughApi, toast } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

/**
 * Drafts, review and scheduled publishing (decision 0042): a contributor's dashboard, a submission an
 * editor publishes, and a scheduled sermon's Preview.
 */

/** A contributor's account, made by the admin in the Users tab's way (its route), signed in (through the API) in a browser of its own. */
async function contributorBrowser(page: Page, browser: Browser, baseURL: string | undefined) {
  // The admin needs no dashboard here: only its session, to make the account.
  await signInThroughApi(page, ADMIN)
  const email = `writer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`
  const created = await page.request.post('/api/admin/users', { data: { email, name: 'Writer Wren', role: 'contributor' } })
  expect(created.status()).toBe(201)
  const { password } = await created.json()
  const context = await browser.newContext({ baseURL })
  const writer = await context.newPage()
  await signInThroughApi(writer, { email, password })
  await writer.goto('/admin')
  await writer.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
  return { writer, close: () => context.close() }
}

for (const width of [1280, 390]) {
  test(`at ${width} px a contributor sees the Overview, Sermons, Events and Sunday Services, with only what they may use`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const { writer, close } = await contributorBrowser(page, browser, baseURL)
    await writer.setViewportSize({ width, height: 900 })
    await expect(writer.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText([
      'Overview',
      'Sermons',
      'Events',
      'Pages',
      'News',
      'Sunday Services',
    ])
    // Their Overview: their own sermons, no counts of the inbox, the newsletter or the church's content.
    await expect(writer.getByRole('region', { name: 'Your sermons' })).toContainText('No sermons yet')
    await expect(writer.getByText('New Messages')).toHaveCount(0)
    await expect(writer.getByText('Newsletter Subscribers')).toHaveCount(0)
    await expect(writer.getByRole('region', { name: 'Waiting for review' })).toHaveCount(0)
    await writer.screenshot({ path: test.info().outputPath(`contributor-overview-${width}.png`), fullPage: true })
    await expectNoSeriousA11yIssues(writer)

    // A tab named in the address that is not theirs opens the Overview.
    for (const tab of ['featured', 'messages', 'settings', 'media']) {
      await writer.goto(`/admin?tab=${tab}`)
      await expect(writer.getByRole('tab', { selected: true })).toHaveText('Overview')
    }

    // Sunday Services: their own, to add as drafts.
    await writer.getByRole('tab', { name: 'Sunday Services' }).click()
    await expect(writer.getByRole('heading', { name: 'Your Sunday services' })).toBeVisible()
    await expect(writer.getByRole('button', { name: 'Add Sunday Service' })).toBeVisible()

    // Sermons: their own, Add Sermon, and no bulk paste or Clear All.
    await writer.getByRole('tab', { name: 'Sermons' }).click()
    await expect(writer.getByRole('heading', { name: 'Your sermons' })).toBeVisible()
    await expect(writer.getByRole('button', { name: 'Add Sermon' })).toBeVisible()
    await expect(writer.getByRole('button', { name: /Clear All/ })).toHaveCount(0)
    await expect(writer.getByRole('heading', { name: /Bulk/ })).toHaveCount(0)
    // The dialog offers a draft or a submission, never publishing.
    await writer.getByRole('button', { name: 'Add Sermon' }).click()
    const publish = dialog(writer).getByRole('group', { name: 'Publish' })
    await expect(publish.getByRole('radio')).toHaveCount(2)
    await expect(publish.getByRole('radio', { name: 'Save as draft' })).toBeChecked()
    await expect(publish.getByRole('radio', { name: 'Submit for review' })).toBeVisible()
    await expect(publish.getByRole('radio', { name: /Publish|Schedule/ })).toHaveCount(0)
    await writer.screenshot({ path: test.info().outputPath(`contributor-dialog-${width}.png`), fullPage: true })
    await expectNoSeriousA11yIssues(writer)
    await close()
  })
}

test('a contributor’s submission waits for review, and an editor publishes it from the Overview', async ({ page, browser, baseURL }) => {
  const { writer, close } = await contributorBrowser(page, browser, baseURL)
  const title = `Bread for the Journey ${Date.now().toString(36)}`
  await writer.getByRole('button', { name: 'Add Sermon' }).click()
  await dialog(writer).getByLabel('Title').fill(title)
  await dialog(writer).getByLabel('Speaker').fill('Writer Wren')
  await dialog(writer).getByLabel('Date').fill('2031-03-02')
  await dialog(writer).getByRole('radio', { name: 'Submit for review' }).check()
  await dialog(writer).getByRole('button', { name: 'Create' }).click()
  await expect(toast(writer, 'Sermon created successfully')).toBeVisible()
  const mine = writer.getByRole('region', { name: 'Your sermons' }).getByRole('listitem').filter({ hasText: title })
  await expect(mine).toContainText('Submitted')

  // Visitors do not see it.
  const listed = await page.request.get(`/api/sermons?search=${encodeURIComponent(title)}`)
  expect((await listed.json()).total).toBe(0)

  // The admin's Overview: waiting for review, published in one click.
  await page.goto('/admin')
  const waiting = page.getByRole('region', { name: 'Waiting for review' }).getByRole('listitem').filter({ hasText: title })
  await expect(waiting).toBeVisible()
  await waiting.getByRole('button', { name: `Publish ${title}` }).click()
  await expect(toast(page, 'Sermon updated successfully')).toBeVisible()
  await expect(waiting).toHaveCount(0)
  expect((await (await page.request.get(`/api/sermons?search=${encodeURIComponent(title)}`)).json()).total).toBe(1)

  // The contributor's copy is published now: theirs to preview, no longer to edit.
  await writer.reload()
  await expect(mine).not.toContainText('Submitted')
  await expect(mine.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0)
  await close()
})

test('a scheduled sermon: its badge, 404 for visitors, and a Preview for staff as the public page', async ({ page }) => {
  const title = `Next Year's Word ${Date.now().toString(36)}`
  await signInAsAdmin(page, 'sermons')
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  await dialog(page).getByLabel('Title').fill(title)
  await dialog(page).getByLabel('Speaker').fill('The Rev. Mark Ellis')
  await dialog(page).getByLabel('Date', { exact: true }).fill('2031-06-01')
  await dialog(page).getByRole('radio', { name: 'Schedule' }).check()
  const publish = dialog(page).getByRole('group', { name: 'Publish' })
  await publish.getByLabel('Date').fill('2031-06-01')
  await publish.getByLabel(/^Time/).fill('09:30')
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Sermon created successfully')).toBeVisible()

  await page.getByRole('combobox', { name: 'Show' }).selectOption('scheduled')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Scheduled for Sun, Jun 1, 2031 09:30')
  const href = (await row.getByRole('link', { name: /^Preview/ }).getAttribute('href')) as string
  const id = href.split('/').pop() as string
  expect((await page.request.get(`/api/sermons/${id}`)).status()).toBe(404)

  await page.goto(href)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Preview · Scheduled for Sun, Jun 1, 2031 09:30')
  await expect(page.getByText('The Rev. Mark Ellis')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('scheduled-preview.png'), fullPage: true })

  // Signed out, the preview shows nothing of it.
  await page.context().clearCookies()
  await page.reload()
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
})

test('a contributor’s event is a draft: their own Events list, a Preview, nothing for visitors', async ({ page, browser, baseURL }) => {
  const { writer, close } = await contributorBrowser(page, browser, baseURL)
  const title = `Youth Lock-in ${Date.now().toString(36)}`
  await writer.getByRole('tab', { name: 'Events' }).click()
  await expect(writer.getByRole('heading', { name: 'Your events' })).toBeVisible()
  await expect(writer.getByRole('button', { name: /Export/ })).toHaveCount(0)
  await expect(writer.getByRole('button', { name: /Clear All/ })).toHaveCount(0)
  await writer.getByRole('button', { name: 'Add Event' }).click()
  await dialog(writer).getByLabel('Title').fill(title)
  await dialog(writer).getByLabel('Date', { exact: true }).fill('2031-05-09')
  await expect(dialog(writer).getByRole('group', { name: 'Publish' }).getByRole('radio')).toHaveCount(2)
  await dialog(writer).getByRole('button', { name: 'Create' }).click()
  await expect(toast(writer, 'Event created successfully')).toBeVisible()
  const row = writer.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Draft')
  const href = (await row.getByRole('link', { name: /^Preview/ }).getAttribute('href')) as string
  expect((await page.request.get(`/api/events/${href.split('/').pop()}`)).status()).toBe(404)
  await writer.goto(href)
  await expect(writer.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(writer.getByRole('note')).toContainText('Preview · Draft')
  await close()
})

test('a contributor’s submitted event waits for review, is found by Show: Submitted, and is published from its dialog', async ({
  page,
  browser,
  baseURL,
}) => {
  const { writer, close } = await contributorBrowser(page, browser, baseURL)
  const title = `Advent Quiet Day ${Date.now().toString(36)}`
  await writer.getByRole('tab', { name: 'Events' }).click()
  await writer.getByRole('button', { name: 'Add Event' }).click()
  await dialog(writer).getByLabel('Title').fill(title)
  await dialog(writer).getByLabel('Date', { exact: true }).fill('2031-12-06')
  await dialog(writer).getByRole('radio', { name: 'Submit for review' }).check()
  await dialog(writer).getByRole('button', { name: 'Create' }).click()
  await expect(toast(writer, 'Event created successfully')).toBeVisible()
  await close()

  // The admin's Overview names it as an event waiting for review.
  await page.goto('/admin')
  const waiting = page.getByRole('region', { name: 'Waiting for review' }).getByRole('listitem').filter({ hasText: title })
  await expect(waiting).toContainText('Event')
  const href = (await waiting.getByRole('link', { name: `Preview ${title}` }).getAttribute('href')) as string
  const visitors = `/api/events/${href.split('/').pop()}`
  expect((await page.request.get(visitors)).status()).toBe(404)

  // The Events tab shows it under Submitted, and nowhere under Drafts.
  await page.getByRole('tab', { name: 'Events' }).click()
  const show = page.getByRole('combobox', { name: 'Show' })
  await show.selectOption('draft')
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
  await show.selectOption('submitted')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Submitted')

  // Published from its dialog, it leaves the review list.
  await page.getByRole('tab', { name: 'Overview' }).click()
  await waiting.getByRole('button', { name: `Edit ${title}` }).click()
  await dialog(page).getByRole('radio', { name: 'Publish now' }).check()
  await dialog(page).getByRole('button', { name: 'Update', exact: true }).click()
  await expect(toast(page, 'Event updated successfully')).toBeVisible()
  await expect(waiting).toHaveCount(0)
  expect((await page.request.get(visitors)).status()).toBe(200)
})

import type { Browser, Page } from '@playwright/test'
import { ADMIN, signInThroughApi } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

/** What an editor's dashboard offers, in order: content, the inbox, the newsletter and the bin. */
const EDITOR_TABS: (string | RegExp)[] = [
  'Overview',
  'Sermons',
  'Events',
  'Serving',
  'Pages',
  'News',
  'Menu',
  'Sunday Services',
  'Featured',
  'Church',
  'Media',
  /^Messages/,
  'Newsletter',
  'Live Streams',
  'Recently deleted',
  'Activity',
]

/** An editor's account, made by the admin in the Users tab's way (its route), signed in (through the API) in a browser of its own. */
async function editorBrowser(page: Page, browser: Browser, baseURL: string | undefined) {
  // The admin needs no dashboard here: only its session, to make the account.
  await signInThroughApi(page, ADMIN)
  const email = `editor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`
  const created = await page.request.post('/api/admin/users', { data: { email, name: 'Volunteer Vera', role: 'editor' } })
  expect(created.status()).toBe(201)
  const { password } = await created.json()
  const context = await browser.newContext({ baseURL })
  const editor = await context.newPage()
  await signInThroughApi(editor, { email, password })
  await editor.goto('/admin')
  await editor.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
  return { editor, close: () => context.close() }
}

for (const width of [1280, 390]) {
  test(`at ${width} px an editor sees the content tabs and none of the admin's`, async ({ page, browser, baseURL }) => {
    // Two browsers, four tabs and three accessibility checks: more than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    const { editor, close } = await editorBrowser(page, browser, baseURL)
    await editor.setViewportSize({ width, height: 900 })
    const tabs = editor.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')
    await expect(tabs).toHaveText(EDITOR_TABS)
    // The Overview's counts, without the admin's backup warning.
    await expect(editor.getByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect(editor.getByText(/backup/i)).toHaveCount(0)
    await editor.screenshot({ path: test.info().outputPath(`editor-overview-${width}.png`), fullPage: true })

    // A tab named in the address that is not theirs opens the Overview.
    for (const tab of ['settings', 'users', 'backups', 'youtube']) {
      await editor.goto(`/admin?tab=${tab}`)
      await expect(editor.getByRole('tab', { selected: true })).toHaveText('Overview')
    }

    // Sermons: add and edit, but no Clear All.
    await editor.getByRole('tab', { name: 'Sermons' }).click()
    await expect(editor.getByRole('button', { name: 'Add Sermon' })).toBeVisible()
    await expect(editor.getByRole('button', { name: /Clear All/ })).toHaveCount(0)
    await editor.getByRole('tab', { name: 'Events' }).click()
    await expect(editor.getByRole('button', { name: /Clear All/ })).toHaveCount(0)
    await editor.screenshot({ path: test.info().outputPath(`editor-events-${width}.png`), fullPage: true })
    await expectNoSeriousA11yIssues(editor)

    // Activity: an editor sees the content's changes and their own sign-ins, never another person's.
    await editor.getByRole('tab', { name: 'Activity' }).click()
    // A table at 1280 px, a list of cards on a phone.
    const phone = width < 640
    const lines = editor.getByRole(phone ? 'list' : 'table', { name: 'Activity, newest first' }).getByRole(phone ? 'listitem' : 'row')
    await expect(
      lines
        .filter({ hasText: 'Volunteer Vera' })
        .filter({ hasText: /signed in/i })
        .first(),
    ).toBeVisible()
    await expect(lines.filter({ hasText: /signed in/i }).filter({ hasNotText: 'Volunteer Vera' })).toHaveCount(0)
    await expect(lines.filter({ hasText: /added the account/i })).toHaveCount(0)
    await editor.screenshot({ path: test.info().outputPath(`editor-activity-${width}.png`), fullPage: true })
    await expectNoSeriousA11yIssues(editor)

    // The header's link to the dashboard is there for an editor too.
    await editor.goto('/')
    await expect(editor.getByRole('contentinfo').getByRole('link', { name: 'Admin Dashboard' })).toBeVisible()
    await close()
  })
}

test('an editor made a contributor keeps only a contributor’s tabs at the next check, without signing in again', async ({
  page,
  browser,
  baseURL,
}) => {
  const { editor, close } = await editorBrowser(page, browser, baseURL)
  const me = await (await editor.request.get('/api/auth/user')).json()
  expect((await page.request.patch(`/api/admin/users/${me.id}`, { data: { role: 'contributor' } })).status()).toBe(200)
  await editor.goto('/admin')
  await expect(editor.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText([
    'Overview',
    'Sermons',
    'Events',
    'Pages',
    'News',
    'Sunday Services',
  ])
  await close()
})

import AxeBuilder from '@axe-core/playwright'
import { ADMIN, signInAsAdmin } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

test('anonymous: Unauthorized, then the sign-in page, and back to /admin after signing in', async ({ page }) => {
  // Everything the page says is noted as it appears: the 500 ms redirect may replace the toast before a
  // slow machine could look at it.
  const said: string[] = []
  await page.exposeBinding('noteText', (_source, text: string) => {
    said.push(text)
  })
  await page.addInitScript(() => {
    const note = (window as unknown as { noteText: (text: string) => void }).noteText
    new MutationObserver(() => note(document.body?.textContent ?? '')).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
  await page.goto('/admin')
  await page.waitForURL('**/api/login?returnTo=%2Fadmin')
  const toast = said.find((text) => text.includes('Unauthorized'))
  expect(toast).toContain('You need to be logged in to access the admin panel.')
  await page.getByLabel('Email').fill('admin@e2e.test')
  await page.getByLabel('Password').fill('e2e admin password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin/)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
})

test('signed in as a contributor: the dashboard opens with their own tabs, and signs out from there', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page)
  const email = `member-${Date.now()}@e2e.test`
  const created = await page.request.post('/api/admin/users', { data: { email, name: 'Member', role: 'contributor' } })
  expect(created.status()).toBe(201)
  const { password } = await created.json()

  // A browser of their own (a context, which the accessibility check needs).
  const context = await browser.newContext({ baseURL })
  const member = await context.newPage()
  await member.goto('/api/login?returnTo=%2Fadmin')
  await member.getByLabel('Email').fill(email)
  await member.getByLabel('Password').fill(password)
  await member.getByRole('button', { name: 'Sign in' }).click()
  // Drafts gave contributors a dashboard (decision 0042): their Overview, Sermons, Events, Pages, News and Sunday Services, nothing else.
  await expect(member.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(member.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText([
    'Overview',
    'Sermons',
    'Events',
    'Pages',
    'News',
    'Sunday Services',
  ])
  await expectNoSeriousA11yIssues(member)
  expect(new URL(member.url()).pathname).toBe('/admin')

  await member.getByRole('link', { name: 'Sign out' }).click()
  await member.waitForURL((url) => url.pathname === '/')
  await expect(member.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toBeVisible()
  await context.close()
})

test("the footer's Login lands staff on the dashboard; 'Sign out' in its header signs them out", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Login' }).click()
  await page.waitForURL('**/api/login?returnTo=%2Fadmin')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/admin')

  await expect(page.getByRole('main').getByText('Signed in as')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toBeVisible()
  // Signed out for real: the dashboard asks for the sign-in page again.
  await page.goto('/admin')
  await page.waitForURL('**/api/login?returnTo=%2Fadmin')
})

test("'Forgot password?' on the sign-in page: the reset request page, and back", async ({ page }) => {
  await page.goto('/api/login?returnTo=%2Fadmin')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  // This server's email is not set up (the Console provider): the page says so instead of a form that could not work.
  await expect(page.getByRole('alert')).toContainText('This website cannot send email yet')
  await expect(page.getByRole('alert')).toContainText('Ask an administrator of Anglican Church of Santa Rosa Beach to send you one')
  await expectNoSeriousA11yIssues(page)
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await page.waitForURL('**/api/login?returnTo=%2Fadmin')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

test('an admin sees every tab, and the open tab is in the address', async ({ page }) => {
  await signInAsAdmin(page)
  const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')
  await expect(tabs).toHaveText([
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
    // With the number of new messages and visit requests beside it, when there are any.
    /^Messages( \d+ new)?$/,
    // An admin always has pastoral care (decision 0053): with the number of new prayer requests, when there are any.
    /^Prayer( \d+ new)?$/,
    'Newsletter',
    'Live Streams',
    'YouTube',
    'Settings',
    'Users',
    'Backups',
    'Recently deleted',
    'Activity',
  ])
  await page.getByRole('tab', { name: 'Events' }).click()
  await expect(page).toHaveURL(/tab=events/)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true')
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('a session that ends mid-use: logged out, then the sign-in page', async ({ page, context }) => {
  await signInAsAdmin(page, 'messages')
  await context.clearCookies({ name: 'church_session' })
  await page.getByRole('tab', { name: 'Newsletter' }).click()
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible()
  // Signing in again comes back to the tab that was open.
  await page.waitForURL('**/api/login?returnTo=%2Fadmin%3Ftab%3Dnewsletter')
})

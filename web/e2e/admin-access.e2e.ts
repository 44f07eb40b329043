import AxeBuilder from '@axe-core/playwright'
import { signInAsAdmin } from './support/admin'
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

test('signed in without the admin flag: Access Denied, then home', async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page)
  const email = `member-${Date.now()}@e2e.test`
  const created = await page.request.post('/api/admin/users', { data: { email, name: 'Member', isAdmin: false } })
  expect(created.status()).toBe(201)
  const { password } = await created.json()

  const member = await browser.newPage({ baseURL })
  await member.goto('/api/login?returnTo=%2Fadmin')
  await member.getByLabel('Email').fill(email)
  await member.getByLabel('Password').fill(password)
  await member.getByRole('button', { name: 'Sign in' }).click()
  await expect(member.getByText("You don't have admin privileges.")).toBeVisible()
  await member.waitForURL((url) => url.pathname === '/')
  await member.close()
})

test('an admin sees every tab, and the open tab is in the address', async ({ page }) => {
  await signInAsAdmin(page)
  const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')
  await expect(tabs).toHaveText([
    'Overview',
    'Sermons',
    'Events',
    'Sunday Services',
    'Featured',
    'Church',
    // With the number of new messages and visit requests beside it, when there are any.
    /^Messages( \d+ new)?$/,
    'Newsletter',
    'Live Streams',
    'YouTube',
    'Settings',
    'Users',
    'Backups',
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

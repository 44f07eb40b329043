import type { Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './page'
import { expect } from './test'

/** The admin made at server start by SEED_ADMIN (playwright.config.ts). */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password' }

/**
 * Signs in through the sign-in route's JSON answer (the same session cookies the sign-in page gives) and
 * opens /admin, or the `tab` named. The sign-in page itself is tested in admin-access.e2e.ts; elsewhere it
 * would only cost a page load and a redirect to the dashboard before the tab is opened again.
 */
export async function signInAsAdmin(page: Page, tab?: string) {
  await signInThroughApi(page, ADMIN)
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin')
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
}

/** Signs the browser of `page` in as `account` by the sign-in route's JSON answer: its cookies are the browser's now. */
export async function signInThroughApi(page: Page, account: { email: string; password: string }) {
  const answer = await page.request.post('/api/login', { data: account })
  expect(answer.status(), await answer.text()).toBe(200)
}

/**
 * After the session ended under an open tab: the dashboard says so and goes to the sign-in page,
 * which brings staff back to the same tab once they sign in again.
 */
export async function signInAgain(page: Page, tab: string) {
  await page.getByText('You are logged out. Logging in again...').waitFor()
  await page.waitForURL(`**/api/login?returnTo=%2Fadmin%3Ftab%3D${tab}`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(`**/admin?tab=${tab}`)
}

/** The dialog open on the dashboard (one at a time). */
export const dialog = (page: Page) => page.getByRole('dialog')

/** A toast with `text` in the notifications region. */
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text)

/** One toast shows at a time and the next waits its turn (5 s): staff would close it to go on at once. */
export const dismissToast = (page: Page) => page.getByRole('button', { name: 'Dismiss notification' }).click()

/** Staff on a dashboard `tab` (its `heading` shown) open its Add dialog with the button `add`, which is the dialog's heading too. */
export async function openAddDialog(page: Page, tab: string, heading: string, add: string) {
  await signInAsAdmin(page, tab)
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
  await page.getByRole('button', { name: add }).click()
  await expect(dialog(page).getByRole('heading', { name: add })).toBeVisible()
}

/**
 * A dashboard `tab` and its Add dialog have no serious accessibility problems: the tab once its table has loaded, then
 * the dialog opened with `add` and sent empty, showing `message` (after `prepare`, for a dialog with a part to open).
 */
export async function expectAccessibleTab(page: Page, tab: string, add: string, message: string, prepare?: () => Promise<void>) {
  await signInAsAdmin(page, tab)
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByText('Loading...')).toHaveCount(0)
  await expectNoSeriousA11yIssues(page)
  await page.getByRole('button', { name: add }).click()
  await prepare?.()
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await expect(dialog(page).getByText(message)).toBeVisible()
  await expectNoSeriousA11yIssues(page)
}

/**
 * 'Clear All …' answered here, as the server would answer (`message`, `deleted`), and not by the server: other tests
 * share its database. Returns whether the DELETE to `api` was sent.
 */
export async function answerClearAll(page: Page, api: string, answer: { message: string; deleted: number }) {
  let cleared = false
  await page.route(api, (route) => {
    cleared = route.request().method() === 'DELETE'
    return route.fulfill({ json: answer })
  })
  return () => cleared
}

/** Staff press `button` (Create, Update) in the open dialog: the toast says `saved`, they close it, and the dialog has gone. */
export async function saveDialog(page: Page, button: string, saved: string) {
  await dialog(page).getByRole('button', { name: button }).click()
  await expect(toast(page, saved)).toBeVisible()
  await dismissToast(page)
  await expect(dialog(page)).toBeHidden()
}

/** The delete staff asked for: the question in `words`, answered with `confirm`; the toast says it is deleted. */
export async function confirmDelete(page: Page, words: string, confirm: string) {
  await expect(page.getByRole('alertdialog')).toContainText(words)
  await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click()
  await expect(toast(page, 'Item deleted successfully')).toBeVisible()
}

import type { Page } from '@playwright/test'

/** The admin made at server start by SEED_ADMIN (playwright.config.ts). */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password' }

/** Signs in through the server's own sign-in page, the way staff do, and lands on /admin. */
export async function signInAsAdmin(page: Page, tab?: string) {
  await page.goto('/api/login?returnTo=%2Fadmin')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin**')
  if (tab) await page.goto(`/admin?tab=${tab}`)
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()
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

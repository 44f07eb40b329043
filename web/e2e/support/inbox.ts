import { expect, type Locator, type Page } from '@playwright/test'

/** What the inbox's browser tests share (admin-inbox.e2e.ts, admin-inbox-counts.e2e.ts). */

export const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** The toast staff see; dismissed as a person would, so the next one (one at a time) can show. */
export async function expectToast(page: Page, title: string, text: string) {
  const region = page.getByRole('region', { name: /notifications/i })
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  await expect(region.getByText(text, { exact: true })).toBeVisible()
  await region.getByRole('button', { name: 'Dismiss notification' }).click()
}

/**
 * An inbox item in one view of its card ('New', 'Responded', ...), paging on with 'Older' if other
 * tests' messages arrived after it (tests share one server).
 */
export async function findInInbox(page: Page, card: string, itemName: string, view?: string): Promise<Locator> {
  const region = page.getByRole('region', { name: card })
  if (view) await showView(page, card, view)
  const item = region.getByRole('listitem', { name: itemName })
  const older = region.getByRole('button', { name: 'Older', exact: true })
  await expect(region.getByRole('listitem').first()).toBeVisible()
  for (let pages = 0; pages < 20 && (await item.count()) === 0 && (await older.isEnabled()); pages++) {
    await Promise.all([page.waitForResponse((r) => /offset=[1-9]/.test(r.url())), older.click()])
  }
  await expect(item).toBeVisible()
  return item
}

/** Chooses one of a card's views (its filter buttons are named with their counts: 'New 4'). */
export async function showView(page: Page, card: string, view: string) {
  const button = page.getByRole('region', { name: card }).getByRole('button', { name: new RegExp(`^${view}( \\d+)?$`) })
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
}

/** The server's count of new messages and visit requests. */
export async function newCounts(page: Page) {
  const counts = (await (await page.request.get('/api/admin/inbox-counts')).json()) as {
    contactMessages: Record<string, number>
    visitorRequests: Record<string, number>
  }
  return { messages: counts.contactMessages.new, visits: counts.visitorRequests.new }
}

export async function sendContactMessage(page: Page, lastName: string, subject = 'A question about Sunday') {
  const sent = await page.request.post('/api/contact', {
    data: {
      firstName: 'Inbox',
      lastName,
      email: `${lastName.toLowerCase()}@e2e.test`,
      subject,
      message: 'Is there parking near the church?',
    },
  })
  expect(sent.status()).toBe(201)
}

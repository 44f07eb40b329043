import { signInAsAdmin } from './support/admin'
import { expectToast, findInInbox, newCounts, sendContactMessage, stamp } from './support/inbox'
import { expect, test } from './support/test'

/**
 * The new-item counts are the server's: on the shared staff server other tests' messages would move
 * them mid-test, so this one runs where no other test sends or handles messages (playwright.config.ts).
 */
test.use({ serviceWorkers: 'block' })

test('archive, then Move to inbox: the new counts on the Messages tab, its filter and the Overview follow', async ({ page }) => {
  const name = `Counted${stamp()}`
  await sendContactMessage(page, name, `Counted ${name}`)
  await signInAsAdmin(page)
  const before = await newCounts(page)
  const total = before.messages + before.visits
  const tab = page.getByRole('tab', { name: /^Messages/ })
  await expect(tab).toHaveAccessibleName(`Messages ${total} new`)
  const glance = page.getByRole('region', { name: 'At a glance' })
  await expect(glance.getByRole('region', { name: 'New Messages' })).toContainText(String(before.messages))
  await expect(glance.getByRole('region', { name: 'New Visitor Requests' })).toContainText(String(before.visits))

  await tab.click()
  const card = page.getByRole('region', { name: 'Contact Messages' })
  await expect(card.getByRole('button', { name: `New ${before.messages}`, exact: true })).toHaveAttribute('aria-pressed', 'true')
  const item = await findInInbox(page, 'Contact Messages', `Message from Inbox ${name}`)
  await item.getByRole('button', { name: `Archive: Inbox ${name}` }).click()
  await expectToast(page, 'Status Updated', 'Message has been archived')
  await expect(tab).toHaveAccessibleName(`Messages ${total - 1} new`)
  await expect(card.getByRole('button', { name: `New ${before.messages - 1}`, exact: true })).toBeVisible()

  const archived = await findInInbox(page, 'Contact Messages', `Message from Inbox ${name}`, 'Archived')
  await archived.getByRole('button', { name: `Move to inbox: Inbox ${name}` }).click()
  await expectToast(page, 'Status Updated', 'Message moved to the inbox')
  await expect(tab).toHaveAccessibleName(`Messages ${total} new`)
  await expect(card.getByRole('button', { name: `New ${before.messages}`, exact: true })).toBeVisible()

  await page.getByRole('tab', { name: 'Overview' }).click()
  await expect(glance.getByRole('region', { name: 'New Messages' })).toContainText(String(before.messages))
})

import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { expectToast, findInInbox, newCounts, sendContactMessage, showView, stamp } from './support/inbox'
import { expect, test } from './support/test'

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test.describe('Messages', () => {
  test('a new message is marked responded and leaves New; Move to inbox brings it back; archived stays archived', async ({ page }) => {
    const name = `Tester${stamp()}`
    await sendContactMessage(page, name, `Parking ${name}`)
    await signInAsAdmin(page, 'messages')
    const card = page.getByRole('region', { name: 'Contact Messages' })
    const itemName = `Message from Inbox ${name}`

    // New is what the inbox shows first.
    await expect(card.getByRole('button', { name: /^New \d+$/ })).toHaveAttribute('aria-pressed', 'true')
    const item = await findInInbox(page, 'Contact Messages', itemName)
    await expect(item.getByRole('link', { name: `${name.toLowerCase()}@e2e.test` })).toHaveAttribute(
      'href',
      `mailto:${name.toLowerCase()}@e2e.test`,
    )
    await expect(item.getByText(`Parking ${name}`)).toBeVisible()
    await expect(item.getByText('Is there parking near the church?')).toBeVisible()
    await expect(item.getByText('New', { exact: true })).toBeVisible()
    await expect(item.getByRole('button', { name: `Move to inbox: Inbox ${name}` })).toHaveCount(0)

    await item.getByRole('button', { name: `Mark Responded: Inbox ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Message marked as responded')
    // Handled: out of New.
    await expect(card.getByRole('listitem', { name: itemName })).toHaveCount(0)

    // Under Responded, with only the way back.
    const responded = await findInInbox(page, 'Contact Messages', itemName, 'Responded')
    await expect(responded.getByText('Responded', { exact: true })).toBeVisible()
    await expect(responded.getByRole('button', { name: /^Mark Responded/ })).toHaveCount(0)
    await expect(responded.getByRole('button', { name: /^Archive/ })).toHaveCount(0)
    await responded.getByRole('button', { name: `Move to inbox: Inbox ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Message moved to the inbox')
    await expect(card.getByRole('listitem', { name: itemName })).toHaveCount(0)

    // Back in New, then archived.
    const again = await findInInbox(page, 'Contact Messages', itemName, 'New')
    await expect(again.getByText('New', { exact: true })).toBeVisible()
    await again.getByRole('button', { name: `Archive: Inbox ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Message has been archived')
    await expect(card.getByRole('listitem', { name: itemName })).toHaveCount(0)

    // Stored: archived after a reload, with no 'Archive' or 'Mark Responded' left.
    await page.reload()
    const archived = await findInInbox(page, 'Contact Messages', itemName, 'Archived')
    await expect(archived.getByText('Archived', { exact: true })).toBeVisible()
    await expect(archived.getByRole('button')).toHaveText(['Move to inbox'])
    // All shows every status.
    await findInInbox(page, 'Contact Messages', itemName, 'All')
  })

  test('a visitor request is marked contacted, then visited, then moved back to the inbox', async ({ page }) => {
    const name = `Visitor ${stamp()}`
    const sent = await page.request.post('/api/visitor-requests', {
      data: { fullName: name, email: 'visitor@e2e.test', phone: '555-010-0199', numberOfKids: '2' },
    })
    expect(sent.status()).toBe(201)
    await signInAsAdmin(page, 'messages')
    const card = page.getByRole('region', { name: 'Visitor Requests' })
    const itemName = `Visit request from ${name}`

    const item = await findInInbox(page, 'Visitor Requests', itemName)
    await expect(item.getByRole('link', { name: 'visitor@e2e.test' })).toHaveAttribute('href', 'mailto:visitor@e2e.test')
    await expect(item.getByRole('link', { name: '555-010-0199' })).toBeVisible()
    await expect(item.getByText('Number of kids')).toBeVisible()
    await expect(item.getByText('2', { exact: true })).toBeVisible()

    await item.getByRole('button', { name: `Mark Contacted: ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Visitor marked as contacted')
    await expect(card.getByRole('listitem', { name: itemName })).toHaveCount(0)

    const contacted = await findInInbox(page, 'Visitor Requests', itemName, 'Contacted')
    await expect(contacted.getByText('Contacted', { exact: true })).toBeVisible()
    await expect(contacted.getByRole('button')).toHaveText(['Mark Visited', 'Move to inbox'])
    await contacted.getByRole('button', { name: `Mark Visited: ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Visitor marked as visited')
    await expect(card.getByRole('listitem', { name: itemName })).toHaveCount(0)

    const visited = await findInInbox(page, 'Visitor Requests', itemName, 'Visited')
    await expect(visited.getByText('Visited', { exact: true })).toBeVisible()
    await expect(visited.getByRole('button')).toHaveText(['Move to inbox'])
    await visited.getByRole('button', { name: `Move to inbox: ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Visitor moved to the inbox')
    await findInInbox(page, 'Visitor Requests', itemName, 'New')
  })

  test('ten a page, newest first; Older and Newer move through the pages the server counted', async ({ page }) => {
    const batch = `Page${stamp()}`
    // Sent oldest first: at least ten newer messages keep the first one off the first page.
    for (let i = 0; i <= 10; i++) await sendContactMessage(page, `${batch}n${i}`)
    await signInAsAdmin(page, 'messages')
    const { messages } = await newCounts(page)

    const contacts = page.getByRole('region', { name: 'Contact Messages' })
    await expect(contacts.getByRole('listitem', { name: `Message from Inbox ${batch}n10` })).toBeVisible()
    await expect(contacts.getByRole('listitem')).toHaveCount(10)
    await expect(contacts.getByRole('listitem', { name: `Message from Inbox ${batch}n0` })).toHaveCount(0)
    const pages = contacts.getByRole('navigation', { name: 'Contact Messages pages' })
    await expect(pages.getByText(`1–10 of ${messages}`)).toBeVisible()
    await expect(pages.getByRole('button', { name: 'Newer' })).toBeDisabled()

    await pages.getByRole('button', { name: 'Older' }).click()
    await expect(contacts.getByRole('listitem', { name: `Message from Inbox ${batch}n0` })).toBeVisible()
    await expect(pages.getByText(new RegExp(`^11–\\d+ of ${messages}$`))).toBeVisible()
    await expect(contacts.getByRole('listitem', { name: `Message from Inbox ${batch}n10` })).toHaveCount(0)

    await pages.getByRole('button', { name: 'Newer' }).click()
    await expect(contacts.getByRole('listitem', { name: `Message from Inbox ${batch}n10` })).toBeVisible()
  })

  test('empty inboxes say so', async ({ page }) => {
    await page.route('**/api/admin/contact-messages?*', (route) => route.fulfill({ json: [] }))
    await page.route('**/api/admin/visitor-requests?*', (route) => route.fulfill({ json: [] }))
    const none = { new: 0, all: 0 }
    await page.route('**/api/admin/inbox-counts', (route) =>
      route.fulfill({
        json: { contactMessages: { ...none, responded: 0, archived: 0 }, visitorRequests: { ...none, contacted: 0, visited: 0 } },
      }),
    )
    await signInAsAdmin(page, 'messages')
    await expect(page.getByText('No new messages. All caught up.')).toBeVisible()
    await expect(page.getByText('No new visitor requests. All caught up.')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Messages', exact: true })).toBeVisible()
    await showView(page, 'Contact Messages', 'All')
    await expect(page.getByText('No contact messages yet')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Older', exact: true })).toHaveCount(0)
  })

  test('the messages tab has no serious accessibility problems', async ({ page }) => {
    await signInAsAdmin(page, 'messages')
    await expect(page.getByRole('region', { name: 'Contact Messages' }).getByRole('listitem').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('Newsletter', () => {
  test('subscribers with the total count, and a CSV for the mail tool', async ({ page }) => {
    const email = `reader-${stamp()}@e2e.test`
    const subscribed = await page.request.post('/api/newsletter/subscribe', {
      data: { email, firstName: '=HYPERLINK("http://evil.test","x")', lastName: 'Smith, Jr.' },
    })
    expect(subscribed.ok()).toBe(true)
    await signInAsAdmin(page, 'newsletter')

    const row = page.getByRole('row', { name: new RegExp(email) })
    await expect(row).toBeVisible()
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    // Double opt-in: a new subscriber is inactive until the address is confirmed from the email.
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible()
    await expect(row.getByText('Awaiting confirmation', { exact: true })).toBeVisible()
    // 'Subscribers' are the active ones, with everyone counted beside: the server's counts.
    const { active, total } = await (await page.request.get('/api/admin/newsletter/counts')).json()
    await expect(
      page.getByText(`${active} active ${active === 1 ? 'subscriber' : 'subscribers'} · ${total} in all`, { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('table', { name: 'Newsletter subscribers' }).getByRole('row')).toHaveCount(Math.min(total, 25) + 1)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Email,First Name,Last Name,Phone,Status,Subscribed Date')
    expect(lines).toHaveLength(total + 1)
    const mine = lines.find((line) => line.startsWith(`${email},`))
    // Quoted where needed, and the would-be formula made text.
    expect(mine).toMatch(new RegExp(`^${email},"'=HYPERLINK\\(""http://evil.test"",""x""\\)","Smith, Jr.",,Inactive,\\d{4}-\\d{2}-\\d{2}$`))
    await expectToast(page, 'Download Complete', `Downloaded ${total} subscribers`)
  })

  test('Active and Inactive, and the empty text', async ({ page }) => {
    let empty = false
    await page.route('**/api/admin/newsletter/counts', (route) =>
      route.fulfill({ json: empty ? { active: 0, total: 0, awaitingConfirmation: 0 } : { active: 1, total: 2, awaitingConfirmation: 0 } }),
    )
    await page.route('**/api/admin/newsletters?*', (route) =>
      route.fulfill({
        json: empty
          ? { items: [], total: 0 }
          : {
              total: 2,
              items: [
                {
                  id: 'a',
                  email: 'active@e2e.test',
                  firstName: 'Ann',
                  lastName: 'Lee',
                  phone: '',
                  notes: '',
                  isActive: true,
                  createdAt: '2026-03-01T15:00:00Z',
                },
                {
                  id: 'b',
                  email: 'gone@e2e.test',
                  firstName: '',
                  lastName: '',
                  phone: '',
                  notes: '',
                  isActive: false,
                  createdAt: '2026-02-01T15:00:00Z',
                },
              ],
            },
      }),
    )
    await signInAsAdmin(page, 'newsletter')
    await expect(page.getByText('1 active subscriber · 2 in all', { exact: true })).toBeVisible()
    await expect(page.getByRole('row', { name: /active@e2e.test/ }).getByText('Active', { exact: true })).toBeVisible()
    await expect(page.getByRole('row', { name: /gone@e2e.test/ }).getByText('Inactive', { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    empty = true
    await page.reload()
    await expect(page.getByText('No newsletter subscribers yet')).toBeVisible()
    await expect(page.getByText('0 active subscribers · 0 in all')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  })
})

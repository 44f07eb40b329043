import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin'

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** The toast staff see; dismissed as a person would, so the next one (one at a time) can show. */
async function expectToast(page: Page, title: string, text: string) {
  const region = page.getByRole('region', { name: /notifications/i })
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  await expect(region.getByText(text, { exact: true })).toBeVisible()
  await region.getByRole('button', { name: 'Dismiss notification' }).click()
}

/**
 * An inbox item, paging back with 'Show older …' if other tests' messages arrived after it
 * (tests share one server).
 */
async function findInInbox(page: Page, card: string, itemName: string): Promise<Locator> {
  const region = page.getByRole('region', { name: card })
  const item = region.getByRole('listitem', { name: itemName })
  const older = region.getByRole('button', { name: /^Show older/ })
  await expect(region.getByRole('listitem').first()).toBeVisible()
  for (let pages = 0; pages < 10 && (await item.count()) === 0 && (await older.isVisible()); pages++) {
    await Promise.all([page.waitForResponse((r) => /offset=[1-9]/.test(r.url())), older.click()])
    await expect(older.getByText('Loading...')).toHaveCount(0)
  }
  await expect(item).toBeVisible()
  return item
}

async function sendContactMessage(page: Page, lastName: string, subject = 'A question about Sunday') {
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

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test.describe('Messages', () => {
  test('a contact message is marked responded, then archived', async ({ page }) => {
    const name = `Tester${stamp()}`
    await sendContactMessage(page, name, `Parking ${name}`)
    await signInAsAdmin(page, 'messages')

    const item = await findInInbox(page, 'Contact Messages', `Message from Inbox ${name}`)
    await expect(item.getByRole('link', { name: `${name.toLowerCase()}@e2e.test` })).toHaveAttribute(
      'href',
      `mailto:${name.toLowerCase()}@e2e.test`,
    )
    await expect(item.getByText(`Parking ${name}`)).toBeVisible()
    await expect(item.getByText('Is there parking near the church?')).toBeVisible()
    await expect(item.getByText('New', { exact: true })).toBeVisible()

    await item.getByRole('button', { name: `Mark Responded: Inbox ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Message marked as responded')
    await expect(item.getByText('Responded', { exact: true })).toBeVisible()

    await item.getByRole('button', { name: `Archive: Inbox ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Message has been archived')
    await expect(item.getByText('Archived', { exact: true })).toBeVisible()

    // Stored: still archived after a reload.
    await page.reload()
    const reloaded = await findInInbox(page, 'Contact Messages', `Message from Inbox ${name}`)
    await expect(reloaded.getByText('Archived', { exact: true })).toBeVisible()
  })

  test('a visitor request is marked contacted, then visited', async ({ page }) => {
    const name = `Visitor ${stamp()}`
    const sent = await page.request.post('/api/visitor-requests', {
      data: { fullName: name, email: 'visitor@e2e.test', phone: '555-010-0199', numberOfKids: '2' },
    })
    expect(sent.status()).toBe(201)
    await signInAsAdmin(page, 'messages')

    const item = await findInInbox(page, 'Visitor Requests', `Visit request from ${name}`)
    await expect(item.getByRole('link', { name: 'visitor@e2e.test' })).toHaveAttribute('href', 'mailto:visitor@e2e.test')
    await expect(item.getByRole('link', { name: '555-010-0199' })).toBeVisible()
    await expect(item.getByText('Number of kids')).toBeVisible()
    await expect(item.getByText('2', { exact: true })).toBeVisible()

    await item.getByRole('button', { name: `Mark Contacted: ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Visitor marked as contacted')
    await expect(item.getByText('Contacted', { exact: true })).toBeVisible()

    await item.getByRole('button', { name: `Mark Visited: ${name}` }).click()
    await expectToast(page, 'Status Updated', 'Visitor marked as visited')
    await expect(item.getByText('Visited', { exact: true })).toBeVisible()
  })

  test('the newest ten first; older messages on request', async ({ page }) => {
    const batch = `Page${stamp()}`
    // Sent oldest first: at least ten newer messages keep the first one off the first page.
    for (let i = 0; i <= 10; i++) await sendContactMessage(page, `${batch}n${i}`)
    await signInAsAdmin(page, 'messages')

    const contacts = page.getByRole('region', { name: 'Contact Messages' })
    await expect(contacts.getByRole('listitem', { name: `Message from Inbox ${batch}n10` })).toBeVisible()
    await expect(contacts.getByRole('listitem')).toHaveCount(10)
    await expect(contacts.getByRole('listitem', { name: `Message from Inbox ${batch}n0` })).toHaveCount(0)
    await expect(contacts.getByRole('button', { name: 'Show older messages' })).toBeVisible()

    await findInInbox(page, 'Contact Messages', `Message from Inbox ${batch}n0`)
    expect(await contacts.getByRole('listitem').count()).toBeGreaterThan(10)
  })

  test('empty inboxes say so', async ({ page }) => {
    await page.route('**/api/admin/contact-messages?*', (route) => route.fulfill({ json: [] }))
    await page.route('**/api/admin/visitor-requests?*', (route) => route.fulfill({ json: [] }))
    await signInAsAdmin(page, 'messages')
    await expect(page.getByText('No contact messages yet')).toBeVisible()
    await expect(page.getByText('No visitor requests yet')).toBeVisible()
    await expect(page.getByRole('button', { name: /Show older/ })).toHaveCount(0)
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
    const total = ((await (await page.request.get('/api/admin/newsletters')).json()) as unknown[]).length
    await expect(page.getByText(`${total} subscribers`, { exact: true })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Newsletter subscribers' }).getByRole('row')).toHaveCount(total + 1)

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
    await page.route('**/api/admin/newsletters', (route) =>
      route.fulfill({
        json: empty
          ? []
          : [
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
      }),
    )
    await signInAsAdmin(page, 'newsletter')
    await expect(page.getByText('2 subscribers', { exact: true })).toBeVisible()
    await expect(page.getByRole('row', { name: /active@e2e.test/ }).getByText('Active', { exact: true })).toBeVisible()
    await expect(page.getByRole('row', { name: /gone@e2e.test/ }).getByText('Inactive', { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    empty = true
    await page.reload()
    await expect(page.getByText('No newsletter subscribers yet')).toBeVisible()
    await expect(page.getByText('0 subscribers')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  })
})

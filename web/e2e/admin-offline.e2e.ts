import type { Locator, Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { controlled } from './support/offline'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

/**
 * Staff offline (decision 0010). Every test owns its messages and sermons (made through the API with
 * a unique name), because the staff server is shared with the other staff specs.
 */

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
type ContactMessage = { id: string; subject: string; status: string; email: string }

async function sendContactMessage(page: Page, name: string) {
  const message = {
    firstName: 'Offline',
    lastName: name,
    email: `${name.toLowerCase()}@e2e.test`,
    subject: `Subject ${name}`,
    message: `Body ${name}`,
  }
  const sent = await page.request.post('/api/contact', { data: message })
  expect(sent.status()).toBe(201)
  return { ...message, id: (await sent.json()).id as string, who: `Offline ${name}` }
}

/** The message as the server has it now (the API request context is never offline). */
async function serverCopy(page: Page, id: string): Promise<ContactMessage | undefined> {
  for (let offset = 0; offset < 500; offset += 100) {
    const response = await page.request.get(`/api/admin/contact-messages?limit=100&offset=${offset}`)
    const page_: ContactMessage[] = await response.json()
    const found = page_.find((m) => m.id === id)
    if (found || page_.length < 100) return found
  }
}

/** An inbox item in New, paging on with 'Older' if other tests' messages arrived after it. */
async function findInInbox(page: Page, itemName: string): Promise<Locator> {
  const region = page.getByRole('region', { name: 'Contact Messages' })
  const item = region.getByRole('listitem', { name: itemName })
  const older = region.getByRole('button', { name: 'Older', exact: true })
  await expect(region.getByRole('listitem').first()).toBeVisible()
  for (let pages = 0; pages < 20 && (await item.count()) === 0 && (await older.isEnabled()); pages++) {
    await older.click()
    await expect(region.getByRole('listitem').first()).toBeVisible()
  }
  await expect(item).toBeVisible()
  return item
}

/** The dashboard's data is on this device once its cache for the signed-in admin holds `text`. */
const keptOnDevice = (page: Page, text: string) =>
  expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          Object.keys(localStorage).some(
            (key) => key.startsWith('church-admin-cache:') && (localStorage.getItem(key) ?? '').includes(wanted),
          ),
        text,
      ),
    )
    .toBe(true)

const toasts = (page: Page) => page.getByRole('region', { name: /notifications/i })

/** The status changes waiting on this device to be sent. */
const queuedChanges = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('church-admin-queue:')))

/**
 * A contact message sent now (its sender's last name `name` and a stamp), then staff signed in on the
 * Inbox, the service worker in control: the message and its item in New.
 */
async function messageInInbox(page: Page, name: string) {
  const message = await sendContactMessage(page, `${name}${stamp()}`)
  await signInAsAdmin(page, 'messages')
  await controlled(page)
  return { message, item: await findInInbox(page, `Message from ${message.who}`) }
}

test('a message marked responded offline is kept across a reload and saved when the connection is back', async ({ page, context }) => {
  const { message } = await messageInInbox(page, 'Reply')
  await keptOnDevice(page, message.subject)

  await context.setOffline(true)
  let item = await findInInbox(page, `Message from ${message.who}`)
  await item.getByRole('button', { name: `Mark Responded: ${message.who}` }).click()
  // Shown at once, marked as waiting (a word, not a colour alone).
  await expect(item.getByText('Responded', { exact: true })).toBeVisible()
  await expect(item.getByText('Pending')).toBeVisible()
  await expect(
    toasts(page).getByText("Message marked as responded on this device. It will be saved when you're back online."),
  ).toBeVisible()
  await expectNoSeriousA11yIssues(page)

  // A reload offline: the dashboard, the message and its waiting change are all still there.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByText('Status changes in Messages are kept on this device and sent when the connection is back.')).toBeVisible()
  item = await findInInbox(page, `Message from ${message.who}`)
  await expect(item.getByText('Responded', { exact: true })).toBeVisible()
  await expect(item.getByText('Pending')).toBeVisible()
  expect((await serverCopy(page, message.id))?.status).toBe('new')

  // Back online: sent, the server has it, and the message, handled now, leaves New.
  await context.setOffline(false)
  await expect(toasts(page).getByText('Message marked as responded', { exact: true })).toBeVisible()
  await expect(item).toHaveCount(0)
  await expect.poll(async () => (await serverCopy(page, message.id))?.status).toBe('responded')
  expect(await queuedChanges(page)).toEqual([])
})

test('a change the server refuses when it is sent is reported by name, and its mark removed', async ({ page, context }) => {
  const { message, item } = await messageInInbox(page, 'Gone')

  await context.setOffline(true)
  await item.getByRole('button', { name: `Archive: ${message.who}` }).click()
  await expect(item.getByText('Archived', { exact: true })).toBeVisible()
  await expect(item.getByText('Pending')).toBeVisible()

  // Deleted meanwhile, say: the server answers 404 when the change arrives.
  await page.route(`**/api/admin/contact-messages/${message.id}`, (route) =>
    route.fulfill({ status: 404, json: { message: 'Contact message not found' } }),
  )
  await context.setOffline(false)
  await expect(toasts(page).getByText(`Couldn't update "${message.subject}": Contact message not found`)).toBeVisible()
  await expect(item.getByText('Pending')).toHaveCount(0)
  await expect(item.getByText('New', { exact: true })).toBeVisible()
  // Not retried for ever: the queue is empty.
  expect(await queuedChanges(page)).toEqual([])
  await page.unroute(`**/api/admin/contact-messages/${message.id}`)
  expect((await serverCopy(page, message.id))?.status).toBe('new')
})

test('other changes offline: Save is disabled with the reason, and what was typed stays', async ({ page, context }) => {
  await signInAsAdmin(page, 'sermons')
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Sermon' })
  const title = `Typed Offline ${stamp()}`
  await dialog.getByLabel('Title').fill(title)

  await context.setOffline(true)
  const reason = "You're offline. Changes can be saved when you're back online."
  await expect(dialog.getByText(reason)).toBeVisible()
  const create = dialog.getByRole('button', { name: 'Create' })
  await expect(create).toBeDisabled()
  await expect(create).toHaveAccessibleDescription(reason)
  await create.click({ force: true })
  await dialog.getByLabel('Title').press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue(title)

  await context.setOffline(false)
  await expect(dialog.getByText(reason)).toHaveCount(0)
  await expect(create).toBeEnabled()
  await expect(dialog.getByLabel('Title')).toHaveValue(title)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
})

test('signing out while a change waits asks first; staying keeps it', async ({ page, context }) => {
  const { message, item } = await messageInInbox(page, 'Stay')
  await context.setOffline(true)
  await item.getByRole('button', { name: `Mark Responded: ${message.who}` }).click()
  await expect(item.getByText('Pending')).toBeVisible()

  let asked = ''
  page.once('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.dismiss()
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Logout' }).click()
  expect(asked).toBe('1 status change made offline has not been sent yet. Sign out anyway and lose it?')
  await expect(page).toHaveURL(/\/admin/)
  await expect(item.getByText('Pending')).toBeVisible()

  await context.setOffline(false)
  await expect(item.getByText('Pending')).toHaveCount(0)
  await expect.poll(async () => (await serverCopy(page, message.id))?.status).toBe('responded')
})

test('after sign-out no admin data is left in the browser', async ({ page }) => {
  const { message } = await messageInInbox(page, 'Private')
  await keptOnDevice(page, message.email)
  // Public pages visited while signed in too.
  await page.goto('/sermons')
  await expect(page.getByRole('list', { name: 'Sermons' })).toBeVisible()

  await page.getByRole('contentinfo').getByRole('link', { name: 'Logout' }).click()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toBeVisible()

  const stored = await page.evaluate(async () => {
    const texts: string[] = []
    for (const store of [localStorage, sessionStorage]) for (const key of Object.keys(store)) texts.push(`${key}=${store.getItem(key)}`)
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const storeName of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        texts.push(`${name}/${storeName}=${JSON.stringify(all)}`)
      }
      db.close()
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        texts.push(`${cacheName} ${request.url}=${response && response.type !== 'opaque' ? await response.text() : ''}`)
      }
    }
    return texts
  })
  // Something was looked at (the public caches and the app's code), and none of it is the inbox's.
  expect(stored.some((text) => text.startsWith('public-api-v1'))).toBe(true)
  const leaks = stored.filter((text) => [message.subject, message.email, message.lastName].some((secret) => text.includes(secret)))
  expect(leaks.map((text) => text.slice(0, 160))).toEqual([])
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('church-admin-')))).toEqual([])
})

test('after an admin saves, the public sermon list never shows the copy from before', async ({ page }) => {
  const key = stamp()
  const before = `Before Save ${key}`
  const after = `After Save ${key}`
  await signInAsAdmin(page, 'sermons')
  await controlled(page)
  const created = await page.request.post('/api/admin/sermons', { data: { title: before, speaker: 'Pastor Offline', date: '2030-06-02' } })
  expect(created.status()).toBe(201)
  const sermon = await created.json()

  // The public list, searched so it holds only this sermon, as the service worker keeps it: the page
  // the server rendered (pages-v1), and any read the browser made (public-api-v1).
  const list = `/sermons?search=${encodeURIComponent(key)}`
  await page.goto(list)
  await expect(page.getByRole('heading', { level: 2, name: before })).toBeVisible()
  const savedCopiesWith = (text: string) =>
    page.evaluate(async (wanted) => {
      let found = 0
      for (const name of ['pages-v1', 'public-api-v1']) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) if ((await (await cache.match(request))?.text())?.includes(wanted)) found++
      }
      return found
    }, text)
  await expect.poll(() => savedCopiesWith(before)).toBeGreaterThan(0)

  // The admin renames it.
  await page.goto('/admin?tab=sermons')
  const row = page.getByRole('table', { name: 'Sermons, newest first' }).getByRole('row').filter({ hasText: before })
  await row.getByRole('button', { name: `Edit ${before}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Sermon' })
  await dialog.getByLabel('Title').fill(after)
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect(dialog).toBeHidden()

  // No copy from before the change is left to be shown (not even as a slow network's fallback) ...
  expect(await savedCopiesWith(before)).toBe(0)
  // ... and the same public list shows the new title.
  await page.goto(list)
  await expect(page.getByRole('heading', { level: 2, name: after })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: before })).toHaveCount(0)

  await page.request.delete(`/api/admin/sermons/${sermon.id}`)
})

test('offline with no admin kept on this device: the dashboard waits for the connection, then asks for a sign-in', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await controlled(page)
  // Someone signed in here once (the hint cookie), but no admin's lists were kept.
  await context.addCookies([{ name: 'church_signed_in', value: '1', url: page.url() }])
  await context.setOffline(true)
  await page.goto('/admin')
  await expect(page.getByText("You're offline. The admin dashboard opens here once you're back online and signed in.")).toBeVisible()
  await context.setOffline(false)
  await page.waitForURL('**/api/login?returnTo=%2Fadmin')
})

import { mkdirSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { ADMIN, signInThroughApi, toast } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

/**
 * Prayer requests (issue 34, decision 0053): a visitor sends one from /prayer with JavaScript off and
 * on; an account given pastoral care reads and marks it in the Prayer tab; an editor sees no such tab
 * and is refused by the server. Screenshots go to /tmp/shots-prayer/ (or SHOTS_DIR).
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-prayer'
mkdirSync(SHOTS, { recursive: true })

const PHONE = { width: 390, height: 844 }
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** A staff account made by the admin as the Users tab makes it, given pastoral care or not, signed in in a browser of its own. */
async function staffBrowser(page: Page, browser: Browser, baseURL: string | undefined, pastoralCare: boolean) {
  await signInThroughApi(page, ADMIN)
  const email = `${pastoralCare ? 'pastor' : 'editor'}-${unique()}@e2e.test`
  const created = await page.request.post('/api/admin/users', {
    data: { email, name: pastoralCare ? 'Pastor Paul' : 'Volunteer Vera', role: 'editor' },
  })
  expect(created.status()).toBe(201)
  const { user, password } = await created.json()
  if (pastoralCare) {
    const given = await page.request.put(`/api/admin/users/${user.id}/pastoral-care`, { data: { pastoralCare: true } })
    expect(given.status()).toBe(200)
  }
  const context = await browser.newContext({ baseURL })
  const staff = await context.newPage()
  await signInThroughApi(staff, { email, password })
  return { staff, close: () => context.close() }
}

test('a visitor on a phone sends a request without JavaScript, then with it; the form says who reads it and for how long', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const words = `Please pray for my brother's new job (${unique()})`

  // JavaScript off: the page is the server's, the form an ordinary post.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE })
  const noJs = await plain.newPage()
  await noJs.goto('/prayer')
  await expect(noJs.getByRole('heading', { level: 1, name: 'Prayer Requests' })).toBeVisible()
  const privacy = noJs.getByRole('region', { name: 'Your Privacy' })
  await expect(privacy).toContainText('deleted automatically 90 days after it arrives')
  await expect(privacy).toContainText('never include its words or your name')
  await noJs.screenshot({ path: `${SHOTS}/prayer-form-390-no-js.png`, fullPage: true })
  const form = noJs.getByRole('region', { name: 'Send a Prayer Request' })
  await form.getByLabel('Your prayer request').fill(words)
  await form.getByLabel(/Clergy only/).check()
  await form.getByRole('button', { name: 'Send Prayer Request' }).click()
  await expect(noJs.getByRole('status').filter({ hasText: 'Your prayer request has been received' })).toBeVisible()
  await noJs.screenshot({ path: `${SHOTS}/prayer-sent-390-no-js.png`, fullPage: true })
  await plain.close()

  // JavaScript on: an empty request is refused in place; then it is sent and thanked.
  await page.setViewportSize(PHONE)
  await page.goto('/prayer')
  const live = page.getByRole('region', { name: 'Send a Prayer Request' })
  await live.getByRole('button', { name: 'Send Prayer Request' }).click()
  await expect(live.getByText('Please write your prayer request')).toBeVisible()
  await expect(live.getByLabel('Your prayer request')).toBeFocused()
  await live.getByLabel('Your prayer request').fill(`${words}, sent again with the app`)
  await live.getByLabel('Your name (optional)').fill('Martha')
  await live.getByRole('button', { name: 'Send Prayer Request' }).click()
  await expect(live.getByRole('heading', { name: 'Thank you' })).toBeFocused()
  await expectNoSeriousA11yIssues(page)
  await page.screenshot({ path: `${SHOTS}/prayer-sent-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/prayer')
  await page.screenshot({ path: `${SHOTS}/prayer-form-1280.png`, fullPage: true })
})

test('an editor given pastoral care reads and marks a request; an editor without it sees no Prayer tab and is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const words = `Healing for Agnes after her fall (${unique()})`
  const sent = await page.request.post('/api/prayer-requests', { data: { request: words, audience: 'clergy', name: 'Lydia' } })
  expect(sent.status()).toBe(201)

  const pastor = await staffBrowser(page, browser, baseURL, true)
  const staff = pastor.staff
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await staff.setViewportSize(viewport)
    await staff.goto('/admin?tab=prayer')
    await expect(staff.getByRole('tab', { selected: true })).toHaveText(/^Prayer/)
    const request = staff.getByRole('listitem', { name: 'Prayer request from Lydia' }).filter({ hasText: words })
    await expect(request).toBeVisible()
    await expect(request).toContainText('Clergy only')
    await staff.screenshot({ path: `${SHOTS}/prayer-tab-${viewport.width}.png`, fullPage: true })
  }
  await expectNoSeriousA11yIssues(staff)
  const request = staff.getByRole('listitem', { name: 'Prayer request from Lydia' }).filter({ hasText: words })
  await request.getByRole('button', { name: 'Mark Prayed for: Lydia' }).click()
  await expect(toast(staff, 'Prayer request marked as prayed for')).toBeVisible()
  await expect(request).toHaveCount(0)
  await staff.getByRole('button', { name: /^Prayed for/ }).click()
  const prayed = staff.getByRole('listitem', { name: 'Prayer request from Lydia' }).filter({ hasText: words })
  await prayed.getByRole('button', { name: 'Delete: Lydia' }).click()
  await expect(staff.getByRole('alertdialog')).toContainText('deleted for good')
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Delete request' }).click()
  await expect(toast(staff, 'Prayer request deleted')).toBeVisible()
  await expect(prayed).toHaveCount(0)
  await pastor.close()

  const editor = await staffBrowser(page, browser, baseURL, false)
  await editor.staff.goto('/admin?tab=prayer')
  await expect(editor.staff.getByRole('tab', { selected: true })).toHaveText('Overview')
  await expect(editor.staff.getByRole('tab', { name: /^Prayer/ })).toHaveCount(0)
  const refused = await editor.staff.request.get('/api/admin/prayer-requests')
  expect(refused.status()).toBe(403)
  expect(await refused.text()).not.toContain('Agnes')
  await editor.close()
})

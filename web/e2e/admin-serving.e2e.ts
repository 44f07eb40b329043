import { mkdirSync } from 'node:fs'
import { ADMIN, signInAsAdmin, signInThroughApi } from './support/admin'
import { expectNoSeriousA11yIssues, openPage } from './support/page'
import { expect, test } from './support/test'

/**
 * Sign-up sheets for serving (issue 34, decision 0060): a visitor on a phone takes a slot with
 * JavaScript off, another with it on fills a role ('All slots taken'); names never show on the page;
 * staff see them in the Serving tab's rota. The rules (limits, concurrency, links, reminders) are the
 * API tests'. Screenshots go to SCREENS_DIR (or /tmp/shots-serving).
 */
const SHOTS = process.env.SCREENS_DIR ?? '/tmp/shots-serving'
mkdirSync(SHOTS, { recursive: true })
const PHONE = { width: 390, height: 844 }

test('a visitor takes a slot without JavaScript and another fills a role with it; staff see both names in the rota', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const unique = `${Date.now()}`.slice(-6)
  const title = `Sunday helpers ${unique}`
  await signInThroughApi(page, ADMIN)
  const created = await page.request.post('/api/admin/events', {
    data: {
      title,
      date: '2026-01-04',
      startTime: '10:00',
      location: 'Parish Hall',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = await created.json()
  const roles = await page.request.put(`/api/admin/serving/events/${id}/roles`, {
    data: {
      roles: [
        { name: 'Greeters', slots: 2 },
        { name: 'Coffee', slots: 1 },
      ],
    },
  })
  expect(roles.status(), await roles.text()).toBe(200)
  const { on } = await (await page.request.get(`/api/events/${id}/serving`)).json()

  // JavaScript off, on a phone: the date's page from the server, the form an ordinary post.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE })
  const noJs = await plain.newPage()
  await noJs.goto(`/events/${id}/${on}`)
  const help = noJs.getByRole('region', { name: 'Help on this day' })
  await expect(help.getByRole('listitem').filter({ hasText: 'Greeters' })).toContainText('0 of 2 taken')
  await expect(help.getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('0 of 1 taken')
  await help.getByRole('button', { name: 'Take a slot' }).click()
  await expect(noJs.getByRole('region', { name: 'Help on this day' }).getByText('Please choose a role')).toBeVisible()
  await noJs.screenshot({ path: `${SHOTS}/serving-errors-390-no-js.png`, fullPage: true })
  const form = noJs.getByRole('region', { name: 'Help on this day' })
  await form.getByLabel('Greeters').check()
  await form.getByLabel('Your name').fill(`Martha ${unique}`)
  await form.getByLabel('Your email').fill(`martha-${unique}@e2e.test`)
  await form.getByRole('button', { name: 'Take a slot' }).click()
  const after = noJs.getByRole('region', { name: 'Help on this day' })
  await expect(after.getByRole('status')).toContainText('Your slot is taken')
  await expect(after.getByRole('listitem').filter({ hasText: 'Greeters' })).toContainText('1 of 2 taken')
  // Counts only: no volunteer's name on the public page.
  await expect(noJs.getByText(`Martha ${unique}`)).toHaveCount(0)
  await noJs.screenshot({ path: `${SHOTS}/serving-taken-390-no-js.png`, fullPage: true })
  // A forged withdraw link: said plainly, nothing to press.
  await noJs.goto(`/serving/withdraw?token=${'a'.repeat(64)}`)
  await expect(noJs.getByRole('alert')).toContainText('This link is not valid, or the slot was already given up.')
  await expect(noJs.getByRole('button', { name: 'Give up my slot' })).toHaveCount(0)
  await plain.close()

  // JavaScript on, on a phone: the last Coffee slot; the role then says so.
  const phone = await browser.newContext({ baseURL, viewport: PHONE })
  const visitor = await phone.newPage()
  await openPage(visitor, `/events/${id}`)
  const section = visitor.getByRole('region', { name: 'Help on this day' })
  await section.getByLabel('Coffee').check()
  await section.getByLabel('Your name').fill(`Ben ${unique}`)
  await section.getByLabel('Your email').fill(`ben-${unique}@e2e.test`)
  await section.getByRole('button', { name: 'Take a slot' }).click()
  await expect(section.getByRole('status')).toContainText('Your slot is taken')
  await expect(section.getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('All slots taken')
  await expectNoSeriousA11yIssues(visitor)
  await visitor.screenshot({ path: `${SHOTS}/serving-series-390.png`, fullPage: true })
  await visitor.setViewportSize({ width: 1280, height: 900 })
  await visitor.goto(`/events/${id}/${on}`)
  await expect(visitor.getByRole('region', { name: 'Help on this day' })).toBeVisible()
  await visitor.screenshot({ path: `${SHOTS}/serving-date-1280.png`, fullPage: true })
  await phone.close()

  // Staff: the rota names both, with their emails and the open slot left.
  await signInAsAdmin(page, 'serving')
  await page.setViewportSize({ width: 1280, height: 900 })
  const rota = page.getByRole('region', { name: 'Who is serving' })
  const day = rota.getByRole('listitem').filter({ hasText: title }).first()
  await expect(day).toContainText(`Martha ${unique}`)
  await expect(day).toContainText(`ben-${unique}@e2e.test`)
  await expect(day.getByText('Open slot')).toHaveCount(1)
  // A name written in by hand fills the last Greeters slot; then it is taken off again.
  await day.getByRole('button', { name: 'Add a name to Greeters' }).click()
  await expect(day.getByLabel('Name', { exact: true })).toBeFocused()
  await day.getByLabel('Name', { exact: true }).fill(`Old Tom ${unique}`)
  await day.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(day).toContainText(`Old Tom ${unique}`)
  await expect(day.getByText('Open slot')).toHaveCount(0)
  await day.getByRole('button', { name: `Remove Old Tom ${unique} from Greeters` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(day).not.toContainText(`Old Tom ${unique}`)
  await expect(day.getByText('Open slot')).toHaveCount(1)
  await expectNoSeriousA11yIssues(page)
  await page.screenshot({ path: `${SHOTS}/serving-rota-1280.png`, fullPage: true })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: `${SHOTS}/serving-rota-390.png`, fullPage: true })
})

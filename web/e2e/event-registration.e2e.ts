import type { APIRequestContext, Page } from '@playwright/test'
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../api/src/test/smtp'
import { ADMIN } from './support/admin'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { standIns } from './support/stand-ins'
import { expect, test } from './support/test'

/**
 * Registration for an event (issue 34, decision 0058), as a visitor on a phone: the event's page says
 * the places left, the form registers them, the confirmation email's link opens their registration,
 * and they cancel it there; with JavaScript on, then off (ordinary form posts). The email arrives at a
 * real SMTP server on loopback, set in Settings for this test and put back after.
 */
const PHONE = { width: 390, height: 844 }
let smtp: TestSmtpServer
let staff: APIRequestContext
let eventId = ''
let emailBefore: Record<string, unknown> = {}

/** A date three weeks ahead, in the church's calendar (near enough: the test's event is all in one day). */
const ahead = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)

test.beforeAll(async ({ playwright, baseURL }) => {
  smtp = await startSmtpServer()
  staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: ADMIN })).status()).toBe(200)
  const { hasSmtpPassword: _h, updatedAt: _u, ...config } = await (await staff.get('/api/admin/site-config')).json()
  emailBefore = config
  const saved = await staff.put('/api/admin/site-config', {
    data: {
      ...config,
      emailProvider: 'smtp',
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpSecure: false,
      smtpUser: '',
      emailEnabled: true,
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const event = await staff.post('/api/admin/events', {
    data: { title: 'Advent Retreat Morning', date: ahead, startTime: '09:30', endTime: '12:00', location: 'Parish Hall' },
  })
  expect(event.status()).toBe(201)
  eventId = (await event.json()).id
  const on = await staff.put(`/api/admin/events/${eventId}/registration`, {
    data: {
      enabled: true,
      capacity: 6,
      waitingList: true,
      closeHoursBefore: 0,
      askPhone: false,
      askParty: true,
      question: 'Any dietary needs?',
    },
  })
  expect(on.status()).toBe(200)
})

test.afterAll(async () => {
  await staff?.put('/api/admin/site-config', { data: emailBefore })
  if (eventId) await staff?.delete(`/api/admin/events/${eventId}`)
  await staff?.dispose()
  await smtp?.stop()
})

const region = (page: Page) => page.getByRole('region', { name: 'Register' })

/** Registers `name` on the event's page and answers the link from their confirmation email. */
async function register(page: Page, name: string, email: string, party: string) {
  await page.goto(`/events/${eventId}`)
  const form = region(page)
  await expect(form).toContainText(/\d+ places left/)
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('Your email').fill(email)
  await form.getByLabel('Number in your party, including you').fill(party)
  await form.getByLabel('Any dietary needs?').fill('None, thank you')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('You are registered.', { exact: false })).toBeVisible()
  await expect.poll(() => smtp.to(email).length, { timeout: 30_000 }).toBe(1)
  // The email's first part holds its words (the second, the date's .ics).
  const mail = smtp.to(email)[0]
  const boundary = /boundary="([^"]+)"/.exec(mail.header('content-type') ?? '')?.[1] as string
  const words = parseMail(mail.raw.split(`--${boundary}`)[1].replace(/^\r\n/, '')).text
  expect(mail.raw).toContain('Content-Type: text/calendar')
  const link = words.match(/http:\/\/localhost:\d+\/registration\?token=[\w.%-]+/)?.[0]
  expect(link).toBeDefined()
  return new URL(link as string).pathname + new URL(link as string).search
}

/** Opens the link, sees the registration, cancels it: the page says so, and the places come back. */
async function cancel(page: Page, link: string, name: string, party: number, shot: string) {
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Advent Retreat Morning' })).toBeVisible()
  await expect(page.getByText(`You are registered, ${name}: ${party} people.`)).toBeVisible()
  await page.screenshot({ path: `${screensDir(test.info().outputDir)}/${shot}-390.png`, fullPage: true })
  await page.getByRole('button', { name: 'Cancel my registration' }).click()
  await expect(page.getByText('Your registration is cancelled. Thank you for letting us know.')).toBeVisible()
  await expect(page.getByText('This registration is cancelled.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel my registration' })).toHaveCount(0)
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ context }) => standIns(context))

  test('a visitor on a phone registers, sees the places left go down, and cancels from the email link', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(`/events/${eventId}`)
    await expect(region(page)).toContainText('6 places left')
    await expectNoSeriousA11yIssues(page)
    await page.screenshot({ path: `${screensDir(test.info().outputDir)}/registration-form-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: `${screensDir(test.info().outputDir)}/registration-form-1280.png`, fullPage: true })
    await page.setViewportSize(PHONE)
    const link = await register(page, 'Ruth Abbot', 'ruth.register@example.org', '2')
    await page.screenshot({ path: `${screensDir(test.info().outputDir)}/registration-thanks-390.png`, fullPage: true })
    await page.reload()
    await expect(region(page)).toContainText('4 places left')
    await cancel(page, link, 'Ruth Abbot', 2, 'registration-manage')
    await expectNoSeriousA11yIssues(page)
    await page.goto(`/events/${eventId}`)
    await expect(region(page)).toContainText('6 places left')
    // A forged link gets words, not a registration.
    await page.goto(`/registration?token=${encodeURIComponent(`${crypto.randomUUID()}.forged`)}`)
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' })
  test.beforeEach(async ({ context }) => standIns(context))

  test('the same as ordinary form posts: register, open the link, cancel', async ({ page }) => {
    await page.setViewportSize(PHONE)
    const link = await register(page, 'Simon Pike', 'simon.register@example.org', '3')
    await page.screenshot({ path: `${screensDir(test.info().outputDir)}/registration-no-js-thanks-390.png`, fullPage: true })
    await cancel(page, link, 'Simon Pike', 3, 'registration-no-js-manage')
  })
})

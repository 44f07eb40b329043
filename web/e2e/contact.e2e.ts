import type { Page } from '@playwright/test'
import { expectNoSeriousA11yIssues, holdRequests, openFromShell, openInApp, openPage, screensDir } from './support/page'
import { expect, test } from './support/test'

// page.route must see every API call: no service worker in between.
test.use({ serviceWorkers: 'block' })

const form = (page: Page) => page.getByRole('region', { name: 'Send Us A Message' })

async function fillMessage(page: Page, subject = 'Baptism question') {
  const f = form(page)
  await f.getByLabel('First Name').fill('Ruth')
  await f.getByLabel('Last Name').fill('Moab')
  await f.getByLabel('Email').fill('ruth@example.org')
  await f.getByLabel('Subject').fill(subject)
  await f.getByLabel('Message').fill('When is the next baptism Sunday?')
}

test('shows the address, phone, email and the four service times', async ({ page }) => {
  await openPage(page, '/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  const info = page.getByRole('region', { name: 'Get In Touch' })
  await expect(info).toContainText('123 Church Street, Santa Rosa Beach, FL 32459')
  await expect(info.getByRole('link', { name: '(850) 555-0142' })).toHaveAttribute('href', 'tel:8505550142')
  await expect(info.getByRole('link', { name: 'office@anglicansrb.org' })).toHaveAttribute('href', 'mailto:office@anglicansrb.org')
  const times = info.getByRole('listitem')
  await expect(times).toHaveText([
    'Sunday Worship 10:30 AM',
    'Wednesday Service 7:00 PM',
    "Women's Bible Study Tuesday 10:00 AM",
    'Eastside Missional Wednesday 5:30 PM',
  ])
})

test('the contact details fall back to the defaults when the configuration leaves them blank', async ({ page }) => {
  await page.route('**/api/site-config', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), address: '', phone: '', email: '' } })
  })
  const answered = page.waitForResponse('**/api/site-config')
  await openFromShell(page, '/contact')
  await answered
  const info = page.getByRole('region', { name: 'Get In Touch' })
  await expect(info).toContainText('Santa Rosa Beach, FL 32459')
  await expect(info.getByRole('link', { name: '(850) 555-0142' })).toBeVisible()
  await expect(info.getByRole('link', { name: 'office@anglicansrb.org' })).toBeVisible()
})

test('an empty form shows every message and sends nothing', async ({ page }) => {
  let sent = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) sent++
  })
  await openPage(page, '/contact')
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  for (const message of [
    'First name is required',
    'Last name is required',
    'Valid email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(form(page).getByText(message)).toBeVisible()
  }
  await expect(form(page).getByLabel('First Name')).toBeFocused()
  await expect(form(page).getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')

  await form(page).getByLabel('Email').fill('not-an-email')
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(form(page).getByText('Valid email is required')).toBeVisible()
  expect(sent).toBe(0)
})

test("sends the message, shows 'Sending...' while it goes, thanks the visitor and clears the form", async ({ page }) => {
  await openPage(page, '/contact')
  await fillMessage(page)
  const release = await holdRequests(page, '**/api/contact')
  const request = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST')
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  const sending = form(page).getByRole('button', { name: 'Sending...' })
  await expect(sending).toBeVisible()
  await expect(sending).toBeDisabled()
  expect((await request).postDataJSON()).toEqual({
    firstName: 'Ruth',
    lastName: 'Moab',
    email: 'ruth@example.org',
    subject: 'Baptism question',
    message: 'When is the next baptism Sunday?',
  })
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  release()
  expect((await response).status()).toBe(201)

  await expect(page.getByText("Your message has been sent successfully! We'll get back to you soon.")).toBeVisible()
  for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) await expect(form(page).getByLabel(label)).toHaveValue('')
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()
})

test("a server failure shows 'Error' with the server's message and keeps what was typed", async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { message: 'Mail room closed' } }))
  await openPage(page, '/contact')
  await fillMessage(page)
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Mail room closed' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Error')
  await expect(page.getByText('{')).toHaveCount(0)
  await expect(form(page).getByLabel('Subject')).toHaveValue('Baptism question')
})

// Fails today: lib/api.ts `unwrap` turns Eden's network failure (status 503, no response) into
// ApiError('503: Failed to fetch'), so the toast says 'Failed to fetch' instead of the form's own fallback.
// Fixed when unwrap throws a plain Error for a call that got no response (reported to the lead).
test("no answer at all shows 'Failed to send message. Please try again.'", async ({ page }) => {
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
  await openPage(page, '/contact')
  await fillMessage(page)
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible()
})

test("the server's field messages land on their fields", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 422, json: { message: 'Valid email is required', fields: { email: 'Valid email is required' } } }),
  )
  await openPage(page, '/contact')
  await fillMessage(page)
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(form(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(form(page).locator('.field-error, [id$="-error"]').filter({ hasText: 'Valid email is required' })).toBeVisible()
})

test.describe('map block', () => {
  test("shows 'Loading Map...' until the map loads; its buttons work without it", async ({ page }) => {
    const release = await holdRequests(page, 'https://www.google.com/maps?*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>A map</p>' }),
    )
    // In the browser: the server's page has the map in it, and a held map would hold its load event.
    await openInApp(page, '/contact')
    const visit = page.getByRole('region', { name: 'Visit Us' })
    await visit.scrollIntoViewIfNeeded()
    await expect(visit.getByText('Loading Map...')).toBeVisible()
    const encoded = encodeURIComponent('123 Church Street, Santa Rosa Beach, FL 32459')
    const frame = visit.locator('iframe')
    await expect(frame).toHaveAttribute('title', /Map of .*123 Church Street/)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('src', `https://www.google.com/maps?q=${encoded}&output=embed`)

    const links = {
      'Get Directions': `https://www.google.com/maps/dir/?api=1&destination=${encoded}`,
      'Open in Google Maps': `https://www.google.com/maps/search/?api=1&query=${encoded}`,
      'Open in Apple Maps': `https://maps.apple.com/?q=${encoded}`,
    }
    for (const [name, href] of Object.entries(links)) {
      const link = visit.getByRole('link', { name: new RegExp(name) })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    release()
    await expect(visit.getByText('Loading Map...')).toBeHidden()
  })

  test("on the page the server sent, 'Loading Map...' goes once the map has loaded", async ({ page }) => {
    await page.route('https://www.google.com/maps?*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>A map</p>' }),
    )
    await openPage(page, '/contact')
    const visit = page.getByRole('region', { name: 'Visit Us' })
    await visit.scrollIntoViewIfNeeded()
    await expect(visit.locator('iframe').contentFrame().getByText('A map')).toBeVisible()
    await expect(visit.getByText('Loading Map...')).toBeHidden()
  })
})

test('has no serious accessibility issues, also with field errors showing', async ({ page }) => {
  await openPage(page, '/contact')
  await expect(page.getByRole('region', { name: 'Get In Touch' })).toContainText('123 Church Street')
  await expectNoSeriousA11yIssues(page)
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(form(page).getByText('Message is required')).toBeVisible()
  await expectNoSeriousA11yIssues(page)
})

for (const width of [390, 1280]) {
  test(`contact screenshots at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await openPage(page, '/contact')
    await expect(page.getByRole('region', { name: 'Get In Touch' })).toContainText('123 Church Street')
    await page.screenshot({ path: `${screensDir(testInfo.project.outputDir)}/contact-${width}.png`, fullPage: true })
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(form(page).getByText('Message is required')).toBeVisible()
    await form(page).screenshot({ path: `${screensDir(testInfo.project.outputDir)}/contact-errors-${width}.png` })
  })
}

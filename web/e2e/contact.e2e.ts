import type { Page } from '@playwright/test'
import { holdRequests, openFromShell, openInApp, openPage } from './support/page'
import { formOn, type PublicForm, postsOf, sendEmpty, sendHeld, testFormPage } from './support/public-form'
import { expect, test } from './support/test'

// page.route must see every API call: no service worker in between.
test.use({ serviceWorkers: 'block' })

const CONTACT: PublicForm = { path: '/contact', name: 'Send Us A Message', send: 'Send Message', api: '/api/contact' }
const form = (page: Page) => formOn(page, CONTACT)

/** What a visitor types, as the form sends it. */
const MESSAGE = {
  firstName: 'Ruth',
  lastName: 'Moab',
  email: 'ruth@example.org',
  subject: 'Baptism question',
  message: 'When is the next baptism Sunday?',
}

async function fillMessage(page: Page) {
  const f = form(page)
  await f.getByLabel('First Name').fill(MESSAGE.firstName)
  await f.getByLabel('Last Name').fill(MESSAGE.lastName)
  await f.getByLabel('Email').fill(MESSAGE.email)
  await f.getByLabel('Subject').fill(MESSAGE.subject)
  await f.getByLabel('Message').fill(MESSAGE.message)
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
  const sent = postsOf(page, CONTACT)
  await openPage(page, '/contact')
  await sendEmpty(page, CONTACT, [
    'First name is required',
    'Last name is required',
    'Valid email is required',
    'Subject is required',
    'Message is required',
  ])
  await expect(form(page).getByLabel('First Name')).toBeFocused()
  await expect(form(page).getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')

  await form(page).getByLabel('Email').fill('not-an-email')
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(form(page).getByText('Valid email is required')).toBeVisible()
  expect(sent()).toBe(0)
})

test("sends the message, shows 'Sending...' while it goes; the thanks stay until another message is asked for", async ({ page }) => {
  await openPage(page, '/contact')
  await fillMessage(page)
  expect(await sendHeld(page, CONTACT)).toEqual(MESSAGE)

  const thanks = form(page).getByRole('status').filter({ hasText: 'Success' })
  await expect(thanks.getByRole('heading', { name: 'Success' })).toBeFocused()
  await expect(thanks).toContainText("Your message has been sent successfully! We'll get back to you soon.")
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toHaveCount(0)

  await form(page).getByRole('button', { name: 'Send another message' }).click()
  await expect(thanks).toHaveCount(0)
  await expect(form(page).getByLabel('First Name')).toBeFocused()
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

test('an answer lost on the way: the message sent again is the one already stored', async ({ page }) => {
  const stored: { id?: string; sendKey?: string } = {}
  // The first post reaches the server and is stored; its answer never reaches the phone.
  await page.route(
    '**/api/contact',
    async (route) => {
      stored.sendKey = route.request().postDataJSON().sendKey
      stored.id = (await (await route.fetch()).json()).id
      await route.abort('connectionreset')
    },
    { times: 1 },
  )
  await openPage(page, '/contact')
  await fillMessage(page)
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible()
  expect(stored.id).toBeTruthy()

  const again = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  const answer = await again
  expect(answer.request().postDataJSON().sendKey).toBe(stored.sendKey)
  expect((await answer.json()).id).toBe(stored.id)
  await expect(form(page).getByRole('heading', { name: 'Success' })).toBeFocused()
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

testFormPage(CONTACT, ['Get In Touch', '123 Church Street'], 'Message is required')

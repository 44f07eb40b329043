import type { APIRequestContext } from '@playwright/test'
import { networkSettled } from './support/network'
import { holdRequests, takenOver } from './support/page'
import { expect, test } from './support/test'

/**
 * Public pages arrive rendered: the HTML the server sends, read without a browser (so without any
 * JavaScript), already holds what the page shows.
 */

/** The text a reader of the raw HTML sees inside the app's root, scripts and tags removed. */
async function pageText(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(status)
  const html = await response.text()
  const root = html.slice(html.indexOf('<div id="root">'))
  return root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

type Item = { id: string; title: string }
const firstOf = async (request: APIRequestContext, path: string) => {
  const body = await (await request.get(path)).json()
  return (Array.isArray(body) ? body : body.items)[0]
}

test('home carries its headline, the Sunday worship time and the latest sermon', async ({ request }) => {
  const [services, sermon] = await Promise.all([
    (await request.get('/api/church/service-times')).json() as Promise<{ role: string; time: string }[]>,
    firstOf(request, '/api/sermons?limit=1') as Promise<Item>,
  ])
  const text = await pageText(request, '/')
  expect(text).toContain('Welcome Home')
  const sunday = services.find((service) => service.role === 'main') ?? services[0]
  const [hours, minutes] = sunday.time.split(':').map(Number)
  expect(text).toContain(`Every Sunday at ${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`)
  expect(text).toContain(sermon.title)
  expect(text).not.toContain('Loading')
})

test("a sermon's page carries its title, speaker and description", async ({ request }) => {
  const { id } = (await firstOf(request, '/api/sermons?limit=1')) as Item
  const sermon = await (await request.get(`/api/sermons/${id}`)).json()
  const text = await pageText(request, `/sermons/${id}`)
  expect(text).toContain(sermon.title)
  expect(text).toContain(sermon.speaker)
  expect(text).toContain(sermon.description.split('\n')[0].trim())
})

test("an event's page carries its date, time and place", async ({ request }) => {
  const event = await firstOf(request, '/api/events?upcoming=true&limit=1')
  const text = await pageText(request, `/events/${event.id}`)
  expect(text).toContain(event.title)
  expect(text).toContain(event.location)
  const [hours, minutes] = String(event.startTime).split(':').map(Number)
  expect(text).toContain(`${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`)
  const date = new Date(`${event.nextDate ?? event.date}T12:00:00`)
  expect(text).toContain(date.toLocaleDateString('en-US', { month: 'long' }))
  expect(text).toContain(String(date.getDate()))
})

test("the sermons list filtered by a speaker, from the address alone, holds only that speaker's sermons", async ({ request }) => {
  const all = (await (await request.get('/api/sermons?limit=100')).json()) as { items?: { speaker: string; title: string }[] }
  const items = (Array.isArray(all) ? all : (all.items ?? [])) as { speaker: string; title: string }[]
  const speaker = items[items.length - 1].speaker
  const theirs = items.filter((sermon) => sermon.speaker === speaker)
  const others = items.filter((sermon) => sermon.speaker !== speaker && !theirs.some((mine) => mine.title === sermon.title))
  const text = await pageText(request, `/sermons?speaker=${encodeURIComponent(speaker)}`)
  expect(text).toContain(theirs[0].title)
  expect(text).not.toContain(others[0].title)
})

test('every public page answers rendered, and an unknown address with the not-found words and 404', async ({ request }) => {
  const expected: Record<string, string> = {
    '/about': 'About',
    '/about/staff': 'Staff',
    '/events': 'Events',
    '/live-streams': 'Live Streams',
    '/contact': 'Contact',
    '/plan-a-visit': 'Plan',
    '/give': 'Give',
    '/offering': 'Offering',
  }
  for (const [path, words] of Object.entries(expected)) {
    const text = await pageText(request, path)
    expect(text, path).toContain(words)
    expect(text, path).not.toMatch(/Loading [a-z]+\.\.\./)
  }
  const missing = await pageText(request, '/no-such-page', 404)
  expect(missing).toContain('Page Not Found')
})

test("the signed-in state never changes a public page's HTML", async ({ request, playwright, baseURL }) => {
  const signedOut = await (await request.get('/about/staff')).text()
  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: 'church_signed_in=1; church_session=whatever' },
  })
  const withCookies = await (await staff.get('/about/staff')).text()
  await staff.dispose()
  expect(withCookies).toBe(signedOut)
})

test.describe('in the browser', () => {
  test('a visitor who scrolled before the app woke up stays where they were', async ({ page }) => {
    const release = await holdRequests(page, (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
    await page.goto('/', { waitUntil: 'commit' })
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => scrollY)
    expect(scrolled).toBeGreaterThan(500)
    release()
    await takenOver(page)
    await expect(page.getByRole('region', { name: 'Stay Connected' })).toBeVisible()
    expect(await page.evaluate(() => scrollY)).toBe(scrolled)
  })

  test('the browser reads nothing again that the page carried', async ({ page }) => {
    const reads: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname)
    })
    await page.goto('/sermons')
    await takenOver(page)
    await networkSettled(page)
    expect(reads).toEqual([])
  })
})

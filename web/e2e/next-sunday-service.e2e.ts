import type { NextSundayService } from '@church/api/models/sunday-services'
import type { Page } from '@playwright/test'
import { expectNoSeriousA11yIssues, openInApp } from './support/page'
import { expect, test } from './support/test'

// page.route must see every API call: no service worker in between.
test.use({ serviceWorkers: 'block' })
// The server's page carries the next service: a test that answers it opens the page by moving to it
// in the browser (openInApp), so the browser asks.

/** '10:30 AM' from '10:30', as the site writes a time. */
const clock = (time: string) => {
  const [h, m] = time.split(':').map(Number)
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}
const NEXT = '**/api/sunday-services/next'
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T12:00:00Z`))
const card = (page: Page) => page.getByRole('region', { name: /^(Next|Today's) Sunday Service$/ })

/** A service being streamed now, as the server answers while staff have it marked live. */
const liveService = (base: NextSundayService): NextSundayService => ({
  ...base,
  location: 'Main Sanctuary',
  youtubeUrl: 'https://www.youtube.com/watch?v=liveNow0001',
  isToday: true,
  isLive: true,
  stream: { id: '11111111-1111-4111-8111-111111111111', title: 'Sunday Worship — live' },
})

let seeded: NextSundayService
test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/sunday-services/next')
  expect(response.ok()).toBe(true)
  seeded = (await response.json()).service
  // The demo church has a service every coming Sunday.
  expect(seeded).not.toBeNull()
})

test.describe('the next Sunday service', () => {
  test('home shows the next service staff entered: date, time with the zone, place, not live', async ({ page }) => {
    await page.goto('/')
    const next = card(page)
    await expect(next.getByRole('heading', { level: 2 })).toHaveText(seeded.isToday ? "Today's Sunday Service" : 'Next Sunday Service')
    await expect(next.getByText(longDate(seeded.date))).toBeVisible()
    await expect(next.getByText(`${clock(seeded.time)} ${seeded.timeZoneName}`)).toBeVisible()
    await expect(next.locator('time').nth(1)).toHaveAttribute('datetime', seeded.startsAt)
    await expect(next.getByText('Main Sanctuary')).toBeVisible()
    // No link yet in the demo data, and nothing live.
    await expect(next.getByText('The YouTube link is posted here before the service.')).toBeVisible()
    await expect(next.getByText('LIVE', { exact: true })).toHaveCount(0)
    // Under the hero, before the welcome cards.
    const order = await page.locator('main h2').allInnerTexts()
    expect(order.indexOf(seeded.isToday ? "Today's Sunday Service" : 'Next Sunday Service')).toBe(0)
  })

  test('while it is streamed: LIVE in words, the YouTube link in a new tab, and its page on this site', async ({ page }) => {
    await page.route(NEXT, (route) => route.fulfill({ json: { service: liveService(seeded) } }))
    for (const path of ['/', '/live-streams']) {
      await openInApp(page, path)
      const next = card(page)
      await expect(next.getByRole('heading', { level: 2 })).toHaveText("Today's Sunday Service")
      await expect(next.getByText('LIVE', { exact: true })).toBeVisible()
      const watch = next.getByRole('link', { name: 'Watch live on YouTube (opens in a new tab)' })
      await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=liveNow0001')
      await expect(watch).toHaveAttribute('target', '_blank')
      await expect(watch).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(next.getByRole('link', { name: 'Watch here on this site: Sunday Worship — live' })).toHaveAttribute(
        'href',
        '/live-streams/11111111-1111-4111-8111-111111111111',
      )
    }
    // At the top of the live-streams page, above the list of services.
    const headings = await page.locator('main h2').allInnerTexts()
    expect(headings[0]).toBe("Today's Sunday Service")
    await expectNoSeriousA11yIssues(page)
  })

  test('a place left empty is the church address; no service ahead shows no card', async ({ page }) => {
    await page.route(NEXT, (route) =>
      route.fulfill({ json: { service: { ...seeded, location: '', youtubeUrl: 'https://youtu.be/abcdefghijk' } } }),
    )
    await openInApp(page, '/live-streams')
    await expect(card(page).getByText('123 Church Street, Santa Rosa Beach, FL 32459')).toBeVisible()
    await expect(card(page).getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://youtu.be/abcdefghijk',
    )

    await page.unroute(NEXT)
    await page.route(NEXT, (route) => route.fulfill({ json: { service: null } }))
    await openInApp(page, '/')
    await expect(page.getByRole('region', { name: 'Welcome Home' })).toBeVisible()
    await expect(card(page)).toHaveCount(0)
    await openInApp(page, '/live-streams')
    await expect(page.getByRole('list', { name: 'Services' })).toBeVisible()
    await expect(card(page)).toHaveCount(0)
  })
})

import { richTextFromPlain } from '@church/api/lib/rich-text/plain-text'
import { renderRichText } from '@church/api/lib/rich-text/render'
import { networkSettled } from './support/network'
import { expectNoSeriousA11yIssues, holdRequests, openInApp, screensDir } from './support/page'
import { expect, test } from './support/test'

// page.route must see every API call: no service worker in between.
test.use({ serviceWorkers: 'block' })
// The server's page carries its events: a test that answers or holds the reads opens the page by
// moving to it in the browser (openInApp), so the browser makes them.

const LONG_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/
const EVENT_ID = '0b6f5b2e-4a57-4c2e-9a51-3f3c2d7e8a10'

const mockEvent = (overrides: Record<string, unknown> = {}) => {
  const event = {
    id: EVENT_ID,
    title: 'Harbor Picnic',
    description: '',
    date: '2031-06-10',
    endDate: null,
    startTime: '11:00',
    endTime: '14:00',
    location: 'Harbor Park',
    imageUrl: '',
    externalUrl: '',
    externalLinkText: '',
    recurrenceDescription: '',
    isRecurring: false,
    recurrenceRule: '',
    changes: [],
    dates: [],
    createdAt: '2031-01-01T00:00:00.000Z',
    updatedAt: '2031-01-01T00:00:00.000Z',
    ...overrides,
  }
  // The date the event is shown at (its next occurrence when it repeats), as the API sends it.
  const nextDate = (overrides.nextDate as string | undefined) ?? event.date
  const next = { on: nextDate, date: nextDate, startTime: event.startTime, endTime: event.endTime, location: event.location }
  return { ...event, nextDate, next: { ...next, cancelled: false, changed: false, note: '' } }
}

test.describe('events list', () => {
  test('shows up to nine upcoming events as cards that open the event', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible()
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBeLessThanOrEqual(9)

    const study = cards.filter({ hasText: "Women's Bible Study" })
    await expect(study.getByText('Every Tuesday')).toBeVisible()
    await expect(study.getByText('10:00 AM – 11:30 AM')).toBeVisible()
    await expect(study.getByText('Parish Hall')).toBeVisible()
    await expect(study.locator('time')).toHaveText(LONG_DATE)
    await expect(study.locator('time')).toContainText('Tuesday')

    await study.getByRole('link', { name: "Women's Bible Study" }).click()
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: "Women's Bible Study" })).toBeVisible()
  })

  test("shows 'Loading events...' while the events are on their way", async ({ page }) => {
    const release = await holdRequests(page, '**/api/events?*')
    await openInApp(page, '/events')
    await expect(page.getByRole('status').filter({ hasText: 'Loading events...' })).toBeVisible()
    release()
    await expect(page.getByText('Loading events...')).toBeHidden()
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('asks for upcoming events only, nine at most', async ({ page }) => {
    // The server's page carries the list: the browser asks for none of it on arrival.
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/events')) asked.push(r.url())
    })
    await page.goto('/events')
    await expect(page.getByRole('article').first()).toBeVisible()
    await networkSettled(page)
    expect(asked).toEqual([])

    // Moving to the list in the browser: the browser's own read has the same limits.
    const request = page.waitForRequest((r) => r.url().includes('/api/events?'))
    await openInApp(page, '/events')
    const url = new URL((await request).url())
    expect(url.searchParams.get('upcoming')).toBe('true')
    expect(url.searchParams.get('limit')).toBe('9')
  })

  test('says so when there are no upcoming events', async ({ page }) => {
    await page.route('**/api/events?*', (route) => route.fulfill({ json: [] }))
    await openInApp(page, '/events')
    await expect(page.getByRole('heading', { name: 'No Upcoming Events' })).toBeVisible()
    await expect(page.getByText('Check back soon for new events and opportunities to connect!')).toBeVisible()
  })

  test('a failed load says so and can be tried again', async ({ page }) => {
    let fail = true
    await page.route('**/api/events?*', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } }) : route.fulfill({ json: [mockEvent()] }),
    )
    await openInApp(page, '/events')
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load events" })
    await expect(alert).toContainText('Database unavailable')
    await expect(alert).not.toContainText('500')
    fail = false
    await alert.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { name: 'Harbor Picnic' })).toBeVisible()
  })

  test('is fetched again when the visitor comes back to the tab', async ({ page }) => {
    let calls = 0
    await page.route('**/api/events?*', (route) => {
      calls++
      return route.fulfill({ json: calls === 1 ? [mockEvent()] : [mockEvent({ title: 'Harbor Picnic (moved indoors)' })] })
    })
    await openInApp(page, '/events')
    await expect(page.getByRole('heading', { name: 'Harbor Picnic' })).toBeVisible()
    await page.evaluate(() => {
      window.dispatchEvent(new Event('visibilitychange'))
      document.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('focus'))
    })
    await expect(page.getByRole('heading', { name: 'Harbor Picnic (moved indoors)' })).toBeVisible()
  })

  test('a card picture spins until loaded and falls back to the default photo', async ({ page }) => {
    await page.route('**/api/events?*', (route) =>
      route.fulfill({
        json: [
          mockEvent({ imageUrl: 'https://images.example.test/picnic.jpg' }),
          mockEvent({ id: '1b6f5b2e-4a57-4c2e-9a51-3f3c2d7e8a11', title: 'Quiet Day', imageUrl: '' }),
        ],
      }),
    )
    const release = await holdRequests(page, 'https://images.example.test/**', (route) => route.abort('internetdisconnected'))
    await openInApp(page, '/events')
    const picnic = page.getByRole('article').filter({ hasText: 'Harbor Picnic' })
    await expect(picnic.getByTestId('event-image-spinner')).toBeVisible()
    release()
    await expect(picnic.locator('img')).toHaveAttribute('src', '/images/event-default.svg')
    await expect(picnic.getByTestId('event-image-spinner')).toBeHidden()
    await expect.poll(() => picnic.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    // No picture of its own: the default photo straight away.
    const quiet = page.getByRole('article').filter({ hasText: 'Quiet Day' })
    await expect(quiet.locator('img')).toHaveAttribute('src', '/images/event-default.svg')
  })

  test('has no serious accessibility issues', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })
})

test.describe('event detail', () => {
  test('shows the event, its details and a mailto with the event in the subject', async ({ page }) => {
    await page.goto('/events')
    await page.getByRole('link', { name: "Women's Bible Study" }).click()

    await expect(page.getByRole('heading', { level: 1, name: "Women's Bible Study" })).toBeVisible()
    await expect(page.getByRole('banner').or(page.locator('article header')).getByText('Every Tuesday')).toBeVisible()
    const about = page.getByRole('region', { name: 'About This Event' })
    await expect(about).toContainText('reading the Gospel of John together')

    const details = page.getByRole('region', { name: 'Event Details' })
    await expect(details.locator('time')).toHaveText(LONG_DATE)
    await expect(details.locator('time')).toContainText('Tuesday')
    // With the church's zone as it stands on that date.
    await expect(details).toContainText(/10:00 AM – 11:30 AM C[SD]T/)
    await expect(details).toContainText('Parish Hall')

    const more = page.getByRole('region', { name: 'Need More Information' })
    await expect(more.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      `mailto:office@anglicansrb.org?subject=${encodeURIComponent("Event Inquiry: Women's Bible Study")}`,
    )
  })

  test('an external link opens in a new tab with its own label', async ({ page }) => {
    await page.goto('/events')
    await page.getByRole('link', { name: 'Beach Baptism & Service Day' }).click()
    const register = page.getByRole('link', { name: /Register for Baptism/ })
    await expect(register).toHaveAttribute('href', /^https:\/\/.+\/baptism$/)
    await expect(register).toHaveAttribute('target', '_blank')
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test("an unknown event is 'Event Not Found' with a way back", async ({ page }) => {
    await page.goto('/events/3f2504e0-4f89-41d3-9a0c-0305e82c3301')
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible()
    await expect(page.getByText("The event you're looking for doesn't exist or has been removed.")).toBeVisible()
    await page.getByRole('link', { name: 'Back to Events' }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible()
  })

  test("a malformed id and a server error are 'Event Not Found' too", async ({ page }) => {
    await page.goto('/events/not-an-event')
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible()

    await page.route('**/api/events/*', (route) => route.fulfill({ status: 500, json: { message: 'Database unavailable' } }))
    await openInApp(page, `/events/${EVENT_ID}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible()
  })

  test("shows 'Loading event details...' first", async ({ page }) => {
    const release = await holdRequests(page, '**/api/events/*', (route) => route.fulfill({ json: mockEvent() }))
    await openInApp(page, `/events/${EVENT_ID}`)
    await expect(page.getByRole('status').filter({ hasText: 'Loading event details...' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Picnic' })).toBeVisible()
  })

  test('web addresses in the description become links; javascript: never does', async ({ page }) => {
    await page.route('**/api/events/*', (route) =>
      route.fulfill({
        json: mockEvent({
          // As the server draws the description's words (decision 0052): the page shows only what it was sent.
          descriptionHtml: renderRichText(
            richTextFromPlain(
              'Bring a chair. Schedule: https://example.org/picnic-schedule.\n\nDo not click javascript:alert(document.cookie) please.',
            ),
          ),
          externalUrl: 'https://example.org/picnic',
        }),
      }),
    )
    await openInApp(page, `/events/${EVENT_ID}`)
    const about = page.getByRole('region', { name: 'About This Event' })
    const link = about.getByRole('link', { name: 'https://example.org/picnic-schedule' })
    await expect(link).toHaveAttribute('href', 'https://example.org/picnic-schedule')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener noreferrer/)
    await expect(about).toContainText('javascript:alert(document.cookie)')
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0)
    // No link text configured: the default label, 'Visit Event Website'.
    await expect(about.getByRole('link', { name: /Visit Event Website/ })).toHaveAttribute('href', 'https://example.org/picnic')
  })

  test('has no serious accessibility issues', async ({ page }) => {
    await page.goto('/events')
    await page.getByRole('link', { name: 'Beach Baptism & Service Day' }).click()
    await expect(page.getByRole('region', { name: 'Event Details' })).toBeVisible()
    await expect(page.locator('article header [data-state="loaded"]')).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })
})

for (const width of [390, 1280]) {
  test(`events screenshots at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.goto('/events')
    await expect(page.getByRole('article').first()).toBeVisible()
    // Let every lazy picture settle (loaded or fallen back) before the full-page shot.
    for (const img of await page.locator('article img').all()) await img.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-testid="event-image-spinner"]')).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${screensDir(testInfo.project.outputDir)}/events-${width}.png`, fullPage: true })

    await page.getByRole('link', { name: 'Beach Baptism & Service Day' }).click()
    await expect(page.locator('article header [data-state="loaded"]')).toBeVisible()
    await page.screenshot({ path: `${screensDir(testInfo.project.outputDir)}/event-detail-${width}.png`, fullPage: true })

    await page.goto('/events/3f2504e0-4f89-41d3-9a0c-0305e82c3301')
    await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible()
    await page.screenshot({ path: `${screensDir(testInfo.project.outputDir)}/event-not-found-${width}.png`, fullPage: true })
  })
}

test.describe('the month view', () => {
  const MONTH_TITLE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/

  test.describe('on a phone without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

    test('reads as an agenda, steps month to month by links, and opens a date of a series', async ({ page }, testInfo) => {
      await page.goto('/events')
      await page.getByRole('navigation', { name: 'Events view' }).getByRole('link', { name: 'Month' }).click()
      await expect(page).toHaveURL('/events?view=month')
      await expect(page.getByRole('heading', { level: 1, name: 'Events Calendar' })).toBeVisible()
      const title = page.getByRole('heading', { level: 2 }).filter({ hasText: MONTH_TITLE })
      const thisMonth = (await title.textContent()) as string
      // The grid is for wider screens; the phone reads the agenda, a day to a card.
      await expect(page.getByRole('table')).toBeHidden()
      const agenda = page.getByRole('list', { name: `Events in ${thisMonth}` })
      const tuesdays = agenda.getByRole('listitem').filter({ has: page.getByRole('link', { name: "Women's Bible Study" }) })
      expect(await tuesdays.count()).toBeGreaterThanOrEqual(4)
      await expect(tuesdays.first().getByRole('heading', { level: 3 })).toHaveText(/^Tuesday, [A-Z][a-z]+ \d{1,2}/)
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/events-month-390.png`, fullPage: true })

      await page.getByRole('link', { name: /^Next month: / }).click()
      await expect(page).toHaveURL(/\/events\?view=month&month=\d{4}-\d{2}$/)
      await expect(title).not.toHaveText(thisMonth)
      await page.getByRole('link', { name: 'Back to this month' }).click()
      await expect(title).toHaveText(thisMonth)

      await tuesdays.first().getByRole('link', { name: "Women's Bible Study" }).click()
      await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\/\d{4}-\d{2}-\d{2}$/)
      await expect(page.getByRole('heading', { level: 1, name: "Women's Bible Study" })).toBeVisible()
    })
  })

  test('on a wide screen is a grid of the weeks with today marked, and passes the accessibility checks', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/events?view=month')
    const grid = page.getByRole('table')
    await expect(grid.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    await expect(grid.locator('td[aria-current="date"]')).toHaveCount(1)
    expect(await grid.getByRole('link', { name: /Women's Bible Study/ }).count()).toBeGreaterThanOrEqual(4)
    await expect(page.getByRole('list', { name: /^Events in / })).toBeHidden()
    await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/events-month-1280.png`, fullPage: true })
    await expectNoSeriousA11yIssues(page)
  })
})

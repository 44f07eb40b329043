import { dayWords, todayIn } from '@church/api/lib/dates'
import { addDays } from '@church/api/lib/event-times'
import type { APIRequestContext } from '@playwright/test'
import { ADMIN } from './support/admin'
import { controlled, keptPages } from './support/offline'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

/**
 * One date of a series cancelled or moved, and events longer than an evening, as visitors see them
 * (decision 0025): on the events page, on the event's page with its coming dates, on each date's own
 * page (its head's JSON-LD too), and a camp's days. Staff's changes are made through the API.
 */

const ZONE = 'America/Chicago'
/** Today by the church's clock, 'YYYY-MM-DD'. */
const today = () => todayIn(ZONE)
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
/** 'Wed, Nov 25' or 'Wed, Nov 25, 2026', as the pages write a date. */
const short = (date: string, year = false) => dayWords(date, year)
/** 'Wednesday, November 25, 2026' */
const long = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Staff, on their own device: signed in through the API, the cookie kept by this request context. */
async function asStaff(request: APIRequestContext) {
  expect((await request.post('/api/login', { data: ADMIN })).status()).toBe(200)
  return {
    add: async (event: Record<string, unknown>) => {
      const res = await request.post('/api/admin/events', { data: event })
      expect(res.status(), await res.text()).toBe(201)
      return (await res.json()).id as string
    },
    change: async (id: string, on: string, change: Record<string, unknown>) =>
      expect((await request.put(`/api/admin/events/${id}/dates/${on}`, { data: change })).status()).toBe(200),
  }
}

/** The JSON-LD Event in the head the server sends for `path`. */
async function jsonLdEvent(request: APIRequestContext, path: string) {
  const res = await request.get(path)
  const html = await res.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const data = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
  return { status: res.status(), title: head.match(/<title>(.*?)<\/title>/)?.[1], event: data.find((d) => d['@type'] === 'Event') }
}

test('a cancelled date and a moved one: on the events page, the event page and each date’s own page', async ({
  page,
  request,
}, testInfo) => {
  // Five pages read, three accessibility rounds and eight screenshots: more than 30 s on a busy 2-core machine.
  test.slow()
  const staff = await asStaff(request)
  // Over a week away, so the demo's weekly events still come first (other tests read the first one);
  // the series starts on a date its rule gives: its own weekday.
  const first = addDays(today(), 9)
  const movedOn = addDays(first, 7)
  const movedTo = addDays(movedOn, 1)
  const title = 'Lantern Bible Study'
  const id = await staff.add({
    title,
    date: first,
    startTime: '18:30',
    endTime: '19:30',
    location: 'Parish Hall',
    description: 'An evening with the Psalms by lantern light.',
    isRecurring: true,
    recurrenceRule: `FREQ=WEEKLY;BYDAY=${BYDAY[weekday(first)]}`,
    recurrenceDescription: `Every ${DAY_NAMES[weekday(first)]}`,
  })
  await staff.change(id, first, { cancelled: true, note: 'No study this week: the hall is being painted' })
  await staff.change(id, movedOn, { date: movedTo, startTime: '18:00', endTime: '19:00', note: 'Moved for the choir concert' })

  // The events page lists the series at its cancelled date, saying so in words.
  await page.goto('/events')
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(card.locator('s')).toHaveText(long(first))
  await expect(card).toContainText('No study this week: the hall is being painted')

  // Its page: the cancelled date in its details, and the coming dates, each with its state.
  await card.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`))
  const details = page.getByRole('region', { name: 'Event Details' })
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(details.locator('s')).toHaveText(long(first))
  const dates = page.getByRole('region', { name: 'Coming Dates' }).getByRole('listitem')
  // The list names the year of a date in a later year than its first.
  const listed = (date: string) => short(date, date.slice(0, 4) !== first.slice(0, 4))
  await expect(dates.nth(0)).toContainText(short(first))
  await expect(dates.nth(0)).toContainText('Cancelled')
  await expect(dates.nth(0)).toContainText('No study this week')
  await expect(dates.nth(1)).toContainText(`${listed(movedTo)} 6:00 PM – 7:00 PM`)
  await expect(dates.nth(1)).toContainText(`Moved from ${short(movedOn)} · Moved for the choir concert`)
  await expect(dates.nth(2)).toContainText(`${listed(addDays(first, 14))} 6:30 PM – 7:30 PM`)
  await expectNoSeriousA11yIssues(page)

  // The moved date's own page, at the address of the date it moved from.
  await dates.nth(1).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/events/${id}/${movedOn}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Changed' })).toContainText(`Moved from ${short(movedOn)}: now ${long(movedTo)}.`)
  await expect(page.getByRole('region', { name: 'Changed' })).toContainText('Moved for the choir concert')
  const moved = page.getByRole('region', { name: 'Event Details' })
  await expect(moved).toContainText(long(movedTo))
  await expect(moved).toContainText(/6:00 PM – 7:00 PM C[SD]T/)
  // This date alone in a calendar: no rule, its own times; its own .ics.
  const addToCalendar = page.getByRole('region', { name: 'Add to Calendar' })
  const google = new URL((await addToCalendar.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) as string)
  expect(google.searchParams.get('dates')).toBe(`${movedTo.replaceAll('-', '')}T180000/${movedTo.replaceAll('-', '')}T190000`)
  expect(google.searchParams.has('recur')).toBe(false)
  const ics = await addToCalendar.getByRole('link', { name: 'Apple or Outlook Calendar' }).getAttribute('href')
  expect(ics).toBe(`/events/${id}/${movedOn}.ics`)
  const file = await (await request.get(ics as string)).text()
  expect(file).toContain(`DTSTART;TZID=${ZONE}:${movedTo.replaceAll('-', '')}T180000`)
  await expect(page.getByRole('link', { name: 'See all dates of this event' })).toHaveAttribute('href', `/events/${id}`)
  await expectNoSeriousA11yIssues(page)

  // The head the server sends: the occurrence's own title and its status for search engines.
  const rescheduled = await jsonLdEvent(request, `/events/${id}/${movedOn}`)
  expect(rescheduled.title).toBe(`${title}, ${short(movedTo)} | Anglican Church of Santa Rosa Beach`)
  expect(rescheduled.event).toMatchObject({
    eventStatus: 'https://schema.org/EventRescheduled',
    startDate: expect.stringMatching(new RegExp(`^${movedTo}T18:00:00-0[56]:00$`)),
    previousStartDate: expect.stringMatching(new RegExp(`^${movedOn}T18:30:00-0[56]:00$`)),
    url: expect.stringMatching(new RegExp(`/events/${id}/${movedOn}$`)),
  })

  // The cancelled date's page: said plainly, nothing to add to a calendar, EventCancelled in its head.
  await page.goto(`/events/${id}/${first}`)
  await expect(page.locator('article header').getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cancelled' })).toContainText(`${title} is cancelled on ${long(first)}.`)
  await expect(page.getByRole('region', { name: 'Cancelled' })).toContainText('the hall is being painted')
  await expect(page.getByRole('region', { name: 'Add to Calendar' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Coming Dates' }).locator('[aria-current="page"]')).toContainText(short(first))
  const cancelled = await jsonLdEvent(request, `/events/${id}/${first}`)
  expect(cancelled.title).toBe(`Cancelled: ${title}, ${short(first)} | Anglican Church of Santa Rosa Beach`)
  expect(cancelled.event.eventStatus).toBe('https://schema.org/EventCancelled')
  await expectNoSeriousA11yIssues(page)

  // A date the series does not fall on: 404, and a way back to its dates.
  expect((await request.get(`/events/${id}/${addDays(first, 1)}`)).status()).toBe(404)
  await page.goto(`/events/${id}/${addDays(first, 1)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Date Not Found' })).toBeVisible()
  await expect(page.getByText(`${title} does not fall on ${short(addDays(first, 1), true)}.`)).toBeVisible()
  await page.getByRole('link', { name: 'See All Dates' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`))

  // Screenshots: the events page, the event with its coming dates, the cancelled date, the moved one.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    for (const [name, path] of [
      ['events', '/events'],
      ['event-coming-dates', `/events/${id}`],
      ['event-date-cancelled', `/events/${id}/${first}`],
      ['event-date-moved', `/events/${id}/${movedOn}`],
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      for (const img of await page.locator('article img').all()) await img.scrollIntoViewIfNeeded()
      await expect(page.locator('[data-testid="event-image-spinner"]')).toHaveCount(0)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: `${screensDir(testInfo.project.outputDir)}/${name}-${width}.png`, fullPage: true })
    }
  }
})

test('a camp from Friday to Sunday shows its days; a late night keeps its one date', async ({ page, request }) => {
  const staff = await asStaff(request)
  // Over a year away, past every demo event, so it takes no place on the events page.
  const far = addDays(today(), 400)
  const friday = addDays(far, (5 - weekday(far) + 7) % 7)
  const sunday = addDays(friday, 2)
  const camp = await staff.add({ title: 'Youth Winter Camp', date: friday, endDate: sunday, location: 'Camp Timpoochee' })
  await page.goto(`/events/${camp}`)
  const details = page.getByRole('region', { name: 'Event Details' })
  await expect(details).toContainText(`${short(friday, friday.slice(0, 4) !== sunday.slice(0, 4))} – ${short(sunday, true)}`)
  await expect(details.locator('time')).toHaveCount(2)
  expect((await jsonLdEvent(request, `/events/${camp}`)).event).toMatchObject({ startDate: friday, endDate: sunday })
  const google = new URL(
    (await page
      .getByRole('region', { name: 'Add to Calendar' })
      .getByRole('link', { name: /Google Calendar/ })
      .getAttribute('href')) as string,
  )
  expect(google.searchParams.get('dates')).toBe(`${friday.replaceAll('-', '')}/${addDays(sunday, 1).replaceAll('-', '')}`)

  const night = addDays(friday, 7)
  const late = await staff.add({ title: 'Watch Night', date: night, endDate: addDays(night, 1), startTime: '22:00', endTime: '01:00' })
  await page.goto(`/events/${late}`)
  const lateDetails = page.getByRole('region', { name: 'Event Details' })
  await expect(lateDetails.locator('time')).toHaveText(long(night))
  await expect(lateDetails).toContainText(/10:00 PM – 1:00 AM C[SD]T/)
  expect((await jsonLdEvent(request, `/events/${late}`)).event.endDate).toMatch(new RegExp(`^${addDays(night, 1)}T01:00:00-0[56]:00$`))
})

test('a date’s page read once opens offline, as the server sent it', async ({ page, context, request }) => {
  const staff = await asStaff(request)
  // Over a year away, past every demo event, so it takes no place on the events page.
  const first = addDays(today(), 400)
  const second = addDays(first, 7)
  const id = await staff.add({
    title: 'Harvest Vespers',
    date: first,
    startTime: '17:00',
    endTime: '18:00',
    location: 'Chapel',
    isRecurring: true,
    recurrenceRule: `FREQ=WEEKLY;BYDAY=${BYDAY[weekday(first)]}`,
  })
  await staff.change(id, second, { startTime: '16:00', endTime: '17:00', note: 'Early for the harvest supper' })
  await page.goto(`/events/${id}`)
  await controlled(page)
  await page.goto(`/events/${id}/${second}`)
  const banner = page.getByRole('region', { name: 'Changed' })
  await expect(banner).toContainText(`Time changed on ${long(second)}: 4:00 PM – 5:00 PM.`)
  await expect.poll(() => keptPages(page)).toContain(`/events/${id}/${second}`)

  await context.setOffline(true)
  const res = await page.goto(`/events/${id}/${second}`)
  expect(res?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest Vespers' })).toBeVisible()
  await expect(banner).toContainText('Early for the harvest supper')
  await expect(page.getByRole('region', { name: 'Event Details' })).toContainText(/4:00 PM – 5:00 PM C[SD]T/)
})

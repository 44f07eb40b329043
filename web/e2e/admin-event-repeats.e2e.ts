import { execFileSync } from 'node:child_process'
import { todayIn } from '@church/api/lib/dates'
import { addDays } from '@church/api/lib/event-times'
import { dialog, dismissToast, openAddDialog, toast } from './support/admin'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

/**
 * The church secretary makes a repeating event with the Event dialog's repeat controls only
 * (docs/product.md#events-tab): no rule typed. Its dates are checked against an independent reader
 * of the stored rule, Debian's python3-dateutil.
 */

test.use({ serviceWorkers: 'block' })

/** The first `count` dates (YYYY-MM-DD) python-dateutil gives for `rule` from `start` (a date it need not give itself). */
function dateutilDates(rule: string, start: string, count: number): string[] {
  const script = [
    'import itertools, json, sys',
    'from datetime import datetime',
    'from dateutil.rrule import rrulestr',
    'd = json.load(sys.stdin)',
    "r = rrulestr(d['rule'], dtstart=datetime.fromisoformat(d['start']))",
    "print(json.dumps([x.date().isoformat() for x in itertools.islice(r, d['count'])]))",
  ].join('\n')
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify({ rule, start, count }) }).toString())
}

const part = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' })
/** 'Sat 5 Dec 2026', as the dialog lists the coming dates. */
const listed = (date: string) =>
  `${part(date, { weekday: 'short' })} ${Number(date.slice(8))} ${part(date, { month: 'short' })} ${date.slice(0, 4)}`
/** 'Saturday, 2 January 2027'. */
const written = (date: string) =>
  `${part(date, { weekday: 'long' })}, ${Number(date.slice(8))} ${part(date, { month: 'long' })} ${date.slice(0, 4)}`

/** The first Saturday of the month after next: a date in the future whichever day the test runs. */
function firstSaturdayAhead(): string {
  const [y, m] = todayIn('America/Chicago').split('-').map(Number)
  const first = new Date(Date.UTC(y, m + 1, 1)).toISOString().slice(0, 10)
  return addDays(first, (6 - new Date(`${first}T12:00:00Z`).getUTCDay() + 7) % 7)
}

test('a monthly first-Saturday breakfast made with the repeat controls: its words, and the same dates in the dialog, on its page and in dateutil', async ({
  page,
}, testInfo) => {
  const title = `Men's Breakfast ${Date.now()}`
  const first = firstSaturdayAhead()
  await openAddDialog(page, 'events', 'Events', 'Add Event')
  const add = dialog(page)
  await add.getByLabel('Title').fill(title)
  await add.getByRole('textbox', { name: 'Description' }).fill('First Saturday of every month')
  await add.getByLabel('Date', { exact: true }).fill(first)
  await add.getByLabel('Start time').fill('08:00')
  await add.getByLabel('This event repeats').check()
  // Ticking gives a repeat at once, from the date: every week on its weekday.
  await expect(add.getByText('Every Saturday', { exact: true })).toBeVisible()
  await expect(add.getByRole('button', { name: 'Saturday', exact: true })).toHaveAttribute('aria-pressed', 'true')

  await add.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Monthly' })
  await expect(add.getByRole('radio', { name: `On day ${Number(first.slice(8))}` })).toBeVisible()
  await add.getByRole('radio', { name: 'On the first Saturday' }).check()
  await expect(add.getByText('Every month on the first Saturday', { exact: true })).toBeVisible()
  await expect(add.getByLabel('Shown as')).toHaveValue('Every month on the first Saturday')
  const shown = await add.getByRole('list', { name: 'Next dates' }).getByRole('listitem').allTextContents()
  expect(shown).toHaveLength(5)
  // The rule's own words stay under Advanced, closed.
  await expect(add.getByText('FREQ=', { exact: false })).toBeHidden()
  await expectNoSeriousA11yIssues(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await add.getByRole('radio', { name: 'On the first Saturday' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/repeats-${width}.png` })
  }

  await add.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Event created successfully')).toBeVisible()
  await dismissToast(page)
  const found = await (await page.request.get(`/api/admin/events?search=${encodeURIComponent(title)}`)).json()
  const event = found.items[0]
  expect(event).toMatchObject({ date: first, isRecurring: true, recurrenceDescription: 'Every month on the first Saturday' })

  const expected = dateutilDates(event.recurrenceRule, first, 5)
  expect(expected[0]).toBe(first)
  expect(shown).toEqual(expected.map(listed))

  // The public page: the badge in words and the same coming dates.
  await page.goto(`/events/${event.id}`)
  await expect(page.getByText('Every month on the first Saturday').first()).toBeVisible()
  const links = page.getByRole('region', { name: 'Coming Dates' }).getByRole('link')
  await expect(links.first()).toBeVisible()
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.slice(0, 5).map((href) => href.slice(-10))).toEqual(expected)

  // A first date the repeat does not give is moved to its first date on or after it, and said so.
  const thursday = addDays(first, 5)
  await page.goto('/admin?tab=events')
  await page.getByRole('button', { name: 'Add Event' }).click()
  await add.getByLabel('Title').fill(`${title} (moved)`)
  await add.getByLabel('Date', { exact: true }).fill(thursday)
  await add.getByLabel('This event repeats').check()
  await add.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Monthly' })
  await add.getByRole('radio', { name: /^On the / }).check()
  await add.getByLabel('Which week').selectOption({ label: 'first' })
  await add.getByLabel('Weekday').selectOption({ label: 'Saturday' })
  const [moved] = dateutilDates('FREQ=MONTHLY;BYDAY=1SA', thursday, 1)
  await expect(add.getByText(`The first date is now ${written(moved)}, the first date this repeat gives.`)).toBeVisible()
  await expect(add.getByLabel('Date', { exact: true })).toHaveValue(moved)
  await expect(add.getByRole('list', { name: 'Next dates' }).getByRole('listitem').first()).toHaveText(listed(moved))
})

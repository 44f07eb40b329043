import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { dismissToast, signInAgain, signInAsAdmin, toast } from './support/admin'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

/**
 * While the Dates dialog is open, the page behind it (the toasts too) is hidden from screen readers:
 * the toast is found by its text, and the dialog says the same in its own status line.
 */
const savedToast = (page: Page, text: string) => page.locator('[data-scope="toast"]').getByText(text, { exact: true })
const dismissSavedToast = (page: Page) => page.locator('[aria-label="Dismiss notification"]').click()

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const at = (date: string) => new Date(`${date}T12:00:00Z`)
const addDays = (date: string, days: number) => new Date(at(date).getTime() + days * 86_400_000).toISOString().slice(0, 10)
/** 'Wed, Nov 25' (with ', 2027' when not this year), as the Dates dialog names a date on its buttons. */
const day = (date: string) => {
  const d = at(date)
  const words = `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`
  return d.getUTCFullYear() === new Date().getFullYear() ? words : `${words}, ${d.getUTCFullYear()}`
}
/** 'Wed, Nov 25, 2026', as a date's row and its questions say it. */
const dayWithYear = (date: string) => {
  const d = at(date)
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
}
/** Today on the church's clock (the servers run with the default America/Chicago). */
const churchToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())
/** The first Wednesday at least `after` days from today. */
const wednesdayAfter = (after: number) => {
  let date = addDays(churchToday(), after)
  while (at(date).getUTCDay() !== 3) date = addDays(date, 1)
  return date
}
/** The VEVENTs of one event in the calendar feed, lines unfolded (RFC 5545 folds at 75 octets). */
const feedOf = async (page: Page, id: string) => {
  const text = (await (await page.request.get('/feeds/events.ics')).text()).replace(/\r\n[ \t]/g, '')
  return text
    .split('BEGIN:VEVENT')
    .filter((block) => block.includes(`UID:event-${id}@`))
    .join('BEGIN:VEVENT')
}
const compact = (date: string) => date.replaceAll('-', '')

/** A weekly series on Wednesdays from `first`, made through the API, and its Dates opened from the Events tab. */
async function datesOfNewSeries(page: Page, title: string, first: string, startTime: string, endTime = '') {
  const made = await page.request.post('/api/admin/events', {
    data: { title, date: first, startTime, endTime, isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE' },
  })
  expect(made.status()).toBe(201)
  await page.reload()
  await page.getByLabel('Search events').fill(title)
  await page.getByRole('button', { name: `Dates of ${title}` }).click()
  return page.getByRole('dialog', { name: `Dates of ${title}` })
}

const seriousProblems = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('staff cancel one date of a weekly series and move another; visitors and calendar apps see both; a date restored', async ({
  page,
  browser,
}) => {
  test.slow()
  const title = `Wednesday Study ${Date.now()}`
  // Soon enough to be among the 9 events of the public list (the demo church's weekly ones come first).
  const first = wednesdayAfter(2)
  const second = addDays(first, 7)
  const thursday = addDays(second, 1)
  await signInAsAdmin(page, 'events')

  // A weekly series, made in the Add Event dialog.
  await page.getByRole('button', { name: 'Add Event' }).click()
  const add = page.getByRole('dialog', { name: 'Add Event' })
  await add.getByLabel('Title').fill(title)
  await add.getByLabel('Date', { exact: true }).fill(first)
  await add.getByLabel('Start time').fill('19:00')
  await add.getByLabel('End time').fill('20:30')
  await add.getByLabel('Location').fill('Parish Hall')
  // Ticked on a Wednesday, it repeats every Wednesday, in words.
  await add.getByLabel('This event repeats').check()
  await expect(add.getByLabel('Shown as')).toHaveValue('Every Wednesday')
  await add.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Event created successfully')).toBeVisible()
  await dismissToast(page)
  await expect(add).toBeHidden()
  const found = await (await page.request.get(`/api/admin/events?search=${encodeURIComponent(title)}`)).json()
  const id: string = found.items[0].id

  // Its Dates: the coming eight, each with its actions named by its date.
  await page.getByLabel('Search events').fill(title)
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(title) })
  const datesButton = row.getByRole('button', { name: `Dates of ${title}` })
  await datesButton.click()
  const dates = page.getByRole('dialog', { name: `Dates of ${title}` })
  const list = dates.getByRole('list', { name: `Dates of ${title}` })
  await expect(list.getByRole('listitem')).toHaveCount(8)
  const item = (date: string) => list.getByRole('listitem').filter({ hasText: dayWithYear(date) })
  await expect(item(first)).toContainText('7:00 PM – 8:30 PM · Parish Hall')
  await expect(dates.getByRole('button', { name: `Restore ${day(first)}`, exact: true })).toHaveCount(0)

  // Cancel the first date, with a note to visitors: it asks first.
  await dates.getByRole('button', { name: `Cancel ${day(first)}`, exact: true }).click()
  const question = page.getByRole('alertdialog', { name: `Cancel ${dayWithYear(first)}?` })
  await question.getByRole('button', { name: 'Keep This Date' }).click()
  await expect(question).toBeHidden()
  await expect(item(first)).not.toContainText('Cancelled')
  await dates.getByRole('button', { name: `Cancel ${day(first)}`, exact: true }).click()
  await question.getByLabel('Note to visitors (optional)').fill('No study this week: the parish retreat')
  await question.getByRole('button', { name: 'Cancel This Date' }).click()
  await expect(savedToast(page, `${dayWithYear(first)} is cancelled`)).toBeVisible()
  await expect(dates.getByRole('status')).toHaveText(`Saved: ${dayWithYear(first)} is cancelled.`)
  await dismissSavedToast(page)
  await expect(question).toBeHidden()
  await expect(item(first)).toContainText('Cancelled')
  await expect(item(first)).toContainText('Note to visitors: No study this week: the parish retreat')
  // The Cancel button is gone with the date: focus is on what the row offers now.
  await expect(dates.getByRole('button', { name: `Restore ${day(first)}`, exact: true })).toBeFocused()

  // Change the second: a move too far is refused on Date in the server's words; then the next day at 6 PM.
  await dates.getByRole('button', { name: `Change ${day(second)}`, exact: true }).click()
  const change = page.getByRole('dialog', { name: `Change ${dayWithYear(second)}` })
  await expect(change.getByLabel('Date')).toHaveValue(second)
  await expect(change.getByLabel('Start time')).toHaveValue('19:00')
  await expect(change.getByLabel('Location')).toHaveValue('Parish Hall')
  await change.getByLabel('Date').fill(addDays(second, 40))
  await change.getByRole('button', { name: 'Update' }).click()
  await expect(change.getByLabel('Date')).toHaveAccessibleDescription('A date can move at most 31 days')
  await expect(savedToast(page, 'A date can move at most 31 days')).toBeVisible()
  await change.getByLabel('Start time').fill('18:00')
  await change.getByLabel('End time').fill('17:00')
  await change.getByRole('button', { name: 'Update' }).click()
  await expect(change.getByLabel('End time')).toHaveAccessibleDescription('End time must be after the start time')
  await change.getByLabel('Date').fill(thursday)
  await change.getByLabel('End time').fill('19:30')
  await change.getByLabel('Note to visitors (optional)').fill('Thursday this week')
  expect(await seriousProblems(page)).toEqual([])
  await change.getByRole('button', { name: 'Update' }).click()
  await expect(savedToast(page, `${dayWithYear(second)} is changed`)).toBeVisible()
  await expect(dates.getByRole('status')).toHaveText(`Saved: ${dayWithYear(second)} is changed.`)
  await dismissSavedToast(page)
  await expect(change).toBeHidden()
  await expect(dates.getByRole('button', { name: `Change ${day(second)}`, exact: true })).toBeFocused()
  await expect(item(second)).toContainText('Changed')
  await expect(item(second)).toContainText(`Moved to ${day(thursday)}, 6:00 PM`)
  await expect(item(second)).toContainText('6:00 PM – 7:30 PM · Parish Hall')
  await expect(item(second)).toContainText('Note to visitors: Thursday this week')
  expect(await seriousProblems(page)).toEqual([])

  // Closing the dialog gives focus back to the row's Dates; the row says its next date is cancelled.
  await page.keyboard.press('Escape')
  await expect(dates).toBeHidden()
  await expect(datesButton).toBeFocused()
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()

  // What visitors are given: the list shows the cancelled date (until it would have ended), the
  // series' page the moved one, and the calendar feed an EXDATE and a RECURRENCE-ID.
  const upcoming = await (await page.request.get('/api/events?upcoming=true')).json()
  expect(upcoming.find((event: { id: string }) => event.id === id).next).toMatchObject({
    on: first,
    date: first,
    cancelled: true,
    note: 'No study this week: the parish retreat',
  })
  const shown = await (await page.request.get(`/api/events/${id}`)).json()
  expect(shown.dates.slice(0, 2)).toMatchObject([
    { on: first, cancelled: true },
    { on: second, date: thursday, startTime: '18:00', endTime: '19:30', changed: true, cancelled: false, note: 'Thursday this week' },
  ])
  let feed = await feedOf(page, id)
  expect(feed).toContain(`EXDATE;TZID=America/Chicago:${compact(first)}T190000`)
  expect(feed).toContain(`RECURRENCE-ID;TZID=America/Chicago:${compact(second)}T190000`)
  expect(feed).toContain(`DTSTART;TZID=America/Chicago:${compact(thursday)}T180000`)

  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL })
  await visitor.goto('/events')
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: title }) })
  await expect(card).toContainText('Cancelled')
  await visitor.close()

  // Restore the first date: as the series has it again, everywhere.
  await datesButton.click()
  await dates.getByRole('button', { name: `Restore ${day(first)}`, exact: true }).click()
  await expect(savedToast(page, `${dayWithYear(first)} is back as the series has it`)).toBeVisible()
  await expect(item(first)).not.toContainText('Cancelled')
  await expect(dates.getByRole('button', { name: `Change ${day(first)}`, exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(row.getByText('Cancelled', { exact: true })).toHaveCount(0)
  const after = await (await page.request.get(`/api/events/${id}`)).json()
  expect(after.next).toMatchObject({ on: first, cancelled: false, changed: false })
  feed = await feedOf(page, id)
  expect(feed).not.toContain('EXDATE')
  expect(feed).toContain(`RECURRENCE-ID;TZID=America/Chicago:${compact(second)}T190000`)
})

test('a date further ahead is looked up by its date; one the series does not fall on is refused in words', async ({ page }) => {
  const title = `Choir Rehearsal ${Date.now()}`
  const first = wednesdayAfter(9)
  const far = addDays(first, 7 * 20)
  await signInAsAdmin(page, 'events')
  const dates = await datesOfNewSeries(page, title, first, '18:30')
  await expect(dates.getByRole('listitem')).toHaveCount(8)

  const another = dates.getByLabel('Another date of the series')
  await another.fill(addDays(far, 1))
  await dates.getByRole('button', { name: 'Show Date' }).click()
  await expect(another).toHaveAccessibleDescription(new RegExp(`${title} does not fall on ${dayWithYear(addDays(far, 1))}$`))
  await another.fill(far)
  await dates.getByRole('button', { name: 'Show Date' }).click()
  await expect(dates.getByRole('listitem')).toHaveCount(9)
  await expect(dates.getByRole('button', { name: `Change ${day(far)}`, exact: true })).toBeFocused()
  await dates.getByRole('button', { name: `Cancel ${day(far)}`, exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel This Date' }).click()
  await expect(savedToast(page, `${dayWithYear(far)} is cancelled`)).toBeVisible()
  await expect(page.getByRole('alertdialog')).toBeHidden()

  // Opened again, the far date is listed with its state, since it is changed.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: `Dates of ${title}` }).click()
  await expect(dates.getByRole('listitem').filter({ hasText: dayWithYear(far) })).toContainText('Cancelled')
})

test("one date's end time cleared: that date has no end, the series' other dates keep theirs", async ({ page }) => {
  const title = `Evening Prayer ${Date.now()}`
  const first = wednesdayAfter(2)
  await signInAsAdmin(page, 'events')
  const dates = await datesOfNewSeries(page, title, first, '18:30', '19:30')
  await dates.getByRole('button', { name: `Change ${day(first)}`, exact: true }).click()
  const change = page.getByRole('dialog', { name: `Change ${dayWithYear(first)}` })
  await expect(change.getByLabel('End time')).toHaveValue('19:30')
  await change.getByLabel('End time').fill('')
  await change.getByRole('button', { name: 'Update' }).click()
  await expect(savedToast(page, `${dayWithYear(first)} is changed`)).toBeVisible()
  const row = dates.getByRole('listitem').filter({ hasText: dayWithYear(first) })
  await expect(row).toContainText('Time changed to 6:30 PM')
  const upcoming = await (await page.request.get('/api/events?upcoming=true&limit=100')).json()
  expect(upcoming.find((event: { title: string }) => event.title === title).next).toMatchObject({
    on: first,
    startTime: '18:30',
    endTime: '',
    changed: true,
  })
  await expect(dates.getByRole('listitem').filter({ hasText: dayWithYear(addDays(first, 7)) })).toContainText('6:30 PM – 7:30 PM')
})

test('an event that ends on a later day: End date under its own box, with the API’s messages on its fields and a draft kept', async ({
  page,
}) => {
  const title = `Watch Night ${Date.now()}`
  await signInAsAdmin(page, 'events')
  await page.getByRole('button', { name: 'Add Event' }).click()
  const add = page.getByRole('dialog', { name: 'Add Event' })
  await add.getByLabel('Title').fill(title)
  await add.getByLabel('Date', { exact: true }).fill('2031-12-31')
  await add.getByLabel('Start time').fill('22:00')
  await add.getByLabel('End time').fill('01:00')
  await expect(add.getByLabel('End date')).toHaveCount(0)
  await add.getByRole('button', { name: 'Create' }).click()
  await expect(add.getByLabel('End time')).toHaveAccessibleDescription('End time must be after the start time')

  const endsLater = add.getByLabel('Ends on a later day')
  await expect(endsLater).toHaveAccessibleDescription(/like 10 PM to 1 AM or a weekend camp/)
  await endsLater.check()
  await add.getByLabel('End date').fill('2031-12-30')
  await add.getByRole('button', { name: 'Create' }).click()
  await expect(add.getByLabel('End date')).toHaveAccessibleDescription('End date must be on or after the date')
  await add.getByLabel('End date').fill('2032-02-15')
  await add.getByRole('button', { name: 'Create' }).click()
  await expect(add.getByLabel('End date')).toHaveAccessibleDescription('An event can last at most 31 days')

  // What was typed is kept as a draft: a reload opens the dialog as it was, box ticked.
  await add.getByLabel('End date').fill('2032-01-01')
  await page.reload()
  await page.getByRole('button', { name: 'Add Event' }).click()
  await expect(add.getByText('Your unsaved changes from before were restored.')).toBeVisible()
  await expect(add.getByLabel('Ends on a later day')).toBeChecked()
  await expect(add.getByLabel('End date')).toHaveValue('2032-01-01')
  await add.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Event created successfully')).toBeVisible()
  await dismissToast(page)
  await page.getByLabel('Search events').fill(title)
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('10:00 PM – 1:00 AM')
  await expect(row).toContainText('Ends January 1, 2032')

  // Edit: the box is ticked with the saved end date; unticking clears it, and the end before the start is refused again.
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(edit.getByLabel('Ends on a later day')).toBeChecked()
  await expect(edit.getByLabel('End date')).toHaveValue('2032-01-01')
  await edit.getByLabel('Ends on a later day').uncheck()
  await expect(edit.getByLabel('End date')).toHaveCount(0)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit.getByLabel('End time')).toHaveAccessibleDescription('End time must be after the start time')
  // Discarding asks first, and keeps the saved event as it was.
  await page.keyboard.press('Escape')
  await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard Changes' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('Ends January 1, 2032')

  // A series starts on a date its repeat gives: a Wednesday repeating on Thursdays moves to the Thursday, and says so.
  await page.getByRole('button', { name: 'Add Event' }).click()
  await add.getByLabel('Title').fill(`${title} series`)
  await add.getByLabel('Date', { exact: true }).fill('2031-12-31')
  await add.getByLabel('This event repeats').check()
  await add.getByRole('button', { name: 'Thursday', exact: true }).click()
  await add.getByRole('button', { name: 'Wednesday', exact: true }).click()
  await expect(add.getByText('The first date is now Thursday, 1 January 2032, the first date this repeat gives.')).toBeVisible()
  await expect(add.getByLabel('Date', { exact: true })).toHaveValue('2032-01-01')
})

test('a session that ends while a date is being changed: after signing in again, its Dates and change form are open with what was typed', async ({
  page,
}) => {
  const title = `Compline ${Date.now()}`
  const first = wednesdayAfter(2)
  await signInAsAdmin(page, 'events')
  const dates = await datesOfNewSeries(page, title, first, '20:00')
  await dates.getByRole('button', { name: `Change ${day(first)}`, exact: true }).click()
  const change = page.getByRole('dialog', { name: `Change ${dayWithYear(first)}` })
  await change.getByLabel('Location').fill('The chapel')
  await page.context().clearCookies()
  await change.getByRole('button', { name: 'Update' }).click()
  await signInAgain(page, 'events')

  await expect(change.getByText('Your unsaved changes from before were restored.')).toBeVisible()
  await expect(change.getByLabel('Location')).toHaveValue('The chapel')
  await change.getByRole('button', { name: 'Update' }).click()
  await expect(change).toBeHidden()
  await expect(dates.getByRole('listitem').filter({ hasText: dayWithYear(first) })).toContainText('Place changed to The chapel')
})

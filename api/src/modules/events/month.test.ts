import { describe, expect, test } from 'bun:test'
import { testApp } from '../../test/harness'

/**
 * The month view (/events?view=month): every date of every live event in one month, a repeating
 * event at each of its dates with its changes, a draft nowhere, and months outside the calendar refused.
 */
const t = await testApp()
t.database.content.setClock(() => new Date('2026-12-02T15:00:00Z'))
const admin = await t.admin()

const add = async (body: Record<string, unknown>) => {
  const made = await t.request('POST', '/api/admin/events', { cookie: admin, body: { location: 'The Nave', ...body } })
  expect(made.status).toBe(201)
  return made.json.id as string
}
const study = await add({
  title: 'Advent Bible Study',
  date: '2026-11-03',
  startTime: '19:00',
  endTime: '20:30',
  isRecurring: true,
  recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
})
const carols = await add({ title: 'Lessons and Carols', date: '2026-12-20', startTime: '17:00' })
await add({ title: 'New Year Brunch', date: '2027-01-01', startTime: '10:00' })
await add({ title: 'Draft Pageant', date: '2026-12-19', startTime: '16:00', publish: { choice: 'draft' } })
await t.request('PUT', `/api/admin/events/${study}/dates/2026-12-22`, {
  cookie: admin,
  body: { cancelled: true, note: 'No study at Christmas' },
})
await t.request('PUT', `/api/admin/events/${study}/dates/2026-12-29`, {
  cookie: admin,
  body: { date: '2027-01-02', note: 'Moved to Saturday' },
})

const month = async (m?: string) => t.request('GET', `/api/events/month${m ? `?month=${m}` : ''}`)
const titlesByDay = (days: { date: string; events: { title: string; cancelled: boolean }[] }[]) =>
  days.map((day) => [day.date, day.events.map((e) => `${e.title}${e.cancelled ? ' (cancelled)' : ''}`)])

describe('the month view', () => {
  test('this month: each date of the weekly study, the carol service, a cancelled date kept, no draft', async () => {
    const res = await month()
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ month: '2026-12', today: '2026-12-02', previous: '2026-11', next: '2027-01' })
    expect(titlesByDay(res.json.days)).toEqual([
      ['2026-12-01', ['Advent Bible Study']],
      ['2026-12-08', ['Advent Bible Study']],
      ['2026-12-15', ['Advent Bible Study']],
      ['2026-12-20', ['Lessons and Carols']],
      ['2026-12-22', ['Advent Bible Study (cancelled)']],
    ])
    const cancelled = res.json.days[4].events[0]
    expect(cancelled).toMatchObject({ id: study, on: '2026-12-22', note: 'No study at Christmas', isRecurring: true, startTime: '19:00' })
    expect(res.json.days[3].events[0]).toMatchObject({ id: carols, isRecurring: false, location: 'The Nave' })
  })

  test('next month: a moved date at its new day, ordered by time within a day', async () => {
    const res = await month('2027-01')
    expect(titlesByDay(res.json.days).slice(0, 2)).toEqual([
      ['2027-01-01', ['New Year Brunch']],
      ['2027-01-02', ['Advent Bible Study']],
    ])
    expect(res.json.days[1].events[0]).toMatchObject({ on: '2026-12-29', date: '2027-01-02', changed: true, note: 'Moved to Saturday' })
  })

  test('months far from now and words that are no month are refused in words, and the ends have no link on', async () => {
    const far = await month('2031-01')
    expect(far.status).toBe(422)
    expect(far.text).toContain('The calendar shows the months from 2024-12 to 2028-12')
    expect((await month('2026-13')).status).toBe(422)
    expect((await month('December')).status).toBe(422)
    expect((await month('2028-12')).json.next).toBeNull()
    expect((await month('2024-12')).json.previous).toBeNull()
  })
})

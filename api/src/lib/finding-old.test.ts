import { describe, expect, test } from 'bun:test'
import { events, liveStreams, sermons, sundayServices } from '../db/schema'
import { addDays } from '../db/seed'
import { testApp } from '../test/harness'

// A database of its own: 150 sermons a fortnight apart from January 2021 (into 2026), as staff
// look for old content in them; events, Sunday services and recorded services beside them.
const t = await testApp()
const admin = await t.admin()

const sermonDate = (i: number) => addDays('2021-01-03', i * 14)
await t.db.insert(sermons).values([
  ...Array.from({ length: 150 }, (_, i) => ({
    title: `Archive probe ${i}`,
    speaker: 'The Rev. Ann Lee',
    date: sermonDate(i),
    description: i % 10 === 5 ? 'Looks back at Archive probe 0.' : '',
  })),
  // Newer than the oldest, and matching its title less well.
  { title: 'Archive probe 0 revisited', speaker: 'The Rev. Ann Lee', date: '2026-10-04' },
  { title: 'Notes on Archive probe 0', speaker: 'The Rev. Ann Lee', date: '2026-10-11' },
])
await t.db.insert(events).values([
  ...Array.from({ length: 40 }, (_, i) => ({
    title: `Parish supper ${i}`,
    date: addDays('2022-01-07', i * 30),
    location: 'Parish hall',
  })),
  { title: 'Parish supper 0 again', date: '2025-06-06' },
  { title: 'After Parish supper 0', date: '2025-07-06' },
  { title: 'Parish supper 0 planning', date: addDays(new Date().toISOString().slice(0, 10), 20) },
])
await t.db
  .insert(sundayServices)
  .values(Array.from({ length: 60 }, (_, i) => ({ date: addDays('2024-09-01', i * 7), time: '10:30', location: 'Main sanctuary' })))
await t.db
  .insert(liveStreams)
  .values([
    ...Array.from({ length: 60 }, (_, i) => ({ title: `Sunday Worship ${i}`, date: addDays('2024-01-07', i * 7) })),
    { title: 'Sunday Worship 0 (audio only)', date: '2025-12-07' },
    { title: 'Recording of Sunday Worship 0', date: '2025-12-14' },
  ])

type Page = { items: { title?: string; date: string }[]; total: number }
const get = async (path: string) => {
  const res = await t.request('GET', path, { cookie: admin })
  expect(res.status).toBe(200)
  return res.json as Page
}
const search = (list: string, words: string, rest = '') => get(`/api/admin/${list}?search=${encodeURIComponent(words)}${rest}`)

const inNovember2024 = Array.from({ length: 150 }, (_, i) => i)
  .filter((i) => sermonDate(i).startsWith('2024-11'))
  .map((i) => `Archive probe ${i}`)
  .reverse()

describe('old content is found by its date', () => {
  test("sermons: a month, however it is written, finds exactly that month's", async () => {
    expect(inNovember2024.length).toBeGreaterThan(1)
    for (const words of ['November 2024', 'Nov 2024', '2024-11', '11/2024']) {
      const found = await search('sermons', words, '&limit=100')
      expect({ words, titles: found.items.map((s) => s.title), total: found.total }).toEqual({
        words,
        titles: inNovember2024,
        total: inNovember2024.length,
      })
    }
  })

  test('sermons: a day, and a year', async () => {
    const day = sermonDate(100)
    const [y, m, d] = day.split('-')
    for (const words of [day, `${m}/${d}/${y}`])
      expect((await search('sermons', words)).items.map((s) => s.title)).toEqual(['Archive probe 100'])
    const year = await search('sermons', '2022', '&limit=100')
    expect(year.total).toBe(26)
    expect(year.items.every((s) => s.date.startsWith('2022'))).toBe(true)
  })

  test('events, Sunday services and recorded services: a month finds what is dated in it', async () => {
    const dinners = await search('events', 'March 2023')
    expect(dinners.items.map((e) => e.title)).toEqual(['Parish supper 14'])
    const services = await search('sunday-services', 'November 2024')
    expect(services.items.map((s) => s.date)).toEqual(['2024-11-24', '2024-11-17', '2024-11-10', '2024-11-03'])
    const streams = await search('live-streams', 'Feb 2024')
    expect(streams.items.map((s) => s.title)).toEqual(['Sunday Worship 7', 'Sunday Worship 6', 'Sunday Worship 5', 'Sunday Worship 4'])
  })
})

describe('a search lists the exact title first, then titles starting with it, then the rest, each newest first', () => {
  test('sermons', async () => {
    const found = await search('sermons', 'Archive probe 0')
    expect(found.items.map((s) => s.title)).toEqual([
      'Archive probe 0',
      'Archive probe 0 revisited',
      'Notes on Archive probe 0',
      ...[145, 135, 125, 115, 105, 95, 85, 75, 65, 55, 45, 35, 25, 15, 5].map((i) => `Archive probe ${i}`),
    ])
    // Letter case and spaces around the search aside; the pages stay in this order.
    const second = await search('sermons', '  archive PROBE 0 ', '&limit=2&offset=2')
    expect(second.items.map((s) => s.title)).toEqual(['Notes on Archive probe 0', 'Archive probe 145'])
  })

  test('events, across the upcoming and past parts', async () => {
    const found = await search('events', 'Parish supper 0')
    expect(found.items.map((e) => e.title)).toEqual([
      'Parish supper 0',
      'Parish supper 0 planning',
      'Parish supper 0 again',
      'After Parish supper 0',
    ])
    const paged = await Promise.all([0, 1, 2, 3].map((offset) => search('events', 'parish supper 0', `&limit=1&offset=${offset}`)))
    expect(paged.map((page) => page.items[0].title)).toEqual(found.items.map((e) => e.title))
    expect(paged.every((page) => page.total === 4)).toBe(true)
  })

  test('recorded services', async () => {
    const found = await search('live-streams', 'Sunday Worship 0')
    expect(found.items.map((s) => s.title)).toEqual(['Sunday Worship 0', 'Sunday Worship 0 (audio only)', 'Recording of Sunday Worship 0'])
  })
})

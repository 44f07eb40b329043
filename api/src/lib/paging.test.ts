import { describe, expect, test } from 'bun:test'
import { events, liveStreams, sermons, sundayServices } from '../db/schema'
import { addDays } from '../db/seed'
import { testApp } from '../test/harness'
import { todayIn } from './dates'

// A database of its own: 150 sermons, and 150 past events with a few upcoming, as a church has after a few years.
const t = await testApp()
const admin = await t.admin()
const today = todayIn('America/Chicago')

await t.db.insert(sermons).values(
  Array.from({ length: 150 }, (_, i) => ({
    title: i === 0 ? 'The Oldest Sermon of All' : `Sermon ${i}`,
    speaker: i % 2 ? 'The Rev. Odd' : 'The Rev. Even',
    date: addDays('2020-01-05', i * 7),
  })),
)
await t.db.insert(events).values([
  ...Array.from({ length: 150 }, (_, i) => ({ title: `Past gathering ${i}`, date: addDays(today, -1 - i), location: 'Parish hall' })),
  { title: 'Christmas Eve', date: addDays(today, 30), startTime: '22:30' },
  { title: 'Parish picnic', date: addDays(today, 3) },
  // Started long ago, repeats weekly: upcoming at its next occurrence.
  { title: "Women's Bible Study", date: '2024-01-02', isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU' },
  // A rule that ended: past, at its own date.
  { title: 'Lent series', date: '2025-03-05', isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;COUNT=5' },
])
await t.db.insert(sundayServices).values(
  Array.from({ length: 60 }, (_, i) => ({
    date: addDays('2025-01-05', i * 7),
    time: '10:30',
    location: i === 0 ? 'Beach pavilion' : 'Main sanctuary',
  })),
)
await t.db.insert(liveStreams).values(
  Array.from({ length: 120 }, (_, i) => ({
    title: i === 0 ? 'First stream ever' : `Sunday Worship ${i}`,
    date: addDays('2024-01-07', i * 7),
  })),
)

const get = async (path: string) => {
  const res = await t.request('GET', path, { cookie: admin })
  expect(res.status).toBe(200)
  return res.json as { items: { title: string; date: string; nextDate?: string }[]; total: number }
}

describe("staff lists reach every row, a page at a time, with the database's count", () => {
  test('sermons: newest first, 25 to a page unless asked; the oldest is on the last page and found by search', async () => {
    const first = await get('/api/admin/sermons')
    expect(first.total).toBe(150)
    expect(first.items).toHaveLength(25)
    expect(first.items[0].title).toBe('Sermon 149')
    const last = await get('/api/admin/sermons?limit=100&offset=100')
    expect(last.items).toHaveLength(50)
    expect(last.items.at(-1)?.title).toBe('The Oldest Sermon of All')
    const found = await get('/api/admin/sermons?search=oldest')
    expect(found).toMatchObject({ total: 1, items: [{ title: 'The Oldest Sermon of All' }] })
    expect((await get('/api/admin/sermons?search=Rev.+Odd&limit=1')).total).toBe(75)
    // A search with LIKE's wildcards means the characters themselves.
    expect((await get('/api/admin/sermons?search=%25')).total).toBe(0)
  })

  test('events: upcoming first, soonest first (a repeating one at its next date), then past, most recent first', async () => {
    const first = await get('/api/admin/events?limit=5')
    expect(first.total).toBe(154)
    expect(first.items.map((e) => e.title)).toEqual([
      ...(first.items[0].title === 'Parish picnic' ? ['Parish picnic', "Women's Bible Study"] : ["Women's Bible Study", 'Parish picnic']),
      'Christmas Eve',
      'Past gathering 0',
      'Past gathering 1',
    ])
    const study = first.items.find((e) => e.title === "Women's Bible Study")
    expect(study?.nextDate && study.nextDate >= today).toBe(true)
    // The page that straddles the two parts, and the very last one.
    const straddle = await get('/api/admin/events?limit=4&offset=2')
    expect(straddle.items.map((e) => e.title)).toEqual(['Christmas Eve', 'Past gathering 0', 'Past gathering 1', 'Past gathering 2'])
    const end = await get('/api/admin/events?limit=100&offset=100')
    expect(end.items).toHaveLength(54)
    expect(end.items.map((e) => e.title).slice(-3)).toEqual(['Past gathering 148', 'Past gathering 149', 'Lent series'])
  })

  test('events: only the upcoming (the Overview), and search over both parts', async () => {
    const upcoming = await get('/api/admin/events?upcoming=true&limit=5')
    expect(upcoming.total).toBe(3)
    expect(upcoming.items.map((e) => e.title).at(-1)).toBe('Christmas Eve')
    expect((await get('/api/admin/events?search=gathering+14&limit=100')).total).toBe(11)
    expect((await get('/api/admin/events?search=christmas')).items.map((e) => e.title)).toEqual(['Christmas Eve'])
    expect((await get('/api/admin/events?search=parish')).total).toBe(151)
  })

  test('Sunday services and the live-stream archive: newest first, every one reachable, searched', async () => {
    const services = await get('/api/admin/sunday-services?limit=100&offset=50')
    expect(services.total).toBe(60)
    expect(services.items).toHaveLength(10)
    expect((await get('/api/admin/sunday-services?search=pavilion')).items.map((s) => s.date)).toEqual(['2025-01-05'])
    const streams = await get('/api/admin/live-streams?limit=100&offset=100')
    expect(streams.total).toBe(120)
    expect(streams.items.at(-1)?.title).toBe('First stream ever')
    expect((await get('/api/admin/live-streams?search=first+stream')).total).toBe(1)
  })

  test('bad paging is refused with the reason', async () => {
    for (const [path, message] of [
      ['/api/admin/sermons?limit=0', 'limit must be a whole number from 1 to 100'],
      ['/api/admin/events?offset=-1', 'offset must be a whole number'],
    ]) {
      const res = await t.request('GET', path, { cookie: admin })
      expect(res.status).toBe(422)
      expect(JSON.stringify(res.json)).toContain(message)
    }
  })
})

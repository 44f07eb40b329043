import { describe, expect, test } from 'bun:test'
import { todayIn, zonedInstant } from '../../lib/dates'
import { testApp } from '../../test/harness'
import { nextSundayService } from './service'

const ZONE = 'America/Chicago'
/** An instant on the church's clock. */
const at = (date: string, time: string) => zonedInstant(ZONE, date, time)
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

// The rule, on a database of its own and a clock of our choosing.
const f = await testApp()
const fAdmin = await f.admin()
const addService = async (app: typeof f, cookie: string, body: Record<string, unknown>) => {
  const res = await app.request('POST', '/api/admin/sunday-services', { body, cookie })
  if (res.status !== 201) throw new Error(res.text)
  return res.json as { id: string }
}
const early = await addService(f, fAdmin, { date: '2031-06-01', time: '8:00 AM', location: 'Chapel' })
const main = await addService(f, fAdmin, { date: '2031-06-01', time: '10:30 AM', location: 'Main Sanctuary' })
const following = await addService(f, fAdmin, {
  date: '2031-06-08',
  time: '10:30 AM',
  location: 'Main Sanctuary',
  youtubeUrl: 'https://www.youtube.com/watch?v=follow00001',
})
await addService(f, fAdmin, { date: '2031-05-25', time: '10:30 AM', isLive: true })
const winter = await addService(f, fAdmin, { date: '2031-12-07', time: '10:30 AM' })
const next = (now: Date) => nextSundayService(f.db, ZONE, now)

describe('the next Sunday service: which one', () => {
  test('the earliest service dated today or later on the church clock, with its start and zone', async () => {
    const shown = await next(at('2031-05-30', '12:00'))
    expect(shown).toEqual({
      id: early.id,
      date: '2031-06-01',
      time: '08:00',
      location: 'Chapel',
      youtubeUrl: '',
      isToday: false,
      isLive: false,
      startsAt: '2031-06-01T08:00:00-05:00',
      timeZoneName: 'CDT',
      stream: null,
      // Another service that day is at the usual 10:30: the usual time holds, nothing is a change.
      change: null,
      clock: '8:00 AM CDT',
    })
    // Late on Saturday evening in Florida's panhandle it is already Sunday in UTC: still the same service.
    expect((await next(at('2031-05-31', '23:30')))?.id).toBe(early.id)
    expect((await next(at('2031-12-01', '09:00')))?.timeZoneName).toBe('CST')
    expect((await next(at('2031-12-01', '09:00')))?.startsAt).toBe('2031-12-07T10:30:00-06:00')
    expect((await next(at('2031-12-01', '09:00')))?.id).toBe(winter.id)
  })

  test("today's service stays while it is on: two hours, or until a later one that day starts", async () => {
    expect(await next(at('2031-06-01', '07:00'))).toMatchObject({ id: early.id, isToday: true })
    expect((await next(at('2031-06-01', '09:59')))?.id).toBe(early.id)
    expect((await next(at('2031-06-01', '10:30')))?.id).toBe(main.id)
    expect((await next(at('2031-06-01', '12:29')))?.id).toBe(main.id)
    expect((await next(at('2031-06-01', '12:30')))?.id).toBe(following.id)
    expect(await next(at('2031-06-02', '09:00'))).toMatchObject({ id: following.id, isToday: false })
  })

  test('nothing ahead: null; a past service marked live is not shown', async () => {
    expect(await next(at('2032-01-01', '09:00'))).toBeNull()
    expect((await next(at('2031-05-26', '09:00')))?.id).toBe(early.id)
  })
})

describe('the next Sunday service: LIVE', () => {
  test('staff mark it live: LIVE, and it stays past two hours until unmarked', async () => {
    const put = (isLive: boolean) =>
      f.request('PUT', `/api/admin/sunday-services/${main.id}`, { body: { date: '2031-06-01', time: '10:30', isLive }, cookie: fAdmin })
    expect((await put(true)).status).toBe(200)
    const live = await next(at('2031-06-01', '13:00'))
    expect(live).toMatchObject({ id: main.id, isLive: true, stream: null })
    // A service marked live before its day is not LIVE.
    expect(await next(at('2031-05-30', '12:00'))).toMatchObject({ id: early.id, isLive: false })
    expect((await put(false)).status).toBe(200)
    expect((await next(at('2031-06-01', '13:00')))?.id).toBe(following.id)
  })

  test("a live stream of today marked live makes today's service LIVE and lends its link", async () => {
    const created = await f.request('POST', '/api/admin/live-streams', {
      body: { title: 'Sunday Worship — live', date: '2031-06-01', youtubeUrl: 'https://www.youtube.com/watch?v=onAir000001' },
      cookie: fAdmin,
    })
    expect(created.status).toBe(201)
    const stream = created.json as { id: string }
    // Recorded: not live.
    expect(await next(at('2031-06-01', '10:40'))).toMatchObject({ id: main.id, isLive: false, youtubeUrl: '', stream: null })
    await f.request('PATCH', `/api/admin/live-streams/${stream.id}`, { body: { isLive: true }, cookie: fAdmin })
    expect(await next(at('2031-06-01', '10:40'))).toMatchObject({
      id: main.id,
      isLive: true,
      youtubeUrl: 'https://www.youtube.com/watch?v=onAir000001',
      stream: { id: stream.id, title: 'Sunday Worship — live' },
    })
    // Not a service of another day.
    expect(await next(at('2031-06-02', '10:40'))).toMatchObject({ id: following.id, isLive: false, stream: null })
    await f.request('DELETE', `/api/admin/live-streams/${stream.id}`, { cookie: fAdmin })
  })

  test("the service's own link comes before the stream's", async () => {
    const res = await f.request('POST', '/api/admin/live-streams', {
      body: { title: 'Evening', date: '2031-06-08', isLive: true, youtubeUrl: 'https://youtu.be/streamLink1' },
      cookie: fAdmin,
    })
    expect(res.status).toBe(201)
    expect(await next(at('2031-06-08', '10:45'))).toMatchObject({
      id: following.id,
      isLive: true,
      youtubeUrl: 'https://www.youtube.com/watch?v=follow00001',
      stream: { id: res.json.id, title: 'Evening' },
    })
  })
})

describe('the next Sunday service: a one-week change from the usual time (docs/product.md#one-sunday-time)', () => {
  // The usual Sunday time is the Church tab's main service: 10:30 on the church's own list.
  test('a dated Sunday at another hour reads as this Sunday, from Saturday night until it is over', async () => {
    const moved = await addService(f, fAdmin, { date: '2031-09-14', time: '9:00 AM' })
    const change = { words: 'This Sunday at 9:00 AM', usualTime: '10:30 AM' }
    const clock = 'This Sunday at 9:00 AM CDT (usually 10:30 AM)'
    // Monday to Saturday night on the church's clock, then Sunday morning before and while it is on.
    for (const [date, time] of [
      ['2031-09-08', '09:00'],
      ['2031-09-13', '23:59'],
      ['2031-09-14', '00:01'],
      ['2031-09-14', '08:59'],
      ['2031-09-14', '10:59'],
    ]) {
      expect(await next(at(date, time))).toMatchObject({ id: moved.id, change, clock })
    }
    // Over two hours after it started: the next dated service, at the usual time, is no change.
    expect(await next(at('2031-09-14', '11:00'))).toMatchObject({ id: winter.id, change: null, clock: '10:30 AM CST' })
  })

  test("seven days ahead is next Sunday on the church's clock, further ahead its date", async () => {
    // Sunday 23:30 in Chicago is already Monday in UTC: still seven days ahead by the church's date.
    expect((await next(at('2031-09-07', '23:30')))?.change?.words).toBe('Next Sunday at 9:00 AM')
    expect((await next(at('2031-09-07', '12:00')))?.change?.words).toBe('Next Sunday at 9:00 AM')
    expect((await next(at('2031-09-01', '12:00')))?.change?.words).toBe('Sunday, Sep 14 at 9:00 AM')
  })

  test('a dated service at the usual time is no change, and the usual time is what staff set', async () => {
    const times = (await f.request('GET', '/api/church/service-times')).json as { id: string; role: string; time: string }[]
    const main = times.find((t) => t.role === 'main') as { id: string; time: string }
    const put = (time: string) =>
      f.request('PUT', `/api/admin/church/service-times/${main.id}`, { body: { ...main, time }, cookie: fAdmin })
    // (Changing the usual time moves the dated services that were at it, not this one at 9:00.)
    expect((await put('11:00')).status).toBe(200)
    expect((await next(at('2031-09-13', '12:00')))?.change).toEqual({
      words: 'This Sunday at 9:00 AM',
      usualTime: '11:00 AM',
    })
    expect((await put('09:00')).status).toBe(200)
    expect(await next(at('2031-09-13', '12:00'))).toMatchObject({ date: '2031-09-14', time: '09:00', change: null })
  })
})

// The route, on a database of its own and the real clock.
const t = await testApp()
const admin = await t.admin()
const today = todayIn(ZONE)

describe('GET /api/sunday-services/next', () => {
  test('anyone may read it; null when no service lies ahead', async () => {
    const res = await t.request('GET', '/api/sunday-services/next')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ service: null })
  })

  test('answers the next service by the church clock, and follows staff changes at once', async () => {
    await addService(t, admin, { date: addDays(today, -1), time: '10:30', isLive: true })
    const inTwoWeeks = await addService(t, admin, { date: addDays(today, 14), time: '10:30', location: 'Main Sanctuary' })
    const first = await t.request('GET', '/api/sunday-services/next')
    expect(first.status).toBe(200)
    expect(first.json.service).toMatchObject({
      id: inTwoWeeks.id,
      date: addDays(today, 14),
      time: '10:30',
      location: 'Main Sanctuary',
      isLive: false,
      stream: null,
    })
    expect(first.json.service.timeZoneName).toMatch(/^C[SD]T$/)
    const sooner = await addService(t, admin, { date: addDays(today, 7), time: '9:00 AM', location: 'Parish Hall' })
    expect((await t.request('GET', '/api/sunday-services/next')).json.service.id).toBe(sooner.id)
    await t.request('DELETE', `/api/admin/sunday-services/${sooner.id}`, { cookie: admin })
    expect((await t.request('GET', '/api/sunday-services/next')).json.service.id).toBe(inTwoWeeks.id)
  })

  test('is not read as a service id, and other spellings are not it', async () => {
    expect((await t.request('GET', '/api/sunday-services/next/')).status).toBe(404)
    expect((await t.request('GET', '/api/sunday-services/Next')).json).toEqual({ message: 'Sunday service not found' })
    expect((await t.request('POST', '/api/sunday-services/next')).status).toBe(404)
  })
})

import { afterAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { liveStreams, sermons, youtubeConfigs } from '../../db/schema'
import { createLogger } from '../../lib/log'
import { fakeVideoId, startFakeYoutube } from '../../test/fake-youtube'
import { testApp } from '../../test/harness'
import { inServiceWindow, nextSyncDelay, SUNDAY_SERVICE_WINDOW, startYoutubeSchedule, syncEveryMinutes } from './schedule'

const MIN = 60_000
const chicago = 'America/Chicago'
const at = (iso: string) => new Date(iso)

describe('when the next scheduled sync runs', () => {
  test('the Sunday service window is 9:30 a.m. to 1:00 p.m., around the 10:30 service', () => {
    expect(SUNDAY_SERVICE_WINDOW).toMatchObject({ weekday: 0, start: '09:30', end: '13:00', everyMinutes: 2 })
  })

  test.each([
    // Sunday 4 January 2026 (Central Standard Time, UTC-6)
    ['2026-01-04T15:29:00Z', 'Sunday 9:29 a.m.: the window opens in a minute', 1 * MIN],
    ['2026-01-04T15:30:00Z', 'Sunday 9:30 a.m.: in the window', 2 * MIN],
    ['2026-01-04T16:30:00Z', 'Sunday 10:30 a.m., the service', 2 * MIN],
    ['2026-01-04T18:59:59Z', 'Sunday 12:59 p.m.: still in the window', 2 * MIN],
    ['2026-01-04T19:00:00Z', 'Sunday 1:00 p.m.: the window has closed', 60 * MIN],
    ['2026-01-04T15:00:00Z', 'Sunday 9:00 a.m.', 30 * MIN],
    ['2026-01-03T15:30:00Z', 'Saturday 9:30 a.m.', 60 * MIN],
    ['2026-01-05T15:30:00Z', 'Monday 9:30 a.m.', 60 * MIN],
  ])('%s (%s)', (now, _, delay) => {
    expect(nextSyncDelay(at(now), chicago)).toBe(delay)
  })

  test('the interval is configurable, and never runs past the window opening', () => {
    expect(nextSyncDelay(at('2026-01-07T12:00:00Z'), chicago, 15)).toBe(15 * MIN)
    // Sunday midnight: the window is 9.5 hours away, sooner than a 10-hour interval.
    expect(nextSyncDelay(at('2026-01-04T06:00:00Z'), chicago, 600)).toBe(570 * MIN)
    // Saturday 11 p.m. with a weekly interval.
    expect(nextSyncDelay(at('2026-01-04T05:00:00Z'), chicago, 7 * 24 * 60)).toBe(630 * MIN)
  })

  test('the day the clocks go forward (8 March 2026): 9:30 a.m. is daylight time', () => {
    // 1:00 a.m. CST: 9:30 a.m. CDT is 7.5 real hours away, not 8.5.
    expect(nextSyncDelay(at('2026-03-08T07:00:00Z'), chicago, 600)).toBe(450 * MIN)
    expect(nextSyncDelay(at('2026-03-08T14:29:00Z'), chicago)).toBe(1 * MIN)
    expect(inServiceWindow(at('2026-03-08T14:30:00Z'), chicago)).toBe(true)
    expect(inServiceWindow(at('2026-03-08T17:59:00Z'), chicago)).toBe(true)
    expect(inServiceWindow(at('2026-03-08T18:00:00Z'), chicago)).toBe(false)
  })

  test('the day the clocks go back (1 November 2026): 9:30 a.m. is standard time', () => {
    // 12:30 a.m. CDT: 9:30 a.m. CST is 10 real hours away, not 9.
    expect(nextSyncDelay(at('2026-11-01T05:30:00Z'), chicago, 720)).toBe(600 * MIN)
    expect(nextSyncDelay(at('2026-11-01T15:29:00Z'), chicago)).toBe(1 * MIN)
    expect(inServiceWindow(at('2026-11-01T15:30:00Z'), chicago)).toBe(true)
    expect(inServiceWindow(at('2026-11-01T14:30:00Z'), chicago)).toBe(false)
  })

  test('the window is on the church’s clock, not the server’s or UTC', () => {
    const sundayTenEastern = at('2026-01-04T15:00:00Z')
    expect(inServiceWindow(sundayTenEastern, 'America/New_York')).toBe(true)
    expect(inServiceWindow(sundayTenEastern, chicago)).toBe(false)
    // Sunday 11 a.m. in Auckland is Saturday in UTC.
    expect(inServiceWindow(at('2026-01-03T22:00:00Z'), 'Pacific/Auckland')).toBe(true)
  })

  test('only the live-stream archive speeds up in the window', () => {
    const service = at('2026-01-04T16:30:00Z')
    expect(syncEveryMinutes('live_streams', service, chicago, 60)).toBe(2)
    expect(syncEveryMinutes('sermons', service, chicago, 60)).toBe(60)
    expect(syncEveryMinutes('live_streams', at('2026-01-05T16:30:00Z'), chicago, 60)).toBe(60)
  })
})

const fake = await startFakeYoutube()
afterAll(() => fake.stop())
const t = await testApp({ YOUTUBE_API_KEY: fake.key, YOUTUBE_API_BASE_URL: fake.baseUrl, YOUTUBE_SERMONS_PLAYLIST_ID: 'PLsermons' })
const admin = await t.admin()
const log = createLogger('silent')
const sermonIds = Array.from({ length: 3 }, (_, i) => fakeVideoId('sch', i))
const streamIds = Array.from({ length: 2 }, (_, i) => fakeVideoId('stm', i))
fake.addVideos(...[...sermonIds, ...streamIds].map((id) => ({ id, title: `Video ${id}` })))
fake.setPlaylist('PLsermons', sermonIds)
fake.setPlaylist('PLlive', streamIds)

const playlist = async (type: 'sermons' | 'live_streams') =>
  (await t.db.select().from(youtubeConfigs).where(eq(youtubeConfigs.type, type)))[0]
const count = async (table: typeof sermons | typeof liveStreams) => (await t.db.select({ id: table.id }).from(table)).length

describe('the scheduled sync', () => {
  test('without a YOUTUBE_API_KEY it never runs', async () => {
    const schedule = startYoutubeSchedule({ config: { ...t.config, youtubeApiKey: undefined }, database: t.database, log, firstDelayMs: 0 })
    await Bun.sleep(50)
    await schedule.runNow()
    await schedule.stop()
    expect(fake.requests).toHaveLength(0)
    expect(await count(sermons)).toBe(0)
  })

  test('it syncs the configured playlists on its own, and one given an id later without a restart', async () => {
    const schedule = startYoutubeSchedule({ config: t.config, database: t.database, log, firstDelayMs: 0 })
    try {
      for (let i = 0; i < 300 && (await playlist('sermons'))?.lastSyncStatus !== 'ok'; i++) await Bun.sleep(20)
      expect(await playlist('sermons')).toMatchObject({ lastSyncStatus: 'ok', lastSyncMessage: 'Synced 3 videos (3 new, 0 updated)' })
      expect(await count(sermons)).toBe(3)
      // The live-stream archive has no playlist id yet: nothing asked of YouTube for it.
      expect(fake.requests.filter((url) => url.searchParams.get('playlistId') === 'PLlive')).toHaveLength(0)

      const live = await playlist('live_streams')
      const saved = await t.request('PUT', `/api/admin/youtube-configs/${live.id}`, {
        cookie: admin,
        body: { name: live.name, playlistId: 'PLlive', isActive: true },
      })
      expect(saved.status).toBe(200)
      fake.clearRequests()
      await schedule.runNow()
      expect(await playlist('live_streams')).toMatchObject({ lastSyncStatus: 'ok', lastSyncMessage: 'Synced 2 videos (2 new, 0 updated)' })
      expect(await count(liveStreams)).toBe(2)
      // The sermons were synced moments ago: not due again.
      expect(fake.requests.filter((url) => url.searchParams.get('playlistId') === 'PLsermons')).toHaveLength(0)
    } finally {
      await schedule.stop()
    }
  })

  test('an inactive playlist is left alone', async () => {
    await t.db.update(youtubeConfigs).set({ lastSyncedAt: null, isActive: false })
    const schedule = startYoutubeSchedule({ config: t.config, database: t.database, log, firstDelayMs: 60 * MIN })
    fake.clearRequests()
    await schedule.runNow()
    await schedule.stop()
    expect(fake.requests).toHaveLength(0)
    await t.db.update(youtubeConfigs).set({ isActive: true })
  })

  test('two instances looking at once: each playlist is synced once', async () => {
    await t.db.update(youtubeConfigs).set({ lastSyncedAt: null })
    const first = startYoutubeSchedule({ config: t.config, database: t.database, log, firstDelayMs: 60 * MIN })
    const second = startYoutubeSchedule({ config: t.config, database: t.database, log, firstDelayMs: 60 * MIN })
    fake.clearRequests()
    await Promise.all([first.runNow(), second.runNow()])
    await Promise.all([first.stop(), second.stop()])
    const firstPages = (id: string) => fake.requestsTo('playlistItems').filter((url) => url.searchParams.get('playlistId') === id)
    expect(firstPages('PLsermons')).toHaveLength(1)
    expect(firstPages('PLlive')).toHaveLength(1)
  })

  test('stopping the server stops a sync in flight: nothing of it is written', async () => {
    await t.db.update(youtubeConfigs).set({ lastSyncedAt: null })
    const added = fakeVideoId('stp', 1)
    fake.addVideos({ id: added, title: 'Added just before shutdown' })
    fake.setPlaylist('PLsermons', [...sermonIds, added])
    const schedule = startYoutubeSchedule({ config: t.config, database: t.database, log, firstDelayMs: 60 * MIN })
    const release = fake.hold()
    fake.clearRequests()
    const looking = schedule.runNow()
    for (let i = 0; i < 200 && fake.requests.length === 0; i++) await Bun.sleep(10)
    const started = Date.now()
    await schedule.stop()
    release()
    await looking
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await count(sermons)).toBe(3)
    expect(await playlist('sermons')).toMatchObject({
      lastSyncStatus: 'failed',
      lastSyncMessage: 'The sync was stopped because the server is shutting down. Nothing was changed.',
    })
  })
})

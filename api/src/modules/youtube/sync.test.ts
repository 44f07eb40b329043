import { afterAll, describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { createApp } from '../../app'
import { type Database, openDatabase } from '../../db/client'
import { liveStreams, sermons, youtubeConfigs } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { createLogger } from '../../lib/log'
import { closedAddress, type FakeVideo, fakeVideoId, startFakeYoutube, youtubeErrors } from '../../test/fake-youtube'
import { testApp, testDatabaseKind } from '../../test/harness'
import { QUOTA_USED_UP, youtubeSource } from './data-api'
import { syncLockName, syncPlaylistNow } from './sync'

const fake = await startFakeYoutube()
afterAll(() => fake.stop())
const t = await testApp({
  YOUTUBE_API_KEY: fake.key,
  YOUTUBE_API_BASE_URL: fake.baseUrl,
  YOUTUBE_SERMONS_PLAYLIST_ID: 'PLsermons',
  YOUTUBE_LIVE_PLAYLIST_ID: 'PLlive',
})
const admin = await t.admin()
// The two playlist rows exist once someone has looked at them.
await t.request('GET', '/api/youtube-configs', { cookie: admin })

const syncPlaylist = (playlistId: string, type = 'sermons', maxResults = 50) =>
  t.request('POST', '/api/admin/youtube/sync-playlist', { body: { playlistId, type, maxResults }, cookie: admin })
const syncChannel = (body: Record<string, unknown>) => t.request('POST', '/api/admin/youtube/sync', { body, cookie: admin })
const sermonCount = async () => (await t.db.select({ id: sermons.id }).from(sermons)).length
const sermonFor = async (videoId: string) => (await t.db.select().from(sermons).where(eq(sermons.youtubeVideoId, videoId)))[0]
const streamFor = async (videoId: string) => (await t.db.select().from(liveStreams).where(eq(liveStreams.youtubeVideoId, videoId)))[0]
const playlistRow = async (type: 'sermons' | 'live_streams') =>
  (await t.db.select().from(youtubeConfigs).where(eq(youtubeConfigs.type, type)))[0]
const maxres = (id: string) => `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`

// The sermons playlist: 123 weekly sermons, one published each Sunday morning (10:30 a.m. Central).
const sermonIds = Array.from({ length: 123 }, (_, i) => fakeVideoId('srm', i))
const sunday = (i: number) => new Date(Date.UTC(2024, 0, 7 + 7 * i, 16, 30)).toISOString()
const sermonVideos: FakeVideo[] = sermonIds.map((id, i) => ({
  id,
  title: `Sunday Sermon ${i + 1}`,
  description: `Our sermon for week ${i + 1}.`,
  publishedAt: sunday(i),
  duration: i === 0 ? 'PT1H5M23S' : 'PT42M7S',
}))
fake.addVideos(...sermonVideos)
fake.setPlaylist('PLsermons', sermonIds)

describe('syncing the sermons playlist', () => {
  test('123 videos over three pages: every one read, details 50 at a time, and exact counts', async () => {
    // Three sermons staff already entered by hand for the same videos, without description or duration.
    for (const i of [0, 1, 2]) {
      const res = await t.request('POST', '/api/admin/sermons', {
        cookie: admin,
        body: {
          title: `Sunday Sermon ${i + 1}`,
          speaker: 'Rev. Hand Entered',
          date: sunday(i).slice(0, 10),
          youtubeUrl: `https://youtu.be/${sermonIds[i]}`,
          thumbnailUrl: maxres(sermonIds[i]),
        },
      })
      expect(res.status).toBe(201)
    }
    fake.clearRequests()

    const res = await syncPlaylist('PLsermons')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ message: 'Synced 123 videos (120 new, 3 updated)', created: 120, updated: 3, skipped: 0 })

    const pages = fake.requestsTo('playlistItems')
    expect(pages).toHaveLength(3)
    expect(pages.map((url) => url.searchParams.get('maxResults'))).toEqual(['50', '50', '50'])
    expect(pages[0].searchParams.get('pageToken')).toBeNull()
    expect(pages[1].searchParams.get('pageToken')).toBeTruthy()
    expect(pages.every((url) => url.searchParams.get('playlistId') === 'PLsermons' && url.searchParams.get('key') === fake.key)).toBe(true)
    const batches = fake.requestsTo('videos').map((url) => url.searchParams.getAll('id').join(',').split(','))
    expect(batches.map((ids) => ids.length)).toEqual([50, 50, 23])
    expect(batches.flat()).toEqual(sermonIds)

    expect(await sermonCount()).toBe(123)
    const first = await sermonFor(sermonIds[0])
    expect(first).toMatchObject({ title: 'Sunday Sermon 1', date: '2024-01-07', duration: '1:05:23', speaker: 'Rev. Hand Entered' })
    // Made by hand: only its blank fields were filled, and only those are YouTube's from now on.
    expect(first.description).toBe('Our sermon for week 1.')
    expect(first.youtubeUrl).toBe(`https://youtu.be/${sermonIds[0]}`)
    expect(first.youtubeSynced).toEqual({ description: 'Our sermon for week 1.', duration: '1:05:23' })

    // What YouTube says of the tenth is both the sermon and the record of what the sync last wrote.
    const fromYouTube = {
      title: 'Sunday Sermon 10',
      description: 'Our sermon for week 10.',
      date: '2024-03-10',
      duration: '42:07',
      thumbnailUrl: maxres(sermonIds[9]),
      youtubeUrl: `https://www.youtube.com/watch?v=${sermonIds[9]}`,
    }
    const tenth = await sermonFor(sermonIds[9])
    expect(tenth).toMatchObject({ ...fromYouTube, speaker: '' })
    expect(tenth.youtubeSynced).toEqual(fromYouTube)

    const row = await playlistRow('sermons')
    expect(row).toMatchObject({ lastSyncStatus: 'ok', lastSyncMessage: 'Synced 123 videos (120 new, 3 updated)' })
    expect(Date.now() - (row.lastSyncedAt as Date).getTime()).toBeLessThan(60_000)
  })

  test('a second run creates nothing and changes nothing', async () => {
    const before = await t.db.select({ id: sermons.id, updatedAt: sermons.updatedAt }).from(sermons)
    const res = await syncPlaylist('PLsermons')
    expect(res.status).toBe(200)
    expect(res.json.message).toBe('Synced 123 videos (0 new, 0 updated)')
    const after = await t.db.select({ id: sermons.id, updatedAt: sermons.updatedAt }).from(sermons)
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort())
    expect(after.map((r) => r.updatedAt.getTime()).sort()).toEqual(before.map((r) => r.updatedAt.getTime()).sort())
  })

  test('a title staff edited survives a re-sync while the untouched description follows YouTube', async () => {
    const sermon = await sermonFor(sermonIds[20])
    const edit = await t.request('PUT', `/api/admin/sermons/${sermon.id}`, {
      cookie: admin,
      body: { title: 'The Sower, edited by staff', speaker: 'Fr. Tom', date: sermon.date },
    })
    expect(edit.status).toBe(200)
    fake.updateVideo(sermonIds[20], { title: 'Sunday Sermon 21 (new YouTube title)', description: 'A better description.' })

    const res = await syncPlaylist('PLsermons')
    expect(res.json.message).toBe('Synced 123 videos (0 new, 1 updated, 1 left as edited)')
    const after = await sermonFor(sermonIds[20])
    expect(after).toMatchObject({ title: 'The Sower, edited by staff', speaker: 'Fr. Tom', description: 'A better description.' })
    // The old snapshot stays, so the title stays "edited" on every later sync.
    expect(after.youtubeSynced).toMatchObject({ title: 'Sunday Sermon 21', description: 'A better description.' })
    expect((await syncPlaylist('PLsermons')).json.message).toBe('Synced 123 videos (0 new, 0 updated, 1 left as edited)')
  })

  test('no partial writes: when page 2 or a details batch fails, nothing is written', async () => {
    const newIds = Array.from({ length: 60 }, (_, i) => fakeVideoId('new', i))
    fake.addVideos(...newIds.map((id, i) => ({ id, title: `New Sermon ${i}`, publishedAt: sunday(130 + i) })))
    // The new videos come first, so page 1 is all new ones.
    fake.setPlaylist('PLsermons', [...newIds, ...sermonIds])
    const before = await sermonCount()

    fake.answer((url) => url.pathname.endsWith('/playlistItems') && url.searchParams.has('pageToken'), youtubeErrors.quotaExceeded)
    const page2 = await syncPlaylist('PLsermons')
    expect(page2.status).toBe(503)
    expect(page2.json.message).toBe(QUOTA_USED_UP)
    expect(await sermonCount()).toBe(before)
    expect(await playlistRow('sermons')).toMatchObject({ lastSyncStatus: 'failed', lastSyncMessage: QUOTA_USED_UP })

    let batch = 0
    fake.answer((url) => url.pathname.endsWith('/videos') && ++batch === 2, youtubeErrors.backendError)
    const details = await syncPlaylist('PLsermons')
    expect(details.status).toBe(502)
    expect(details.json.message).toBe(
      'YouTube answered with an error: "The service is currently unavailable." (backendError). Nothing was changed.',
    )
    expect(await sermonCount()).toBe(before)
    expect(await sermonFor(newIds[0])).toBeUndefined()

    const ok = await syncPlaylist('PLsermons')
    expect(ok.json.message).toBe('Synced 183 videos (60 new, 0 updated, 1 left as edited)')
    expect(await sermonCount()).toBe(before + 60)
    expect(await playlistRow('sermons')).toMatchObject({ lastSyncStatus: 'ok', lastSyncMessage: ok.json.message })
  })

  test('speaker, scripture and series are read from the title and description; dates are Sunday in Central time', async () => {
    const id = fakeVideoId('prs', 1)
    fake.addVideos({
      id,
      title: 'Advent 2026: Week 1 – Keep Awake | Rev. Jane Doe',
      description: 'Scripture: Mark 13:24-37\n\nSee you Sunday.',
      // 9:15 p.m. Sunday in Santa Rosa Beach is already Monday in UTC (and it is the day clocks changed).
      publishedAt: '2026-03-09T02:15:00Z',
      duration: 'PT1H5M23S',
    })
    fake.setPlaylist('PLparse', [id])
    const res = await syncPlaylist('PLparse')
    expect(res.json.message).toBe('Synced 1 video (1 new, 0 updated)')
    expect(await sermonFor(id)).toMatchObject({
      title: 'Keep Awake',
      speaker: 'Rev. Jane Doe',
      scripture: 'Mark 13:24-37',
      series: 'Advent 2026',
      date: '2026-03-08',
      duration: '1:05:23',
    })
    // A playlist that is not one of the two configured ones leaves their last-sync rows alone.
    expect((await playlistRow('sermons')).lastSyncStatus).toBe('ok')
  })

  test('private and deleted videos are skipped and counted', async () => {
    const ids = [fakeVideoId('pub', 1), fakeVideoId('pub', 2), fakeVideoId('pub', 3)]
    fake.addVideos(...ids.map((id) => ({ id, title: `Public ${id}` })))
    fake.setPlaylist('PLmixed', [ids[0], fakeVideoId('prv', 1), ids[1], fakeVideoId('del', 1), ids[2]])
    const res = await syncPlaylist('PLmixed')
    expect(res.json.message).toBe('Synced 3 videos (3 new, 0 updated); skipped 2 private or deleted videos')
    expect(await sermonFor(fakeVideoId('prv', 1))).toBeUndefined()
  })
})

describe('syncing the live-stream archive', () => {
  const [onAir, soon, recorded] = [fakeVideoId('liv', 1), fakeVideoId('liv', 2), fakeVideoId('liv', 3)]
  fake.addVideos(
    {
      id: onAir,
      title: 'Holy Eucharist, Easter Day',
      live: 'live',
      actualStartTime: '2026-04-05T15:28:00Z',
      publishedAt: '2026-04-05T15:28:00Z',
    },
    { id: soon, title: 'Evensong', live: 'upcoming', scheduledStartTime: '2026-04-12T22:00:00Z', publishedAt: '2026-04-06T12:00:00Z' },
    {
      id: recorded,
      title: 'Palm Sunday',
      duration: 'PT1H12M3S',
      actualStartTime: '2026-03-29T15:30:00Z',
      actualEndTime: '2026-03-29T16:42:00Z',
      publishedAt: '2026-03-27T12:00:00Z',
    },
  )
  fake.setPlaylist('PLlive', [onAir, soon, recorded])

  test('isLive, duration and date come from the live state', async () => {
    const res = await syncPlaylist('PLlive', 'live_streams')
    expect(res.status).toBe(200)
    expect(res.json.message).toBe('Synced 3 videos (3 new, 0 updated)')
    expect(await streamFor(onAir)).toMatchObject({ isLive: true, duration: '', date: '2026-04-05' })
    expect(await streamFor(soon)).toMatchObject({ isLive: false, duration: '', date: '2026-04-12' })
    // Started at 10:30 a.m. Central: the stream's date, not the day it was uploaded.
    expect(await streamFor(recorded)).toMatchObject({ isLive: false, duration: '1:12:03', date: '2026-03-29' })
    expect(await playlistRow('live_streams')).toMatchObject({ lastSyncStatus: 'ok', lastSyncMessage: res.json.message })
    expect(await sermonFor(onAir)).toBeUndefined()
  })

  test('the live state flips when the stream ends, and always follows YouTube', async () => {
    const marked = await t.request('PATCH', `/api/admin/live-streams/${(await streamFor(recorded)).id}`, {
      cookie: admin,
      body: { isLive: true },
    })
    expect(marked.status).toBe(200)
    fake.updateVideo(onAir, { live: 'none', duration: 'PT1H15M', actualEndTime: '2026-04-05T16:43:00Z' })

    const res = await syncPlaylist('PLlive', 'live_streams')
    expect(res.json.message).toBe('Synced 3 videos (0 new, 2 updated)')
    expect(await streamFor(onAir)).toMatchObject({ isLive: false, duration: '1:15:00' })
    expect((await streamFor(recorded)).isLive).toBe(false)
  })
})

describe('the channel sync', () => {
  const uploads = Array.from({ length: 30 }, (_, i) => fakeVideoId('upl', i))
  fake.addVideos(...uploads.map((id, i) => ({ id, title: `Upload ${i}`, publishedAt: sunday(200 - i) })))
  fake.setPlaylist('UUchurch', uploads)
  fake.addChannel('UCchurch', 'UUchurch')

  test("the channel's latest uploads become sermons: 20 unless asked for another number", async () => {
    fake.clearRequests()
    const res = await syncChannel({ channelId: 'UCchurch' })
    expect(res.status).toBe(200)
    expect(res.json.message).toBe('Synced 20 videos (20 new, 0 updated)')
    expect(fake.requestsTo('channels')[0].searchParams.get('id')).toBe('UCchurch')
    const pages = fake.requestsTo('playlistItems')
    expect(pages).toHaveLength(1)
    expect(pages[0].searchParams.get('playlistId')).toBe('UUchurch')
    expect(pages[0].searchParams.get('maxResults')).toBe('20')
    expect(await sermonFor(uploads[19])).toBeDefined()
    expect(await sermonFor(uploads[20])).toBeUndefined()

    const five = await syncChannel({ channelId: 'UCchurch', maxResults: 5 })
    expect(five.json.message).toBe('Synced 5 videos (0 new, 0 updated)')
  })

  test('an unknown channel is 404 naming it, and nothing is written', async () => {
    const before = await sermonCount()
    const res = await syncChannel({ channelId: 'UCnobody' })
    expect(res.status).toBe(404)
    expect(res.json.message).toBe('YouTube has no channel with the ID "UCnobody". Check the channel ID (it starts with UC).')
    expect(await sermonCount()).toBe(before)
  })
})

describe('failures: a clear message, nothing written, and the server stays up', () => {
  const cases: [string, () => void, number, string][] = [
    ['the quota is used up', () => fake.answer(() => true, youtubeErrors.quotaExceeded), 503, QUOTA_USED_UP],
    [
      'the playlist is not found',
      () => fake.answer(() => true, youtubeErrors.playlistNotFound),
      404,
      'YouTube has no public playlist with the ID "PLsermons" (it may be private or deleted). Check the playlist ID.',
    ],
    [
      'the key is refused',
      () => fake.answer(() => true, youtubeErrors.keyInvalid),
      503,
      'YouTube refused the server\'s YOUTUBE_API_KEY ("API key not valid. Please pass a valid API key."). Ask whoever runs the server to check the key and that the YouTube Data API is enabled for it.',
    ],
    [
      'a proxy answers with an HTML page',
      () => fake.answer(() => true, youtubeErrors.htmlGateway),
      502,
      'YouTube answered with HTTP 502 and no readable reason. Nothing was changed; try again later.',
    ],
    [
      'the JSON is cut off',
      () => fake.answer((url) => url.pathname.endsWith('/videos'), youtubeErrors.truncated),
      502,
      "YouTube's answer (video details) could not be read: it is not JSON. Nothing was changed; try again later.",
    ],
    [
      'a video has no title',
      () =>
        fake.answer(
          (url) => url.pathname.endsWith('/videos'),
          () => Response.json({ items: [{ id: sermonIds[0], snippet: { publishedAt: '2026-01-04T16:30:00Z' } }] }),
        ),
      502,
      'YouTube\'s answer (video details) could not be read: items.0.snippet.title: Invalid key: Expected "title" but received undefined. Nothing was changed; try again later.',
    ],
  ]

  test.each(cases)('%s', async (_, arrange, status, message) => {
    fake.updateVideo(sermonIds[5], { description: 'Changed on YouTube: would be written if the sync went through.' })
    const before = await sermonCount()
    arrange()
    const res = await syncPlaylist('PLsermons')
    expect(res.status).toBe(status)
    expect(res.json).toEqual({ message })
    expect(await sermonCount()).toBe(before)
    expect((await sermonFor(sermonIds[5])).description).toBe('Our sermon for week 6.')
    expect(await playlistRow('sermons')).toMatchObject({ lastSyncStatus: 'failed', lastSyncMessage: message })
    expect((await t.request('GET', '/api/health')).status).toBe(200)
  })

  test('the network is down: 503 naming it, recorded on the playlist', async () => {
    const deps = { database: t.database, log: createLogger('silent'), config: { ...t.config, youtubeApiBaseUrl: await closedAddress() } }
    const failure = await syncPlaylistNow(deps, { playlistId: 'PLsermons', type: 'sermons' }).catch((e) => e)
    expect(failure).toBeInstanceOf(HttpError)
    expect(failure.status).toBe(503)
    expect(failure.message).toBe('YouTube could not be reached: the connection was refused. Nothing was changed; try again later.')
    expect(await playlistRow('sermons')).toMatchObject({ lastSyncStatus: 'failed', lastSyncMessage: failure.message })
  })

  test('YouTube not answering in time: 503 naming the wait, without retrying', async () => {
    const source = youtubeSource({ apiKey: fake.key, baseUrl: fake.baseUrl, timeoutMs: 300 })
    const release = fake.hold()
    fake.clearRequests()
    const started = Date.now()
    const failure = await source.playlistVideoIds('PLsermons', { pageSize: 50 }).catch((e) => e)
    release()
    expect(failure).toBeInstanceOf(HttpError)
    expect(failure.message).toBe(
      'YouTube could not be reached: it did not answer within 0.3 seconds. Nothing was changed; try again later.',
    )
    expect(Date.now() - started).toBeLessThan(3000)
    expect(fake.requestsTo('playlistItems')).toHaveLength(1)
  })

  test('after the failures the next sync works again', async () => {
    const res = await syncPlaylist('PLsermons')
    expect(res.status).toBe(200)
    expect(res.json.message).toBe('Synced 183 videos (0 new, 1 updated, 1 left as edited)')
    expect((await sermonFor(sermonIds[5])).description).toBe('Changed on YouTube: would be written if the sync went through.')
  })
})

describe('one sync at a time', () => {
  /** Waits until the fake has seen `n` more requests (the first sync is really under way). */
  async function requestsArrive(n: number) {
    const target = fake.requests.length + n
    for (let i = 0; i < 200 && fake.requests.length < target; i++) await Bun.sleep(10)
  }

  test('a second sync of the same playlist is 409 while the first runs; other playlists are not held up', async () => {
    const release = fake.hold()
    const first = syncPlaylist('PLsermons')
    await requestsArrive(1)
    const second = await syncPlaylist('PLsermons')
    expect(second.status).toBe(409)
    expect(second.json.message).toBe('A sync of this playlist is already running')
    const channel = await syncChannel({ channelId: 'UCchurch' })
    expect(channel.status).toBe(409)
    expect(channel.json.message).toBe('A sermon sync is already running; try again when it has finished')
    const live = syncPlaylist('PLlive', 'live_streams')
    await requestsArrive(1)
    release()
    expect((await first).status).toBe(200)
    expect((await live).status).toBe(200)
    // The lock is free again.
    expect((await syncPlaylist('PLsermons')).status).toBe(200)
  })

  test('the lock is freed when the work fails', async () => {
    const failed = await t.database
      .withExclusiveLock(syncLockName('sermons'), async () => {
        throw new Error('boom')
      })
      .catch((e) => e)
    expect(failed.message).toBe('boom')
    const again = await t.database.withExclusiveLock(syncLockName('sermons'), async () => 'ran')
    expect(again).toEqual({ acquired: true, value: 'ran' })
  })

  test.if(testDatabaseKind === 'postgres')('two server instances on one PostgreSQL database: only one runs a sync', async () => {
    const [{ name }] = (await t.db.execute(sql`select current_database() as name`)) as unknown as { name: string }[]
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${name}`
    const other: Database = await openDatabase({ url: url.toString() })
    try {
      const second = createApp({ config: t.config, database: other, log: createLogger('silent') })
      const viaSecond = () =>
        second.handle(
          new Request('http://localhost/api/admin/youtube/sync-playlist', {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: admin },
            body: JSON.stringify({ playlistId: 'PLsermons', type: 'sermons', maxResults: 50 }),
          }),
        )
      const release = fake.hold()
      const first = syncPlaylist('PLsermons')
      await requestsArrive(1)
      const refused = await viaSecond()
      expect(refused.status).toBe(409)
      expect(await refused.json()).toEqual({ message: 'A sync of this playlist is already running' })
      release()
      expect((await first).status).toBe(200)
      expect((await viaSecond()).status).toBe(200)

      // And the lock itself, held by one instance, is refused to the other until it is freed.
      let free = () => {}
      const holding = t.database.withExclusiveLock('youtube-sync:test', () => new Promise<void>((done) => (free = done)))
      await Bun.sleep(50)
      expect(await other.withExclusiveLock('youtube-sync:test', async () => 'ran')).toEqual({ acquired: false })
      free()
      await holding
      expect(await other.withExclusiveLock('youtube-sync:test', async () => 'ran')).toEqual({ acquired: true, value: 'ran' })
    } finally {
      await other.close()
    }
  })
})

import { afterAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { loadConfig } from '../../config'
import { youtubeConfigs } from '../../db/schema'
import { noSuchId } from '../../test/examples'
import { startFakeYoutube } from '../../test/fake-youtube'
import { testApp } from '../../test/harness'

const t = await testApp({ YOUTUBE_SERMONS_PLAYLIST_ID: 'PLsermons123', YOUTUBE_LIVE_PLAYLIST_ID: 'PLlive456' })
const admin = await t.admin()
const member = await t.signIn('member@example.org')
// A server that has been given a YouTube API key (and talks to a fake YouTube on loopback).
const fake = await startFakeYoutube()
afterAll(() => fake.stop())
const keyed = await testApp({ YOUTUBE_API_KEY: fake.key, YOUTUBE_API_BASE_URL: fake.baseUrl })
const keyedAdmin = await keyed.admin()

const configs = () => t.request('GET', '/api/youtube-configs', { cookie: admin })

describe('playlist configs', () => {
  test('the two playlists are listed once each, even when read twice or at the same moment', async () => {
    const first = await configs()
    expect(first.status).toBe(200)
    expect(first.json.map((c: { type: string }) => c.type).sort()).toEqual(['live_streams', 'sermons'])
    const byType = Object.fromEntries(first.json.map((c: { type: string }) => [c.type, c]))
    expect(byType.sermons.playlistId).toBe('PLsermons123')
    expect(byType.live_streams.playlistId).toBe('PLlive456')

    const second = await configs()
    expect(second.json).toHaveLength(2)
    expect(second.json.map((c: { id: string }) => c.id).sort()).toEqual(first.json.map((c: { id: string }) => c.id).sort())
    const together = await Promise.all([configs(), configs(), configs()])
    for (const res of together) {
      expect(res.status).toBe(200)
      expect(res.json).toHaveLength(2)
    }
    expect(await t.db.select().from(youtubeConfigs)).toHaveLength(2)
  })

  test('an admin edits a playlist id; reading again keeps the edit', async () => {
    const sermons = (await configs()).json.find((c: { type: string }) => c.type === 'sermons')
    const res = await t.request('PUT', `/api/admin/youtube-configs/${sermons.id}`, {
      body: { name: 'Sunday sermons', playlistId: 'PLnewPlaylist', isActive: true },
      cookie: admin,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ id: sermons.id, type: 'sermons', name: 'Sunday sermons', playlistId: 'PLnewPlaylist' })
    const after = (await configs()).json
    expect(after).toHaveLength(2)
    expect(after.find((c: { type: string }) => c.type === 'sermons')).toMatchObject({ playlistId: 'PLnewPlaylist', name: 'Sunday sermons' })
    // The other playlist is untouched.
    expect(after.find((c: { type: string }) => c.type === 'live_streams').playlistId).toBe('PLlive456')
  })

  test('a new playlist id starts with no last sync; saving the same id keeps it', async () => {
    const live = (await configs()).json.find((c: { type: string }) => c.type === 'live_streams')
    const syncedAt = new Date('2026-01-04T16:45:00Z')
    await t.db
      .update(youtubeConfigs)
      .set({ lastSyncedAt: syncedAt, lastSyncStatus: 'ok', lastSyncMessage: 'Synced 3 videos (3 new, 0 updated)' })
      .where(eq(youtubeConfigs.id, live.id))
    const put = (body: Record<string, unknown>) => t.request('PUT', `/api/admin/youtube-configs/${live.id}`, { body, cookie: admin })

    const renamed = await put({ name: 'Services', playlistId: live.playlistId, isActive: true })
    expect(renamed.json).toMatchObject({ name: 'Services', lastSyncStatus: 'ok', lastSyncMessage: 'Synced 3 videos (3 new, 0 updated)' })
    expect(new Date(renamed.json.lastSyncedAt).getTime()).toBe(syncedAt.getTime())

    const moved = await put({ name: 'Services', playlistId: 'PLanother', isActive: true })
    expect(moved.json).toMatchObject({ playlistId: 'PLanother', lastSyncedAt: null, lastSyncStatus: '', lastSyncMessage: '' })
    await put({ name: live.name, playlistId: live.playlistId, isActive: true })
  })

  test('editing needs a name; unknown and malformed ids are 404', async () => {
    const live = (await configs()).json.find((c: { type: string }) => c.type === 'live_streams')
    const bad = await t.request('PUT', `/api/admin/youtube-configs/${live.id}`, { body: { name: ' ', playlistId: 'X' }, cookie: admin })
    expect(bad.status).toBe(422)
    expect(bad.json.fields.name).toBe('Name is required')
    for (const id of [noSuchId, 'nope']) {
      await t.expectNotFound(admin, 'Playlist not found', [['PUT', `/api/admin/youtube-configs/${id}`, { name: 'N', playlistId: 'X' }]])
    }
  })

  test('playlist configs are for admins only', async () => {
    const id = (await configs()).json[0].id
    await t.expectAdminOnly(member, [
      ['GET', '/api/youtube-configs'],
      ['PUT', `/api/admin/youtube-configs/${id}`, { name: 'N', playlistId: 'X' }],
    ])
  })
})

describe('connection', () => {
  test('the status says whether the server has a YouTube API key, never the key; admins only', async () => {
    expect((await t.request('GET', '/api/admin/youtube/status', { cookie: admin })).json).toEqual({ connected: false })
    const withKey = await keyed.request('GET', '/api/admin/youtube/status', { cookie: keyedAdmin })
    expect(withKey.json).toEqual({ connected: true })
    expect(withKey.text).not.toContain(fake.key)
    await t.expectAdminOnly(member, [['GET', '/api/admin/youtube/status']])
  })
})

describe('syncing', () => {
  test('the channel sync needs a channel id', async () => {
    for (const body of [{}, { channelId: '   ' }]) {
      const res = await t.request('POST', '/api/admin/youtube/sync', { body, cookie: admin })
      expect(res.status).toBe(422)
      expect(res.json.message).toBe('YouTube Channel ID is required')
      expect(res.json.fields.channelId).toBe('YouTube Channel ID is required')
    }
  })

  test('maxResults must be 1 to 50', async () => {
    for (const maxResults of [0, 51, -1, 2.5, 'many']) {
      const channel = await keyed.request('POST', '/api/admin/youtube/sync', {
        body: { channelId: 'UC123', maxResults },
        cookie: keyedAdmin,
      })
      expect(channel.status).toBe(422)
      expect(channel.json.fields.maxResults).toBe('Max results must be a number from 1 to 50')
      const playlist = await keyed.request('POST', '/api/admin/youtube/sync-playlist', {
        body: { playlistId: 'PL1', type: 'sermons', maxResults },
        cookie: keyedAdmin,
      })
      expect(playlist.status).toBe(422)
      expect(playlist.json.fields.maxResults).toBe('Max results must be a number from 1 to 50')
    }
    // 1 and 50 are accepted: the request reaches YouTube, which knows no such channel.
    for (const maxResults of [1, 50, '20']) {
      const res = await keyed.request('POST', '/api/admin/youtube/sync', { body: { channelId: 'UC123', maxResults }, cookie: keyedAdmin })
      expect(res.status).toBe(404)
      expect(res.json.message).toContain('"UC123"')
    }
    expect(fake.requestsTo('channels')).toHaveLength(3)
  })

  test('the playlist sync checks its type', async () => {
    const res = await t.request('POST', '/api/admin/youtube/sync-playlist', {
      body: { playlistId: 'PL1', type: 'podcasts' },
      cookie: admin,
    })
    expect(res.status).toBe(422)
    expect(res.json.fields.type).toBe('Type must be sermons or live_streams')
  })

  test('without a YOUTUBE_API_KEY the sync is 503 and says what is missing', async () => {
    const playlist = await t.request('POST', '/api/admin/youtube/sync-playlist', {
      body: { playlistId: 'PL1', type: 'sermons', maxResults: 50 },
      cookie: admin,
    })
    expect(playlist.status).toBe(503)
    expect(playlist.json.message).toContain('YOUTUBE_API_KEY')
    const channel = await t.request('POST', '/api/admin/youtube/sync', { body: { channelId: 'UC123' }, cookie: admin })
    expect(channel.status).toBe(503)
    expect(channel.json.message).toContain('YOUTUBE_API_KEY')

    // A configured playlist keeps the failure, for staff to read on its card.
    const sermons = (await configs()).json.find((c: { type: string }) => c.type === 'sermons')
    const configured = await t.request('POST', '/api/admin/youtube/sync-playlist', {
      body: { playlistId: sermons.playlistId, type: 'sermons' },
      cookie: admin,
    })
    expect(configured.status).toBe(503)
    const after = (await configs()).json.find((c: { type: string }) => c.type === 'sermons')
    expect(after).toMatchObject({ lastSyncStatus: 'failed', lastSyncMessage: configured.json.message })
    expect(after.lastSyncedAt).toBeTruthy()
  })

  test('YOUTUBE_API_BASE_URL replaces the Data API root; a bad one or a bad interval stops the server at start', () => {
    expect(loadConfig({}).youtubeApiBaseUrl).toBe('https://youtube.googleapis.com')
    expect(loadConfig({ YOUTUBE_API_BASE_URL: 'http://127.0.0.1:9999/proxy/' }).youtubeApiBaseUrl).toBe('http://127.0.0.1:9999/proxy')
    expect(() => loadConfig({ YOUTUBE_API_BASE_URL: 'ftp://example.org' })).toThrow('YOUTUBE_API_BASE_URL must be an http(s) address')
    expect(loadConfig({}).youtubeSyncIntervalMinutes).toBe(60)
    expect(loadConfig({ YOUTUBE_SYNC_INTERVAL_MINUTES: '15' }).youtubeSyncIntervalMinutes).toBe(15)
    for (const bad of ['0', '-5', '1.5', 'hourly'])
      expect(() => loadConfig({ YOUTUBE_SYNC_INTERVAL_MINUTES: bad })).toThrow('YOUTUBE_SYNC_INTERVAL_MINUTES must be a whole number')
  })

  test('syncing is for admins only', async () => {
    expect((await t.request('POST', '/api/admin/youtube/sync-playlist', { body: { playlistId: 'PL1', type: 'sermons' } })).status).toBe(401)
    expect((await t.request('POST', '/api/admin/youtube/sync', { body: { channelId: 'UC1' } })).status).toBe(401)
  })
})

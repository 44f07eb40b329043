import { describe, expect, test } from 'bun:test'
import { syncMessage } from './sync'
import { mergeSynced } from './synced-fields'
import { bestThumbnail, formatDuration, isLiveNow, videoDate, type YoutubeVideo } from './video-facts'

const video = (over: Partial<YoutubeVideo['snippet']> = {}, rest: Partial<YoutubeVideo> = {}): YoutubeVideo => ({
  id: 'abcdefghijk',
  snippet: { title: 'T', publishedAt: '2026-01-04T16:30:00Z', ...over },
  ...rest,
})

describe('durations', () => {
  test.each([
    ['PT1H5M23S', '1:05:23'],
    ['PT42M7S', '42:07'],
    ['PT59S', '0:59'],
    ['PT1H', '1:00:00'],
    ['PT10M', '10:00'],
    ['PT2H0M1S', '2:00:01'],
    ['P1DT2H3M4S', '26:03:04'],
    ['PT3M4.5S', '3:04'],
  ])('%s reads %s', (iso, text) => {
    expect(formatDuration(iso)).toBe(text)
  })

  test('live and upcoming broadcasts (P0D), and anything unreadable, have no duration', () => {
    for (const iso of ['P0D', 'PT0S', '', undefined, '1:00', 'PTXM']) expect(formatDuration(iso)).toBe('')
  })
})

describe('dates in the church’s time zone', () => {
  const chicago = 'America/Chicago'
  test('a Sunday evening upload is Sunday, although it is Monday in UTC', () => {
    expect(videoDate(video({ publishedAt: '2026-01-05T02:30:00Z' }), chicago)).toBe('2026-01-04')
  })
  test('a stream is dated by when it started, then when it was scheduled, then published', () => {
    const live = (details: YoutubeVideo['liveStreamingDetails']) =>
      videoDate(video({ publishedAt: '2026-03-20T12:00:00Z' }, { liveStreamingDetails: details }), chicago)
    expect(live({ actualStartTime: '2026-03-22T15:30:00Z', scheduledStartTime: '2026-03-29T15:30:00Z' })).toBe('2026-03-22')
    expect(live({ scheduledStartTime: '2026-03-29T15:30:00Z' })).toBe('2026-03-29')
    expect(live({})).toBe('2026-03-20')
  })
  test('Sunday services on the days the clocks change stay on Sunday', () => {
    // 10:30 a.m. CDT on 8 March 2026 and 10:30 a.m. CST on 1 November 2026.
    expect(videoDate(video({ publishedAt: '2026-03-08T15:30:00Z' }), chicago)).toBe('2026-03-08')
    expect(videoDate(video({ publishedAt: '2026-11-01T16:30:00Z' }), chicago)).toBe('2026-11-01')
    // Just before midnight on each of those Sundays.
    expect(videoDate(video({ publishedAt: '2026-03-09T04:59:00Z' }), chicago)).toBe('2026-03-08')
    expect(videoDate(video({ publishedAt: '2026-11-02T05:59:00Z' }), chicago)).toBe('2026-11-01')
  })
})

describe('thumbnails and live state', () => {
  test('the largest thumbnail wins; without any, the standard one for the id', () => {
    const thumbs = { high: { url: 'https://i.ytimg.com/vi/x/hq.jpg' }, maxres: { url: 'https://i.ytimg.com/vi/x/max.jpg' } }
    expect(bestThumbnail(video({ thumbnails: thumbs }))).toBe('https://i.ytimg.com/vi/x/max.jpg')
    expect(bestThumbnail(video({ thumbnails: { medium: { url: 'javascript:alert(1)' } } }))).toBe(
      'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    )
  })
  test("only 'live' is live", () => {
    expect(isLiveNow(video({ liveBroadcastContent: 'live' }))).toBe(true)
    for (const state of ['upcoming', 'none', undefined]) expect(isLiveNow(video({ liveBroadcastContent: state }))).toBe(false)
  })
})

describe('which fields a sync may change', () => {
  test('a field still as the last sync wrote it follows YouTube', () => {
    const merge = mergeSynced({ title: 'Old' }, { title: 'Old' }, { title: 'New' })
    expect(merge).toEqual({ changes: { title: 'New' }, snapshot: { title: 'New' }, keptEdits: [] })
  })

  test('a field staff changed is left alone and keeps its old snapshot, sync after sync', () => {
    const first = mergeSynced({ title: 'Staff title' }, { title: 'Old' }, { title: 'New' })
    expect(first).toEqual({ changes: {}, snapshot: { title: 'Old' }, keptEdits: ['title'] })
    const second = mergeSynced({ title: 'Staff title' }, first.snapshot, { title: 'Newer' })
    expect(second.changes).toEqual({})
    expect(second.snapshot).toEqual({ title: 'Old' })
  })

  test('a field staff cleared stays cleared', () => {
    expect(mergeSynced({ description: '' }, { description: 'From YouTube' }, { description: 'From YouTube' }).changes).toEqual({})
  })

  test('a record without a snapshot (made by hand) only gets its blank fields, and remembers those', () => {
    const merge = mergeSynced({ title: 'Hand title', description: '', duration: '', speaker: 'Rev. Ann' }, null, {
      title: 'YouTube title',
      description: 'From YouTube',
      duration: '42:07',
      speaker: 'Rev. Jane',
    })
    expect(merge).toEqual({
      changes: { description: 'From YouTube', duration: '42:07' },
      snapshot: { description: 'From YouTube', duration: '42:07' },
      keptEdits: ['title', 'speaker'],
    })
  })

  test('a blank YouTube value never fills a field the sync has not written; a value equal to the stored one is no change', () => {
    expect(mergeSynced({ series: '' }, {}, { series: '' })).toEqual({ changes: {}, snapshot: {}, keptEdits: [] })
    expect(mergeSynced({ title: 'Same' }, { title: 'Same' }, { title: 'Same' })).toEqual({
      changes: {},
      snapshot: { title: 'Same' },
      keptEdits: [],
    })
    // Not recognised this time (undefined): whatever was there stays.
    expect(mergeSynced({ speaker: 'Rev. Jane' }, { speaker: 'Rev. Jane' }, { speaker: undefined }).changes).toEqual({})
  })

  test('fields in `always` (the live state) follow YouTube even after a hand change', () => {
    const merge = mergeSynced({ isLive: true }, { isLive: false }, { isLive: false }, ['isLive'])
    expect(merge).toEqual({ changes: { isLive: false }, snapshot: { isLive: false }, keptEdits: [] })
  })
})

describe('the message staff read', () => {
  test.each([
    [{ created: 120, updated: 3, unchanged: 0, keptEdits: 0, skipped: 0 }, 'Synced 123 videos (120 new, 3 updated)'],
    [{ created: 0, updated: 0, unchanged: 1, keptEdits: 0, skipped: 0 }, 'Synced 1 video (0 new, 0 updated)'],
    [{ created: 0, updated: 1, unchanged: 9, keptEdits: 2, skipped: 0 }, 'Synced 10 videos (0 new, 1 updated, 2 left as edited)'],
    [
      { created: 1, updated: 0, unchanged: 0, keptEdits: 0, skipped: 1 },
      'Synced 1 video (1 new, 0 updated); skipped 1 private or deleted video',
    ],
    [{ created: 0, updated: 0, unchanged: 0, keptEdits: 0, skipped: 0 }, 'Synced 0 videos (0 new, 0 updated)'],
  ])('%o', (counts, message) => {
    expect(syncMessage(counts)).toBe(message)
  })
})

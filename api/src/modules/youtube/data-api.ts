import type { youtube_v3 } from 'googleapis/build/src/apis/youtube'
import * as v from 'valibot'
import { HttpError } from '../../lib/errors'
import type { YoutubeVideo } from './video-facts'

/** The YouTube Data API as the sync uses it: ids of a playlist, the videos' details, a channel's uploads. */
export interface YoutubeSource {
  /** Every video id of a playlist, in playlist order, following nextPageToken (or only `limit` of them). */
  playlistVideoIds(playlistId: string, opts: { pageSize: number; limit?: number }): Promise<string[]>
  /** Details of the videos YouTube still shows; private and deleted ones are simply missing. */
  videos(ids: string[]): Promise<YoutubeVideo[]>
  /** The playlist of a channel's uploads. */
  uploadsPlaylistId(channelId: string): Promise<string>
}

export interface SourceOptions {
  apiKey: string
  /** `{base}/youtube/v3/...` (YOUTUBE_API_BASE_URL). */
  baseUrl: string
  /** One request's limit; there are no automatic retries. */
  timeoutMs?: number
  /** Aborts requests in flight (the server shutting down). */
  signal?: AbortSignal
}

export const REQUEST_TIMEOUT_MS = 15_000
/** videos.list takes at most 50 ids. */
const DETAILS_BATCH = 50
/** 10,000 videos: a playlist that never ends is YouTube misbehaving, not a playlist. */
const MAX_PAGES = 200

// googleapis is loaded on the first sync only: the server starts without it.
let loading: Promise<typeof import('googleapis/build/src/apis/youtube')> | undefined
const loadYoutube = () => {
  loading ??= import('googleapis/build/src/apis/youtube')
  return loading
}

export function youtubeSource({ apiKey, baseUrl, timeoutMs = REQUEST_TIMEOUT_MS, signal }: SourceOptions): YoutubeSource {
  let client: youtube_v3.Youtube | undefined
  const api = async () => {
    if (!client) {
      const { youtube } = await loadYoutube()
      client = youtube({ version: 'v3', auth: apiKey, rootUrl: `${baseUrl}/`, timeout: timeoutMs, retry: false })
    }
    return client
  }
  // Per call: the timeout and the abort signal (gaxios options), and nothing retried.
  const options = { timeout: timeoutMs, retry: false, signal }

  return {
    async playlistVideoIds(playlistId, { pageSize, limit }) {
      const ids: string[] = []
      const seenTokens = new Set<string>()
      let pageToken: string | undefined
      for (let page = 0; page < MAX_PAGES; page++) {
        const res = await call({ kind: 'playlist', id: playlistId }, timeoutMs, async () =>
          (await api()).playlistItems.list({ part: ['contentDetails'], playlistId, maxResults: pageSize, pageToken }, options),
        )
        const body = read(PlaylistItemsPage, res.data, 'playlist items')
        for (const item of body.items ?? []) ids.push(item.contentDetails.videoId)
        if (limit !== undefined && ids.length >= limit) return unique(ids).slice(0, limit)
        if (!body.nextPageToken) return unique(ids)
        if (seenTokens.has(body.nextPageToken)) throw malformed('playlist items', 'the same page was offered twice')
        seenTokens.add(body.nextPageToken)
        pageToken = body.nextPageToken
      }
      throw malformed('playlist items', `more than ${MAX_PAGES} pages`)
    },

    async videos(ids) {
      const found: YoutubeVideo[] = []
      for (let start = 0; start < ids.length; start += DETAILS_BATCH) {
        const batch = ids.slice(start, start + DETAILS_BATCH)
        const res = await call({ kind: 'videos' }, timeoutMs, async () =>
          (await api()).videos.list({ part: ['snippet,contentDetails,liveStreamingDetails'], id: [batch.join(',')] }, options),
        )
        found.push(...(read(VideosPage, res.data, 'video details').items ?? []))
      }
      return found
    },

    async uploadsPlaylistId(channelId) {
      const res = await call({ kind: 'channel', id: channelId }, timeoutMs, async () =>
        (await api()).channels.list({ part: ['contentDetails'], id: [channelId] }, options),
      )
      const uploads = read(ChannelsPage, res.data, 'channel').items?.[0]?.contentDetails.relatedPlaylists.uploads
      // An unknown channel id is an empty answer, not an error.
      if (!uploads) throw channelNotFound(channelId)
      return uploads
    },
  }
}

const unique = (ids: string[]) => [...new Set(ids)]

// ---- The answers, checked before anything is written.

const VIDEO_ID = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{11}$/, 'a video id that is not 11 characters'))
const TIMESTAMP = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'a date that is not a date'),
)

const PlaylistItemsPage = v.object({
  nextPageToken: v.optional(v.string()),
  items: v.optional(v.array(v.object({ contentDetails: v.object({ videoId: VIDEO_ID }) }))),
})

const Video = v.object({
  id: VIDEO_ID,
  snippet: v.object({
    title: v.string(),
    description: v.optional(v.string(), ''),
    publishedAt: TIMESTAMP,
    thumbnails: v.optional(v.record(v.string(), v.optional(v.object({ url: v.string() })))),
    liveBroadcastContent: v.optional(v.string()),
  }),
  contentDetails: v.optional(v.object({ duration: v.optional(v.string()) })),
  liveStreamingDetails: v.optional(
    v.object({
      actualStartTime: v.optional(TIMESTAMP),
      actualEndTime: v.optional(TIMESTAMP),
      scheduledStartTime: v.optional(TIMESTAMP),
    }),
  ),
})
const VideosPage = v.object({ items: v.optional(v.array(Video)) })

const ChannelsPage = v.object({
  items: v.optional(v.array(v.object({ contentDetails: v.object({ relatedPlaylists: v.object({ uploads: v.optional(v.string()) }) }) }))),
})

function read<T extends v.GenericSchema>(schema: T, data: unknown, what: string): v.InferOutput<T> {
  const parsed = v.safeParse(schema, data)
  if (parsed.success) return parsed.output
  if (typeof data !== 'object' || data === null) throw malformed(what, 'it is not JSON')
  const issue = parsed.issues[0]
  const path = v.getDotPath(issue)
  throw malformed(what, `${path ? `${path}: ` : ''}${issue.message}`)
}

// ---- YouTube's failures, in words staff can act on.

type Subject = { kind: 'playlist'; id: string } | { kind: 'channel'; id: string } | { kind: 'videos' }

export const QUOTA_USED_UP = "YouTube's daily quota is used up; syncing will work again after midnight Pacific time."

const malformed = (what: string, detail: string) =>
  new HttpError(502, `YouTube's answer (${what}) could not be read: ${detail}. Nothing was changed; try again later.`)

const channelNotFound = (id: string) =>
  new HttpError(404, `YouTube has no channel with the ID "${id}". Check the channel ID (it starts with UC).`)

const playlistNotFound = (id: string) =>
  new HttpError(404, `YouTube has no public playlist with the ID "${id}" (it may be private or deleted). Check the playlist ID.`)

const ErrorBody = v.object({
  error: v.object({
    code: v.optional(v.number()),
    message: v.optional(v.string()),
    status: v.optional(v.string()),
    errors: v.optional(v.array(v.object({ reason: v.optional(v.string()), message: v.optional(v.string()) }))),
    details: v.optional(v.array(v.object({ reason: v.optional(v.string()) }))),
  }),
})

const KEY_REFUSED = new Set([
  'keyInvalid',
  'keyExpired',
  'API_KEY_INVALID',
  'API_KEY_EXPIRED',
  'accessNotConfigured',
  'SERVICE_DISABLED',
  'API_KEY_SERVICE_BLOCKED',
  'API_KEY_HTTP_REFERRER_BLOCKED',
  'API_KEY_IP_ADDRESS_BLOCKED',
  'ipRefererBlocked',
])

/** Runs one request; whatever goes wrong becomes an HttpError naming the cause. */
async function call<T>(subject: Subject, timeoutMs: number, request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw youtubeFailure(error, subject, timeoutMs)
  }
}

export function youtubeFailure(error: unknown, subject: Subject, timeoutMs = REQUEST_TIMEOUT_MS): HttpError {
  if (error instanceof HttpError) return error
  const e = error as { response?: { status?: number; data?: unknown }; code?: unknown; name?: string; message?: string }
  if (!e.response) {
    const code = String(e.code ?? e.name ?? '')
    if (code === 'AbortError' || /aborted/i.test(e.message ?? ''))
      return new HttpError(503, 'The sync was stopped because the server is shutting down. Nothing was changed.')
    const cause =
      code === 'TimeoutError' || code === 'ETIMEDOUT'
        ? `it did not answer within ${Number((timeoutMs / 1000).toFixed(1))} seconds`
        : code === 'ECONNREFUSED'
          ? 'the connection was refused'
          : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
            ? "its address could not be found (is the server's network or DNS down?)"
            : `the network failed (${(e.message ?? code) || 'no answer'})`
    return new HttpError(503, `YouTube could not be reached: ${cause}. Nothing was changed; try again later.`)
  }

  const status = e.response.status ?? 0
  const body = v.safeParse(ErrorBody, e.response.data)
  if (!body.success)
    return new HttpError(502, `YouTube answered with HTTP ${status} and no readable reason. Nothing was changed; try again later.`)
  const { error: detail } = body.output
  const reasons = [...(detail.errors ?? []).map((x) => x.reason), ...(detail.details ?? []).map((x) => x.reason)].filter(
    (r): r is string => !!r,
  )
  const said = plainText(detail.message ?? detail.errors?.[0]?.message ?? '')
  const has = (...names: string[]) => reasons.some((r) => names.includes(r))

  if (has('quotaExceeded', 'dailyLimitExceeded', 'dailyLimitExceededUnreg')) return new HttpError(503, QUOTA_USED_UP)
  if (has('rateLimitExceeded', 'userRateLimitExceeded', 'RATE_LIMIT_EXCEEDED'))
    return new HttpError(503, 'YouTube is limiting requests right now; try again in a few minutes.')
  if (reasons.some((r) => KEY_REFUSED.has(r)) || (status === 403 && /API key/i.test(said)))
    return new HttpError(
      503,
      `YouTube refused the server's YOUTUBE_API_KEY ("${said}"). Ask whoever runs the server to check the key and that the YouTube Data API is enabled for it.`,
    )
  if (subject.kind === 'playlist' && (has('playlistNotFound', 'playlistItemsNotAccessible') || status === 404))
    return playlistNotFound(subject.id)
  if (subject.kind === 'channel' && (has('channelNotFound') || status === 404)) return channelNotFound(subject.id)
  const reason = reasons[0] ? ` (${reasons[0]})` : ''
  return new HttpError(502, `YouTube answered with an error: "${said || `HTTP ${status}`}"${reason}. Nothing was changed.`)
}

/** YouTube's messages carry HTML (`<code>playlistId</code>`): staff see plain words. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()

/**
 * A fake of the YouTube Data API v3 on loopback, answering the way the real one does:
 * `GET /youtube/v3/playlistItems`, `/videos` and `/channels` with `part`, `id`, `playlistId`,
 * `maxResults`, `pageToken` and `key`, opaque page tokens, and YouTube's own error bodies
 * (`{ error: { code, message, errors: [{ message, domain, reason }], status? } }`).
 * Point the server at it with YOUTUBE_API_BASE_URL.
 */

export interface FakeVideo {
  id: string
  title: string
  description?: string
  /** ISO 8601 instant. */
  publishedAt?: string
  /** ISO 8601 duration; live and upcoming broadcasts have 'P0D'. */
  duration?: string
  live?: 'none' | 'live' | 'upcoming'
  actualStartTime?: string
  actualEndTime?: string
  scheduledStartTime?: string
  /** Left out: YouTube's usual default, medium, high, standard and maxres. */
  thumbnails?: Record<string, { url: string; width: number; height: number }>
}

type Rule = { when: (url: URL) => boolean; answer: (url: URL) => Response | Promise<Response>; times: number }

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=UTF-8' } })

const etag = () => Math.random().toString(36).slice(2, 12)

/** YouTube's error answers, body for body. */
export const youtubeErrors = {
  quotaExceeded: () =>
    json(
      {
        error: {
          code: 403,
          message: 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
          errors: [
            {
              message:
                'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
              domain: 'youtube.quota',
              reason: 'quotaExceeded',
            },
          ],
        },
      },
      403,
    ),
  playlistNotFound: () =>
    json(
      {
        error: {
          code: 404,
          message: "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
          errors: [
            {
              message: "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
              domain: 'youtube.playlistItem',
              reason: 'playlistNotFound',
              location: 'playlistId',
              locationType: 'parameter',
            },
          ],
        },
      },
      404,
    ),
  keyInvalid: () =>
    json(
      {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          errors: [{ message: 'API key not valid. Please pass a valid API key.', domain: 'global', reason: 'badRequest' }],
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'API_KEY_INVALID',
              domain: 'googleapis.com',
              metadata: { service: 'youtube.googleapis.com' },
            },
          ],
        },
      },
      400,
    ),
  missingKey: () =>
    json(
      {
        error: {
          code: 403,
          message:
            "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
          errors: [
            {
              message:
                "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
              domain: 'global',
              reason: 'forbidden',
            },
          ],
          status: 'PERMISSION_DENIED',
        },
      },
      403,
    ),
  channelNotFound: () =>
    json(
      {
        error: {
          code: 404,
          message: 'Channel not found.',
          errors: [
            {
              message: 'Channel not found.',
              domain: 'youtube.channel',
              reason: 'channelNotFound',
              location: 'id',
              locationType: 'parameter',
            },
          ],
        },
      },
      404,
    ),
  invalidPageToken: () =>
    json(
      {
        error: {
          code: 400,
          message: 'The request specifies an invalid page token.',
          errors: [{ message: 'The request specifies an invalid page token.', domain: 'youtube.parameter', reason: 'invalidPageToken' }],
        },
      },
      400,
    ),
  backendError: () =>
    json(
      {
        error: {
          code: 503,
          message: 'The service is currently unavailable.',
          errors: [{ message: 'The service is currently unavailable.', domain: 'global', reason: 'backendError' }],
          status: 'UNAVAILABLE',
        },
      },
      503,
    ),
  badRequest: (message: string) =>
    json({ error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'badRequest' }], status: 'INVALID_ARGUMENT' } }, 400),
  /** A proxy or load balancer's page instead of JSON. */
  htmlGateway: () =>
    new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } }),
  /** JSON cut off half-way. */
  truncated: () =>
    new Response('{"kind": "youtube#videoListResponse", "items": [{"id": "abc', { headers: { 'content-type': 'application/json' } }),
}

const pageToken = (offset: number) => `EAAaB1BUOkN${Buffer.from(`o:${offset}`).toString('base64url')}`
const tokenOffset = (token: string): number | null => {
  if (!token.startsWith('EAAaB1BUOkN')) return null
  const match = /^o:(\d+)$/.exec(Buffer.from(token.slice(11), 'base64url').toString())
  return match ? Number(match[1]) : null
}

/** Comma-separated or repeated (`id=a&id=b`), as googleapis and browsers send lists. */
const list = (url: URL, name: string) =>
  url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)

export async function startFakeYoutube(opts: { key?: string } = {}) {
  const key = opts.key ?? 'fake-youtube-key'
  const videos = new Map<string, FakeVideo>()
  const playlists = new Map<string, string[]>()
  /** channel id → its uploads playlist id */
  const channels = new Map<string, string>()
  const rules: Rule[] = []
  /** Every request the fake answered, in order. */
  const requests: URL[] = []
  let held: Promise<void> | null = null

  function videoResource(video: FakeVideo, parts: string[]) {
    const live = video.live ?? 'none'
    const published = video.publishedAt ?? '2026-01-04T16:30:00Z'
    const resource: Record<string, unknown> = { kind: 'youtube#video', etag: etag(), id: video.id }
    if (parts.includes('snippet'))
      resource.snippet = {
        publishedAt: published,
        channelId: 'UCfakechannel0000000000',
        title: video.title,
        description: video.description ?? '',
        thumbnails: video.thumbnails ?? {
          default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 },
          medium: { url: `https://i.ytimg.com/vi/${video.id}/mqdefault.jpg`, width: 320, height: 180 },
          high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 },
          standard: { url: `https://i.ytimg.com/vi/${video.id}/sddefault.jpg`, width: 640, height: 480 },
          maxres: { url: `https://i.ytimg.com/vi/${video.id}/maxresdefault.jpg`, width: 1280, height: 720 },
        },
        channelTitle: 'Santa Rosa Beach Anglican',
        categoryId: '29',
        liveBroadcastContent: live,
        localized: { title: video.title, description: video.description ?? '' },
      }
    if (parts.includes('contentDetails'))
      resource.contentDetails = {
        duration: video.duration ?? (live === 'none' ? 'PT30M' : 'P0D'),
        dimension: '2d',
        definition: 'hd',
        caption: 'false',
        licensedContent: false,
        contentRating: {},
        projection: 'rectangular',
      }
    if (parts.includes('liveStreamingDetails') && (video.actualStartTime || video.scheduledStartTime || live !== 'none')) {
      resource.liveStreamingDetails = Object.fromEntries(
        Object.entries({
          actualStartTime: video.actualStartTime,
          actualEndTime: video.actualEndTime,
          scheduledStartTime: video.scheduledStartTime,
          concurrentViewers: live === 'live' ? '42' : undefined,
        }).filter(([, value]) => value !== undefined),
      )
    }
    return resource
  }

  function playlistItems(url: URL) {
    const playlistId = url.searchParams.get('playlistId')
    if (!playlistId) return youtubeErrors.badRequest('No filter selected. Expected one of: id, playlistId')
    const ids = playlists.get(playlistId)
    if (!ids) return youtubeErrors.playlistNotFound()
    const size = Number(url.searchParams.get('maxResults') ?? 5)
    if (!Number.isInteger(size) || size < 0 || size > 50)
      return youtubeErrors.badRequest(`Invalid value '${url.searchParams.get('maxResults')}'. Values must be within the range: [0, 50]`)
    const token = url.searchParams.get('pageToken')
    const offset = token ? tokenOffset(token) : 0
    if (offset === null) return youtubeErrors.invalidPageToken()
    const page = ids.slice(offset, offset + size)
    const parts = list(url, 'part')
    return json({
      kind: 'youtube#playlistItemListResponse',
      etag: etag(),
      ...(offset + size < ids.length ? { nextPageToken: pageToken(offset + size) } : {}),
      ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - size)) } : {}),
      items: page.map((videoId, i) => {
        const video = videos.get(videoId)
        return {
          kind: 'youtube#playlistItem',
          etag: etag(),
          id: Buffer.from(`${playlistId}.${videoId}`).toString('base64url'),
          ...(parts.includes('snippet')
            ? {
                snippet: {
                  title: video?.title ?? 'Private video',
                  playlistId,
                  position: offset + i,
                  resourceId: { kind: 'youtube#video', videoId },
                },
              }
            : {}),
          // Private and deleted videos keep their id here but have no publish date.
          contentDetails: video ? { videoId, videoPublishedAt: video.publishedAt ?? '2026-01-04T16:30:00Z' } : { videoId },
        }
      }),
      pageInfo: { totalResults: ids.length, resultsPerPage: size },
    })
  }

  function videoList(url: URL) {
    const ids = list(url, 'id')
    if (ids.length === 0) return youtubeErrors.badRequest('No filter selected. Expected one of: chart, id, myRating')
    if (ids.length > 50) return youtubeErrors.badRequest('The request specifies an invalid filter parameter.')
    const parts = list(url, 'part')
    const items = ids.flatMap((id) => {
      const video = videos.get(id)
      return video ? [videoResource(video, parts)] : []
    })
    return json({
      kind: 'youtube#videoListResponse',
      etag: etag(),
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    })
  }

  function channelList(url: URL) {
    const ids = list(url, 'id')
    const items = ids.flatMap((id) => {
      const uploads = channels.get(id)
      return uploads ? [{ kind: 'youtube#channel', etag: etag(), id, contentDetails: { relatedPlaylists: { likes: '', uploads } } }] : []
    })
    // An unknown channel is an empty answer without `items`, as YouTube gives it.
    return json({
      kind: 'youtube#channelListResponse',
      etag: etag(),
      pageInfo: { totalResults: items.length, resultsPerPage: 5 },
      ...(items.length > 0 ? { items } : {}),
    })
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url)
      requests.push(url)
      if (held) await held
      const rule = rules.find((r) => r.when(url))
      if (rule) {
        if (--rule.times <= 0) rules.splice(rules.indexOf(rule), 1)
        return rule.answer(url)
      }
      const given = url.searchParams.get('key')
      if (!given) return youtubeErrors.missingKey()
      if (given !== key) return youtubeErrors.keyInvalid()
      if (list(url, 'part').length === 0) return youtubeErrors.badRequest('Required parameter: part')
      if (url.pathname === '/youtube/v3/playlistItems') return playlistItems(url)
      if (url.pathname === '/youtube/v3/videos') return videoList(url)
      if (url.pathname === '/youtube/v3/channels') return channelList(url)
      return new Response('Not Found', { status: 404 })
    },
  })

  return {
    baseUrl: `http://127.0.0.1:${server.port}`,
    key,
    videos,
    requests,
    /** Adds (or replaces) videos. */
    addVideos(...list: FakeVideo[]) {
      for (const video of list) videos.set(video.id, video)
    },
    /** Changes a video the way staff would on YouTube. */
    updateVideo(id: string, patch: Partial<FakeVideo>) {
      const video = videos.get(id)
      if (!video) throw new Error(`no fake video ${id}`)
      videos.set(id, { ...video, ...patch })
    },
    /** A playlist's video ids in order; ids with no video are private or deleted ones. */
    setPlaylist(id: string, videoIds: string[]) {
      playlists.set(id, videoIds)
    },
    addChannel(channelId: string, uploadsPlaylistId: string) {
      channels.set(channelId, uploadsPlaylistId)
    },
    /** The next `times` requests `when` matches get `answer` instead. */
    answer(when: (url: URL) => boolean, answer: (url: URL) => Response | Promise<Response>, times = 1) {
      rules.push({ when, answer, times })
    },
    /** Requests wait until the returned function is called (to overlap two syncs). */
    hold(): () => void {
      let release = () => {}
      held = new Promise<void>((done) => {
        release = () => {
          held = null
          done()
        }
      })
      return release
    },
    /** Requests to one endpoint ('playlistItems', 'videos', 'channels'). */
    requestsTo: (endpoint: string) => requests.filter((url) => url.pathname === `/youtube/v3/${endpoint}`),
    clearRequests() {
      requests.length = 0
    },
    stop: () => server.stop(true),
  }
}

export type FakeYoutube = Awaited<ReturnType<typeof startFakeYoutube>>

/** A video id (11 characters) made from a number: stable and unique per test. */
export const fakeVideoId = (prefix: string, n: number) => `${prefix}${String(n).padStart(11 - prefix.length, '0')}`

/** An address nothing listens on: the network is down as far as the caller can tell. */
export async function closedAddress(): Promise<string> {
  const probe = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('') })
  const address = `http://127.0.0.1:${probe.port}`
  await probe.stop(true)
  return address
}

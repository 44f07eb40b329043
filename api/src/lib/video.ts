/** YouTube links in every shape staff paste them. Pure: shared by server and web. */

const ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The 11-character video id of a YouTube link: watch, youtu.be, shorts, live, embed, mobile and
 * music hosts, with or without extra parameters. Null for anything else.
 */
export function youtubeVideoId(raw: string | null | undefined): string | null {
  if (!raw) return null
  const value = raw.trim()
  if (ID.test(value)) return value
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '')
  let candidate: string | null | undefined
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean)
    if (first === 'watch') candidate = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(first ?? '')) candidate = second
  }
  return candidate && ID.test(candidate) ? candidate : null
}

/** The embed address for a video link (related videos off, modest branding); other URLs as given. */
export function embedUrl(raw: string, opts: { autoplay?: boolean; mute?: boolean; loop?: boolean } = {}): string {
  const id = youtubeVideoId(raw)
  if (!id) return raw
  const params = new URLSearchParams({ rel: '0', modestbranding: '1' })
  if (opts.autoplay) params.set('autoplay', '1')
  if (opts.mute) params.set('mute', '1')
  if (opts.loop) {
    params.set('loop', '1')
    params.set('playlist', id)
  }
  return `https://www.youtube.com/embed/${id}?${params}`
}

export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`

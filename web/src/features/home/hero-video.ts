/**
 * Which video plays behind the home hero, and whether it may play at all (docs/product.md#home).
 * Pure rules, unit tested in hero-video.test.ts; the hook and the player are beside them.
 */
import { youtubeVideoId } from '@church/api/lib/video'

/**
 * The built-in default when neither the site configuration nor featured content names a video.
 * A placeholder: the YouTube IFrame API's own sample video, known to exist and allow embedding. The
 * parish should set its own film as heroVideoId in Settings.
 */
export const DEFAULT_HERO_VIDEO_ID = 'M7lc1UVf-VE'

type Settled<T> = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T }
type FeaturedItem = { type: string; youtubeUrl: string; contentId: string }

/**
 * The hero's video id, in this order: the configured heroVideoId; else the first featured item of type
 * video (its youtubeUrl, or its content id when that is the bare video id); else the default.
 * Null while a source that could still decide is loading. A failed source counts as empty.
 */
export function chooseHeroVideoId(config: Settled<{ heroVideoId?: string }>, featured: Settled<readonly FeaturedItem[]>): string | null {
  if (config.status === 'pending') return null
  const configured = config.status === 'success' ? youtubeVideoId(config.data.heroVideoId) : null
  if (configured) return configured
  if (featured.status === 'pending') return null
  if (featured.status === 'success') {
    const video = featured.data.find((item) => item.type === 'video')
    const fromFeatured = video ? (youtubeVideoId(video.youtubeUrl) ?? youtubeVideoId(video.contentId)) : null
    if (fromFeatured) return fromFeatured
  }
  return DEFAULT_HERO_VIDEO_ID
}

export type VideoConditions = {
  /** The window 'load' event has fired: the page's own content came first. */
  pageLoaded: boolean
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean
  /** navigator.connection.saveData (Chromium only; other browsers say nothing). */
  saveData: boolean
  online: boolean
}

/** The background video starts only after load, and never for reduced motion, save-data or offline. */
export const backgroundVideoAllowed = (c: VideoConditions) => c.pageLoaded && !c.reducedMotion && !c.saveData && c.online

/**
 * Whether a message from the YouTube player says the video is playing (state 1), so the frame can
 * replace the poster without a black flash; a player that never plays (unreachable, video removed)
 * leaves the poster in place. Messages are JSON strings: `onStateChange` with `info: 1`, or
 * `infoDelivery` with `info.playerState: 1`.
 */
export function isPlayingMessage(data: unknown): boolean {
  let message = data
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data)
    } catch {
      return false
    }
  }
  if (typeof message !== 'object' || message === null) return false
  const { event, info } = message as { event?: unknown; info?: unknown }
  if (event === 'onStateChange') return info === 1
  if (event === 'infoDelivery' && typeof info === 'object' && info !== null) return (info as { playerState?: unknown }).playerState === 1
  return false
}

/** The player's origins: only their messages are believed. */
export const isYoutubeOrigin = (origin: string) => origin === 'https://www.youtube.com' || origin === 'https://www.youtube-nocookie.com'

/**
 * The embed address for the hero: muted, looping, autoplaying, no controls, plays inline on phones,
 * and reports its state to this page (enablejsapi, with our origin).
 */
export function heroEmbedUrl(embed: string, origin: string): string {
  const url = new URL(embed)
  url.searchParams.set('controls', '0')
  url.searchParams.set('disablekb', '1')
  url.searchParams.set('playsinline', '1')
  url.searchParams.set('enablejsapi', '1')
  url.searchParams.set('origin', origin)
  return url.toString()
}

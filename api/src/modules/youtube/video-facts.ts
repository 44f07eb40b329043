import { todayIn } from '../../lib/dates'
import { youtubeThumbnail } from '../../lib/video'

/** What the sync reads of one YouTube video (videos.list with snippet, contentDetails, liveStreamingDetails). */
export interface YoutubeVideo {
  id: string
  snippet: {
    title: string
    description?: string
    publishedAt: string
    thumbnails?: Record<string, { url: string; width?: number; height?: number } | undefined>
    /** 'live' while streaming, 'upcoming' before a scheduled stream, 'none' otherwise. */
    liveBroadcastContent?: string
  }
  contentDetails?: { duration?: string }
  liveStreamingDetails?: { actualStartTime?: string; actualEndTime?: string; scheduledStartTime?: string }
}

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

/**
 * An ISO 8601 duration as staff read it: 'PT1H5M23S' → '1:05:23', 'PT42M7S' → '42:07'.
 * Live and upcoming broadcasts report 'P0D': no duration yet, so ''.
 */
export function formatDuration(iso: string | undefined): string {
  const match = ISO_DURATION.exec(iso ?? '')
  if (!match) return ''
  const [days, hours, minutes, seconds] = match.slice(1).map((n) => Math.floor(Number(n ?? 0)))
  const totalHours = days * 24 + hours
  if (totalHours === 0 && minutes === 0 && seconds === 0) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return totalHours > 0 ? `${totalHours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`
}

/**
 * The calendar date of a video in the church's time zone: when the stream really started, else
 * when it is scheduled, else when it was published. A Sunday morning service stays on Sunday.
 */
export function videoDate(video: YoutubeVideo, timeZone: string): string {
  const live = video.liveStreamingDetails
  const at = live?.actualStartTime ?? live?.scheduledStartTime ?? video.snippet.publishedAt
  return todayIn(timeZone, new Date(at))
}

/** The largest thumbnail YouTube offers, else the standard one for the id. */
export function bestThumbnail(video: YoutubeVideo): string {
  const thumbs = video.snippet.thumbnails ?? {}
  for (const size of ['maxres', 'standard', 'high', 'medium', 'default']) {
    const url = thumbs[size]?.url
    if (url && /^https?:\/\//i.test(url)) return url
  }
  return youtubeThumbnail(video.id)
}

/** True only while the broadcast is on air; a stream that has ended is recorded. */
export const isLiveNow = (video: YoutubeVideo) => video.snippet.liveBroadcastContent === 'live'

export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`

/** The site's Content-Security-Policy, built from what it embeds (pure: the browser tests build it too). */

/** Where the site's embedded videos and maps come from (components/video-embed.tsx, map-links.ts). */
const VIDEO_AND_MAP_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://www.google.com']

export const originOf = (url: string | undefined) => {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The Content-Security-Policy: scripts only from this site and the configured giving provider
 * (never inline), frames only from YouTube, Google Maps and the configured giving and offering
 * hosts, and no site may frame this one.
 */
export function contentSecurityPolicy(opts: {
  givingWidgetUrl?: string
  offeringFormUrl?: string
  uploadsOrigin?: string
  https: boolean
}) {
  const giving = originOf(opts.givingWidgetUrl)
  const offering = originOf(opts.offeringFormUrl)
  const list = (...sources: (string | undefined)[]) => [...new Set(sources.filter(Boolean))].join(' ')
  return [
    "default-src 'self'",
    `script-src ${list("'self'", giving)}`,
    // React and Ark UI set style attributes (positions, theme colours); no script can run from a style.
    `style-src ${list("'self'", "'unsafe-inline'", giving)}`,
    "img-src 'self' data: blob: https:",
    `font-src ${list("'self'", 'data:', giving)}`,
    `connect-src ${list("'self'", 'https://i.ytimg.com', opts.uploadsOrigin, giving)}`,
    "media-src 'self' https:",
    `frame-src ${list(...VIDEO_AND_MAP_FRAMES, giving, offering)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

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

/** What a host may be made of: letters, digits and hyphens, in labels joined by dots. */
const HOST_CHARACTERS = /^[a-z0-9.-]+$/i
/** Printable ASCII: no spaces, line breaks or other controls, nothing a header could carry differently. */
const PRINTABLE = /^[\x21-\x7e]*$/
/** What a policy or a header reads as punctuation, or a wildcard: never anywhere in the address. */
const POLICY_PUNCTUATION = /["'*,;\\]/

/**
 * The origin ('https://give.example.org', with a port when it has one) of a web address a
 * third party serves from (the giving widget, the offering form), when it is plain enough to name
 * in the Content-Security-Policy: https, a host of letters, digits, dots and hyphens (no wildcard,
 * no user name, no IP-literal brackets), an optional port, and nothing anywhere in it that a
 * policy reads as punctuation (a space, a quote, ';', ','). Else undefined: the address is refused
 * at save (site-config/model.ts) and, if stored anyway, never copied into the header.
 * Linear: no regular expression here can backtrack.
 */
export function policyOrigin(url: string | undefined): string | undefined {
  if (!url || url.length > 2000 || !PRINTABLE.test(url) || POLICY_PUNCTUATION.test(url)) return undefined
  if (url.slice(0, 8).toLowerCase() !== 'https://') return undefined
  const rest = url.slice(8)
  let end = rest.length
  for (const mark of ['/', '?', '#']) {
    const at = rest.indexOf(mark)
    if (at >= 0 && at < end) end = at
  }
  const authority = rest.slice(0, end)
  const colon = authority.indexOf(':')
  const host = colon < 0 ? authority : authority.slice(0, colon)
  const port = colon < 0 ? undefined : authority.slice(colon + 1)
  if (!HOST_CHARACTERS.test(host) || host.length > 253) return undefined
  if (host.split('.').some((label) => label === '' || label.length > 63 || label.startsWith('-') || label.endsWith('-'))) return undefined
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) return undefined
  try {
    const parsed = new URL(url)
    // The browser's reading must name the same host and port: nothing in the path or query moved them.
    const expected = `https://${host.toLowerCase()}${port === undefined || Number(port) === 443 ? '' : `:${Number(port)}`}`
    return parsed.origin === expected ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The Content-Security-Policy: scripts only from this site and the configured giving provider
 * (never inline), frames only from YouTube, Google Maps and the configured giving and offering
 * hosts, and no site may frame this one. An address that is not a plain https origin
 * (policyOrigin) adds nothing.
 */
export function contentSecurityPolicy(opts: {
  givingWidgetUrl?: string
  offeringFormUrl?: string
  uploadsOrigin?: string
  https: boolean
}) {
  const giving = policyOrigin(opts.givingWidgetUrl)
  const offering = policyOrigin(opts.offeringFormUrl)
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

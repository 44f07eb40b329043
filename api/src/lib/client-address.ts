import { isIP } from 'node:net'

/** The most X-Forwarded-For entries, and characters, ever looked at (from the right: the proxies' end). */
export const FORWARDED_MAX_ENTRIES = 20
export const FORWARDED_MAX_CHARS = 1024

type Server = { requestIP(request: Request): { address: string } | null } | null | undefined

/**
 * The client's address: the one every per-client limit counts by (decision 0028).
 *
 * `trustedHops` is `TRUST_PROXY` as config.ts reads it: 0 believes no header (anyone could pick
 * their own address and dodge the limits), only the connection's address. With n proxies of our
 * own in front, X-Forwarded-For is read from the RIGHT: each proxy appends the address it was
 * reached from, after whatever the client sent, so the n-th entry from the right is the one the
 * outermost trusted proxy wrote, and nothing left of it can be believed. A header with fewer
 * entries than that, or whose entry there is not an IPv4 or IPv6 address, counts by the
 * connection's address instead. Only the last 1 KB and 20 entries of the header are read.
 */
export function clientAddress(request: Request, server: Server, trustedHops: number): string {
  if (trustedHops > 0) {
    const forwarded = forwardedAddress(request.headers.get('x-forwarded-for'), trustedHops)
    if (forwarded) return forwarded
  }
  return server?.requestIP(request)?.address ?? 'unknown'
}

/** The n-th X-Forwarded-For entry from the right when it is an IP address; else undefined. */
export function forwardedAddress(header: string | null, hops: number): string | undefined {
  if (!header || hops < 1 || hops > FORWARDED_MAX_ENTRIES) return undefined
  // Several X-Forwarded-For lines arrive joined by ", ", in order. Only the tail is read; when it was
  // cut, its first entry (perhaps partial) is dropped.
  const cut = header.length > FORWARDED_MAX_CHARS
  const tail = cut ? header.slice(header.indexOf(',', header.length - FORWARDED_MAX_CHARS) + 1 || header.length) : header
  const entries = tail.split(',').slice(-FORWARDED_MAX_ENTRIES)
  if (tail === '' || entries.length < hops) return undefined
  const entry = entries[entries.length - hops].trim()
  return isIP(entry) ? entry.toLowerCase() : undefined
}

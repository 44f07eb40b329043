import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { Enclosure } from './podcast'

const TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
}
const typeOf = (url: string) => TYPES[url.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? ''] ?? 'audio/mpeg'

/** How long a looked-up size is trusted, and how long a failed lookup waits before trying again. */
const KNOWN_MS = 24 * 3_600_000
const UNKNOWN_MS = 3_600_000
/** A feed request never waits longer than this for sizes it does not know yet. */
const LOOKUP_BUDGET_MS = 2_000
/**
 * HEAD requests in flight at once. A first feed of 300 episodes then asks in a steady stream rather
 * than opening 300 connections in one go (which took ~20 ms of the main thread); sizes that arrive
 * after the budget are remembered for the next reader.
 */
const LOOKUPS_AT_ONCE = 16

/**
 * The podcast enclosure of each audio address: its size in bytes and type. Files uploaded to this
 * site are measured on disk; other addresses are asked with a HEAD request, remembered, and given
 * length 0 (what RSS allows for an unknown size) until their host answers.
 */
export function enclosureResolver(opts: { uploadsDir: string; fetch?: typeof fetch }) {
  const known = new Map<string, { enclosure: Enclosure; until: number }>()
  const lookups = new Map<string, Promise<Enclosure>>()
  const doFetch = opts.fetch ?? fetch
  let active = 0
  const queued: (() => void)[] = []

  /** Waits for one of the LOOKUPS_AT_ONCE places; the function returned hands it to the next in line. */
  async function place(): Promise<() => void> {
    if (active < LOOKUPS_AT_ONCE) active++
    else await new Promise<void>((resolve) => queued.push(resolve))
    return () => {
      const next = queued.shift()
      if (next) next()
      else active--
    }
  }

  async function lookUp(url: string, absolute: string): Promise<Enclosure> {
    const fallback = { url: absolute, length: 0, type: typeOf(url) }
    try {
      if (url.startsWith('/uploads/')) {
        const size = (await stat(join(opts.uploadsDir, basename(url)))).size
        known.set(url, { enclosure: { ...fallback, length: size }, until: Date.now() + KNOWN_MS })
        return { ...fallback, length: size }
      }
      const leave = await place()
      const response = await doFetch(absolute, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(5_000) }).finally(leave)
      const length = Number(response.headers.get('content-length') ?? 0)
      const type = response.headers.get('content-type')?.split(';')[0].trim()
      const enclosure = {
        url: absolute,
        length: response.ok && Number.isFinite(length) ? length : 0,
        type: type && /^(audio|video)\//.test(type) ? type : fallback.type,
      }
      known.set(url, { enclosure, until: Date.now() + (enclosure.length > 0 ? KNOWN_MS : UNKNOWN_MS) })
      return enclosure
    } catch {
      known.set(url, { enclosure: fallback, until: Date.now() + UNKNOWN_MS })
      return fallback
    } finally {
      lookups.delete(url)
    }
  }

  return async function resolve(audioUrls: string[], origin: string): Promise<Map<string, Enclosure>> {
    const now = Date.now()
    const result = new Map<string, Enclosure>()
    const pending: Promise<void>[] = []
    for (const url of new Set(audioUrls)) {
      const absolute = url.startsWith('/') ? `${origin}${url}` : url
      const cached = known.get(url)
      // Sizes are remembered by the stored address; the absolute link is written for this answer,
      // so a changed site address shows at once.
      result.set(url, cached ? { ...cached.enclosure, url: absolute } : { url: absolute, length: 0, type: typeOf(url) })
      if (cached && cached.until > now) continue
      let lookup = lookups.get(url)
      if (!lookup) {
        lookup = lookUp(url, absolute)
        lookups.set(url, lookup)
      }
      pending.push(lookup.then((enclosure) => void result.set(url, { ...enclosure, url: absolute })))
    }
    if (pending.length > 0) await Promise.race([Promise.all(pending), Bun.sleep(LOOKUP_BUDGET_MS)])
    return result
  }
}

import { resolve } from 'node:path'
import { FORWARDED_MAX_ENTRIES } from './lib/client-address'

/** Every environment variable the server reads, parsed once. All are optional (see README). */
export type Config = ReturnType<typeof loadConfig>

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

function positiveInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`)
  return value
}

/** STOP_TIMEOUT: whole seconds from 0 (close at once) to 300; 8 when unset. */
function stopSeconds(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 8
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 300)
    throw new Error(`STOP_TIMEOUT must be a whole number of seconds from 0 to 300, got "${raw}"`)
  return value
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  const timezone = env.CHURCH_TIMEZONE || 'America/Chicago'
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone })
  } catch {
    throw new Error(`CHURCH_TIMEZONE "${timezone}" is not a known time zone (for example America/Chicago)`)
  }
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined
  const dataDir = resolve(env.DATA_DIR || './data')
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    /** Cookies are marked Secure only when the site is served over https. */
    secureCookies: publicUrl?.startsWith('https:') ?? false,
    timezone,
    /**
     * How many proxies of our own stand in front (0: none, X-Forwarded-For is not believed): the
     * client's address is the entry that many from the right (lib/client-address.ts, decision 0028).
     */
    trustProxy: trustedHops(env.TRUST_PROXY),
    logLevel,
    /** How many times each client may send each public form (contact, plan a visit, newsletter) in ten minutes. */
    formRateLimit: positiveInteger(env.FORM_RATE_LIMIT, 10, 'FORM_RATE_LIMIT'),
    /** YouTube Data API key for the playlist and channel syncs. */
    youtubeApiKey: env.YOUTUBE_API_KEY || undefined,
    youtubeSermonsPlaylistId: env.YOUTUBE_SERMONS_PLAYLIST_ID || '',
    youtubeLivePlaylistId: env.YOUTUBE_LIVE_PLAYLIST_ID || '',
    /** The YouTube Data API's root: requests go to `{base}/youtube/v3/...` (tests and proxies change it). */
    youtubeApiBaseUrl: youtubeApiBaseUrl(env.YOUTUBE_API_BASE_URL),
    /** How often the scheduled sync runs outside the Sunday service window (decision 0008). */
    youtubeSyncIntervalMinutes: positiveInteger(env.YOUTUBE_SYNC_INTERVAL_MINUTES, 60, 'YOUTUBE_SYNC_INTERVAL_MINUTES'),
    /** S3-compatible storage for uploaded images; without S3_BUCKET they stay under DATA_DIR/uploads. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          /** Where visitors load the files from (a CDN or the bucket's public address). */
          publicUrl: (
            env.S3_PUBLIC_URL || `${(env.S3_ENDPOINT || 'https://s3.amazonaws.com').replace(/\/$/, '')}/${env.S3_BUCKET}`
          ).replace(/\/$/, ''),
        }
      : undefined,
    production: env.NODE_ENV === 'production',
    /**
     * How long a stop (SIGTERM, SIGINT) lets requests in flight finish before closing them: container
     * runtimes kill after 10 s, so 8 s by default leaves the rest of the stop its time (STOP_TIMEOUT, seconds).
     */
    stopTimeoutMs: stopSeconds(env.STOP_TIMEOUT) * 1000,
    /** Where the built web app lives; served by the API in production (WEB_DIST overrides, for parallel builds). */
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(import.meta.dir, '../../web/dist'),
  }
}

/** TRUST_PROXY: true/yes/1 is one proxy, false/no/0 or unset none, a whole number that many (at most 20). */
function trustedHops(raw: string | undefined): number {
  const value = (raw ?? '').trim().toLowerCase()
  if (['', 'false', 'no', '0'].includes(value)) return 0
  if (['true', 'yes'].includes(value)) return 1
  if (/^\d{1,2}$/.test(value) && Number(value) <= FORWARDED_MAX_ENTRIES) return Number(value)
  throw new Error(
    `TRUST_PROXY must be true, false or the number of proxies in front of the site (1 to ${FORWARDED_MAX_ENTRIES}), got "${raw}"`,
  )
}

function youtubeApiBaseUrl(raw: string | undefined): string {
  const value = (raw || 'https://youtube.googleapis.com').trim()
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`YOUTUBE_API_BASE_URL must be an http(s) address, got "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`YOUTUBE_API_BASE_URL must be an http(s) address, got "${raw}"`)
  return value.replace(/\/+$/, '')
}

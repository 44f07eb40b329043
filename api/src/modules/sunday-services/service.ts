import { and, asc, desc, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { serviceTimes, sundayServices } from '../../db/schema'
import { crud } from '../../lib/crud'
import { todayIn, zonedInstant, zonedIso } from '../../lib/dates'
import { notFound } from '../../lib/errors'
import { inState, liveAt, ownedBy } from '../../lib/live'
import { newestFirst, type PageQuery } from '../../lib/paging'
import { isLive, type PublicationState } from '../../lib/publication'
import { datedClock, mainService, sundayChange } from '../../lib/service-times'
import type { SessionUser } from '../auth/model'
import { liveStreamOnAir } from '../live-streams/repo'
import type { NextSundayService } from './model'

const base = crud(sundayServices, 'Sunday service')

/** Newest first (the later service first on the same day); staff's list (GET /api/admin/sunday-services) searched by place or date. */
const newest = newestFirst(
  sundayServices,
  [sundayServices.date, sundayServices.time],
  [sundayServices.location, sql`${sundayServices.date}::text`],
)
export const { get: getSundayService, create: createSundayService, update: updateSundayService, remove: deleteSundayService } = base

/** How long after its start a service counts as still on (the liturgy takes about 1 h 15 min). */
export const SUNDAY_SERVICE_ON_FOR_MS = 2 * 60 * 60 * 1000
/** At most this many services are looked at to find the next one (a day rarely has more than two). */
const LOOK_AT = 20

/** 'CST' / 'CDT' (or 'GMT+2' where a zone has no common abbreviation) at the instant `at`. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? ''
}

/**
 * The Sunday service to show visitors: the earliest one (by date, then time) dated today or later in
 * the church's time zone that is not over. A service of today is over two hours after it starts, or
 * once a later service of the same day has started, unless staff have marked it live: then it stays
 * until they unmark it (or the day ends). It is LIVE when it is today's and staff marked it live, or a
 * live stream dated today is marked live (the YouTube sync marks a broadcast that is on air); that
 * stream's link stands in when the service has none. `change` says when it is a one-week change
 * from the usual Sunday time (lib/service-times.ts `sundayChange`). Null when no service lies ahead.
 * Only live services count at `now` (decision 0042): a draft or scheduled one is never the next.
 */
export async function nextSundayService(db: Db, timeZone: string, now: Date = new Date()): Promise<NextSundayService | null> {
  const today = todayIn(timeZone, now)
  const rows = await db
    .select()
    .from(sundayServices)
    .where(and(gte(sundayServices.date, today), liveAt(sundayServices, now)))
    .orderBy(asc(sundayServices.date), asc(sundayServices.time), asc(sundayServices.createdAt))
    .limit(LOOK_AT)
  const onAir = rows[0]?.date === today ? await liveStreamOnAir(db, today) : undefined
  const usual =
    rows.length > 0
      ? mainService(await db.select().from(serviceTimes).orderBy(asc(serviceTimes.position), asc(serviceTimes.createdAt)))
      : null

  for (const [index, row] of rows.entries()) {
    const start = zonedInstant(timeZone, row.date, row.time)
    const shown = (isLive: boolean): NextSundayService => {
      const stream = isLive && onAir ? onAir : undefined
      const zone = zoneAbbreviation(timeZone, start)
      const sameDay = rows.filter((r) => r.date === row.date).map((r) => r.time)
      const change = usual ? sundayChange(row, sameDay, usual, today) : null
      return {
        id: row.id,
        date: row.date,
        time: row.time,
        location: row.location,
        youtubeUrl: row.youtubeUrl || stream?.youtubeUrl || '',
        isToday: row.date === today,
        isLive,
        startsAt: zonedIso(timeZone, row.date, row.time),
        timeZoneName: zone,
        stream: stream ? { id: stream.id, title: stream.title } : null,
        change,
        clock: datedClock(row.time, zone, change),
      }
    }
    if (row.date !== today) return shown(false)
    if (row.isLive) return shown(true)
    const later = rows[index + 1]
    const laterStarted = later?.date === today && now >= zonedInstant(timeZone, today, later.time)
    const over = now.getTime() >= start.getTime() + SUNDAY_SERVICE_ON_FOR_MS || laterStarted
    if (!over) return shown(onAir !== undefined)
  }
  return null
}

/** Visitors' list: the live services at `now`, newest first (decision 0042). */
const listLive = (db: Db, q: { limit?: number }, now: Date) =>
  db
    .select()
    .from(sundayServices)
    .where(liveAt(sundayServices, now))
    .orderBy(desc(sundayServices.date), desc(sundayServices.time))
    .limit(q.limit ?? 1000)

/** One service for visitors: a draft or a scheduled one is not found (404). */
async function getLive(db: Db, id: string, now: Date) {
  const found = await getSundayService(db, id)
  if (!isLive(found, now)) throw notFound('Sunday service')
  return found
}

/** How visitors and staff read Sunday services (lib/record-routes.ts): a contributor's list holds their own. */
export const sundayServiceReads = {
  list: listLive,
  get: getLive,
  page: (db: Db, q: PageQuery & { state?: PublicationState | '' }, { by, now }: { by: SessionUser | null; now: Date }) =>
    newest.page(db, q, and(inState(sundayServices, q.state, now), ownedBy(sundayServices, by))),
  drafts: true,
} as const

/** How staff add, change and delete a Sunday service (lib/record-routes.ts). */
export const sundayServiceRecords = {
  create: createSundayService,
  update: updateSundayService,
  remove: deleteSundayService,
  find: getSundayService,
  area: 'sunday-services',
  drafts: true,
} as const

/**
 * Server only: the rule of lib/publication.ts (`isLive`) in SQL, for every public read of sermons,
 * events, Sunday services and pages (decision 0042), and when the next scheduled one goes live, so the
 * caches drop what they kept before it (lib/content-version.ts `schedule`).
 */
import { and, eq, gt, isNull, lte, min, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { events, newsPosts, sermons, sitePages, sundayServices } from '../db/schema'
import type { SessionUser } from '../modules/auth/model'
import { mayPublish } from './drafts'
import type { PublicationState } from './publication'

type Publishing = { publication: PgColumn; publishAt: PgColumn }

/** Published, and its publish time unset or passed at `now` (the clock the app is given, never only SQL now()). */
export const liveAt = (table: Publishing, now: Date): SQL =>
  and(eq(table.publication, 'published'), or(isNull(table.publishAt), lte(table.publishAt, now))) as SQL

/** The earliest publish time still to come among published records, or null when none is scheduled. */
export async function nextGoLive(db: Db, now: Date): Promise<Date | null> {
  const next = (table: typeof sermons | typeof events | typeof sundayServices | typeof sitePages | typeof newsPosts) =>
    db
      .select({ at: min(table.publishAt) })
      .from(table)
      .where(and(eq(table.publication, 'published'), gt(table.publishAt, now)))
  const found = await Promise.all([next(sermons), next(events), next(sundayServices), next(sitePages), next(newsPosts)])
  const times = found.flatMap(([row]) => (row?.at ? [new Date(row.at).getTime()] : []))
  return times.length > 0 ? new Date(Math.min(...times)) : null
}

/** Staff's list filter by how records stand (lib/publication.ts PublicationState; '' or none: all). */
export function inState(table: Publishing, state: PublicationState | '' | undefined, now: Date): SQL | undefined {
  switch (state) {
    case 'draft':
    case 'submitted':
      return eq(table.publication, state)
    case 'scheduled':
      return and(eq(table.publication, 'published'), gt(table.publishAt, now))
    case 'published':
      return liveAt(table, now)
    default:
      return undefined
  }
}

/** A contributor's lists hold only what they wrote (lib/drafts.ts); staff who publish see all. */
export const ownedBy = (table: { createdBy: PgColumn }, by: SessionUser | null): SQL | undefined =>
  mayPublish(by) ? undefined : eq(table.createdBy, by?.id ?? '00000000-0000-0000-0000-000000000000')

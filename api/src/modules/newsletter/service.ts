import { desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { newsletterSubscribers } from '../../db/schema'
import type { SubscribeInput } from './model'

/**
 * Subscribing is idempotent: the address is stored lower-cased, and subscribing again
 * re-activates the one row (keeping a name given before when none is given now).
 */
export async function subscribe(db: Db, input: SubscribeInput) {
  const email = input.email.toLowerCase()
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, firstName: input.firstName, lastName: input.lastName })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        isActive: true,
        firstName: sql`coalesce(nullif(excluded.first_name, ''), ${newsletterSubscribers.firstName})`,
        lastName: sql`coalesce(nullif(excluded.last_name, ''), ${newsletterSubscribers.lastName})`,
      },
    })
    .returning()
  return row
}

export const listSubscribers = (db: Db) => db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt))

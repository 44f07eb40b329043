import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { meta } from '../../db/schema'
import { isUuid } from '../../lib/errors'

/**
 * The link a registrant changes or cancels with (decision 0058): the registration's id and an HMAC of
 * it with the site's own key, kept in `meta` (made once, at the first registration; backed up, so a
 * restored site's links still work). Nothing guessable: without the key no id gives a valid link, and
 * the same link works for every email about the registration.
 */
const KEY = 'registration-link-key'

async function linkKey(db: Db): Promise<Buffer> {
  const read = async () => (await db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY)))[0]
  let row = await read()
  if (!row) {
    // Two instances making it at once keep the first.
    await db
      .insert(meta)
      .values({ key: KEY, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: meta.key })
    row = await read()
  }
  return Buffer.from(row.value, 'base64url')
}

const signature = (key: Buffer, id: string) => createHmac('sha256', key).update(`registration:${id}`).digest('base64url')

/** The token a registration's link carries: '{id}.{signature}'. */
export const registrationToken = async (db: Db, id: string) => `${id}.${signature(await linkKey(db), id)}`

/** The registration a token names, or null when it is not one this site made (forged, mistyped, cut short). */
export async function registrationOfToken(db: Db, token: string): Promise<string | null> {
  if (token.length > 200) return null
  const [id, given] = token.split('.')
  if (!id || !given || !isUuid(id)) return null
  const wanted = Buffer.from(signature(await linkKey(db), id))
  const got = Buffer.from(given)
  return got.length === wanted.length && timingSafeEqual(got, wanted) ? id : null
}

/** The page a registrant opens from their email. */
export const manageUrl = (origin: string, token: string) => `${origin}/registration?token=${encodeURIComponent(token)}`

import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { binItems, uploads } from '../../db/schema'
import type { ContentVersion } from '../../lib/content-version'
import { type PictureWords, withWords } from '../../lib/picture-address'
import { IMAGE_TYPES } from './model'
import { preparePicture } from './pictures'
import { sniffImageType } from './service'
import type { ImageStorage } from './storage'

/**
 * Every column of the content that holds a picture's address, with what the Media tab calls a record
 * of it and the column that names one: the one list pruning, publishing and the Media tab read.
 */
export const PICTURE_COLUMNS = [
  { table: 'sermons', column: 'thumbnail_url', kind: 'Sermon', name: 'title' },
  { table: 'events', column: 'image_url', kind: 'Event', name: 'title' },
  { table: 'live_streams', column: 'thumbnail_url', kind: 'Live stream', name: 'title' },
  { table: 'staff_members', column: 'photo_url', kind: 'Staff', name: 'name' },
  { table: 'site_config', column: 'logo_url', kind: 'Logo', name: null },
  { table: 'site_pages', column: 'image_url', kind: 'Page', name: 'title' },
  { table: 'news_posts', column: 'image_url', kind: 'News post', name: 'title' },
] as const

/**
 * The rich-text documents (lib/rich-text/document.ts) whose pictures are in use too: each picture
 * node's `src`, stored without the Media tab's words (they are read from the library when drawn).
 */
export const PICTURE_DOCUMENTS = [
  { table: 'site_pages', column: 'body', kind: 'Page', name: 'title' },
  { table: 'news_posts', column: 'body', kind: 'News post', name: 'title' },
] as const

/** Each picture address a document column holds (`src`), one row per picture, beside its record's columns. */
const documentPictures = (column: string) => sql`jsonb_path_query(${sql.identifier(column)}, '$.**.attrs.src') #>> '{}'`

/** Every address the content holds, without the words after `#`, as one SQL list (`url`). */
export const pictureAddressesInUse = () =>
  sql.join(
    [
      ...PICTURE_COLUMNS.map(
        ({ table, column }) => sql`select split_part(${sql.identifier(column)}, '#', 1) as url from ${sql.identifier(table)}`,
      ),
      ...PICTURE_DOCUMENTS.map(
        ({ table, column }) => sql`select split_part(${documentPictures(column)}, '#', 1) as url from ${sql.identifier(table)}`,
      ),
    ],
    sql` union all `,
  )

/** Where the picture stored as `key` (an SQL expression) is used: one row (`kind`, `name`) per record. */
export const usesOf = (key: SQL) =>
  sql.join(
    [
      ...PICTURE_COLUMNS.map(
        ({ table, column, kind, name }) =>
          sql`select ${kind}::text as kind, ${name ? sql.identifier(name) : sql`'The site logo'`}::text as name from ${sql.identifier(table)}
            where ${sql.identifier(column)} <> '' and right(split_part(${sql.identifier(column)}, '#', 1), length(${key}) + 1) = '/' || ${key}`,
      ),
      ...PICTURE_DOCUMENTS.map(
        ({ table, column, kind, name }) =>
          sql`select ${kind}::text as kind, ${sql.identifier(name)}::text as name from ${sql.identifier(table)} as d
            where strpos(d.${sql.identifier(column)}::text, ${key}) > 0
              and exists (select 1 from (select ${documentPictures(column)} as src) as pictures
                where right(split_part(pictures.src, '#', 1), length(${key}) + 1) = '/' || ${key})`,
      ),
    ],
    sql` union all `,
  )

/**
 * Writes a picture's words (decision 0032) into every record that uses it, and into the deletes
 * kept in the bin, so every page reads them from the address it already has.
 */
export async function spreadWords(db: Db, key: string, words: PictureWords) {
  const fragment = withWords('', words)
  await db.transaction(async (tx) => {
    for (const { table, column } of PICTURE_COLUMNS) {
      const col = sql.identifier(column)
      await tx.execute(sql`
        update ${sql.identifier(table)} set ${col} = split_part(${col}, '#', 1) || ${fragment}
        where right(split_part(${col}, '#', 1), ${key.length + 1}) = ${`/${key}`} and ${col} <> split_part(${col}, '#', 1) || ${fragment}`)
    }
    await tx
      .update(binItems)
      .set({
        record: sql`regexp_replace(${binItems.record}::text, ${`/${escapeRegex(key)}(#[^"]*)?"`}, ${`/${key}${fragment}"`}, 'g')::jsonb`,
      })
      .where(sql`strpos(${binItems.record}::text, ${key}) > 0`)
  })
  // Staff's change of the words (PATCH /api/admin/pictures/{id}) then moves the content version, as every admin write does.
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** At most this many pictures are published in one housekeeping round (the rest in the next). */
const PICTURES_PER_ROUND = 100

/**
 * Pictures uploaded before pictures were published (decision 0032) are published now, the same way
 * as a new upload: the records and the bin that use one move to its new address, the file as it came
 * becomes its private original, and the old address stops answering (it could carry the place a photo
 * was taken). A file that is gone or cannot be read is left as it is, marked so it is not tried again.
 */
export async function publishKeptPictures(db: Db, storage: ImageStorage, content: ContentVersion) {
  const kept = await db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(isNotNull(uploads.usedAt), isNull(uploads.width)))
    .limit(PICTURES_PER_ROUND)
  let published = 0
  for (const upload of kept) {
    const bytes = await storage.read(upload.storageKey)
    const type = bytes ? sniffImageType(bytes) : null
    const picture = bytes && type ? await preparePicture(upload.storageKey.split('.')[0], bytes, type).catch(() => null) : null
    if (!bytes || !type || !picture) {
      await db.update(uploads).set({ width: 0, height: 0 }).where(eq(uploads.id, upload.id))
      continue
    }
    const original = `originals/${crypto.randomUUID()}.${IMAGE_TYPES[type]}`
    await storage.save(original, bytes, type)
    for (const file of picture.files) await storage.save(file.name, file.bytes, file.contentType)
    await db.transaction(async (tx) => {
      for (const { table, column } of PICTURE_COLUMNS) {
        const col = sql.identifier(column)
        await tx.execute(sql`
          update ${sql.identifier(table)}
          set ${col} = left(${col}, length(${col}) - ${upload.storageKey.length}) || ${picture.name}
          where right(${col}, ${upload.storageKey.length + 1}) = ${`/${upload.storageKey}`}`)
      }
      await tx
        .update(binItems)
        .set({ record: sql`replace(${binItems.record}::text, ${`/${upload.storageKey}"`}, ${`/${picture.name}"`})::jsonb` })
        .where(sql`strpos(${binItems.record}::text, ${upload.storageKey}) > 0`)
      await tx
        .update(uploads)
        .set({
          storageKey: picture.name,
          width: picture.width,
          height: picture.height,
          files: [...picture.files.map((f) => f.name), original],
        })
        .where(eq(uploads.id, upload.id))
    })
    await storage.remove(upload.storageKey)
    published++
  }
  if (published > 0) content.changed()
  return published
}

import { eq, sql } from 'drizzle-orm'
import { rowsOf } from '../../db/bulk'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { HttpError, notFound } from '../../lib/errors'
import { DEFAULT_PAGE_SIZE, likeContains } from '../../lib/paging'
import { withWords } from '../../lib/picture-address'
import { spreadWords, usesOf } from './picture-uses'
import type { ImageStorage } from './storage'

/**
 * The Media tab (docs/product.md#media): every picture uploaded, newest first, with where each is
 * used; its description is said once here for every page that shows it; one nothing uses (and no
 * delete in Recently deleted holds) can be deleted, every size and its original with it.
 */

type Row = {
  id: string
  storage_key: string
  file_name: string
  width: number | null
  height: number | null
  original_bytes: number | null
  alt: string
  decorative: boolean
  focus_x: number
  focus_y: number
  uploaded_by: string | null
  used_at: string | Date
  uses: { kind: string; name: string }[] | string
}

/** Where a picture is used, the bin included (a restore would bring its record back). */
const usesJson = sql`(
  select coalesce(json_agg(json_build_object('kind', used.kind, 'name', used.name) order by used.kind, used.name), '[]'::json)
  from (
    ${usesOf(sql`u.storage_key`)}
    union all select 'Recently deleted', coalesce(b.record->>'title', b.record->>'name', '') from bin_items b
      where strpos(b.record::text, u.storage_key) > 0
  ) used
)`

const wanted = sql`u.used_at is not null and (u.width is null or u.width > 0)`

export async function picturePage(db: Db, storage: ImageStorage, q: { limit?: number; offset?: number; search?: string }) {
  const search = q.search?.trim()
  const matches = search
    ? sql`and (u.file_name ilike ${likeContains(search)} or u.alt ilike ${likeContains(search)}
          or exists (select 1 from (${usesOf(sql`u.storage_key`)}) used where used.name ilike ${likeContains(search)}))`
    : sql``
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      select u.id, u.storage_key, u.file_name, u.width, u.height, u.original_bytes, u.alt, u.decorative, u.focus_x, u.focus_y, u.used_at,
        coalesce(nullif(usr.name, ''), usr.email) as uploaded_by, ${usesJson} as uses
      from uploads u left join users usr on usr.id = u.created_by
      where ${wanted} ${matches}
      order by u.used_at desc, u.id
      limit ${q.limit ?? DEFAULT_PAGE_SIZE} offset ${q.offset ?? 0}`),
    db.execute(sql`select count(*)::int as total from uploads u where ${wanted} ${matches}`),
  ])
  return {
    items: rowsOf<Row>(rows).map((row) => answerOf(storage, row)),
    total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0,
  }
}

function answerOf(storage: ImageStorage, row: Row) {
  return {
    id: row.id,
    address: withWords(storage.publicUrl(row.storage_key), { alt: row.alt, focusX: row.focus_x, focusY: row.focus_y }),
    fileName: row.file_name,
    width: row.width,
    height: row.height,
    originalBytes: row.original_bytes,
    alt: row.alt,
    decorative: row.decorative,
    focusX: row.focus_x,
    focusY: row.focus_y,
    uploadedBy: row.uploaded_by ?? '',
    uploadedAt: new Date(row.used_at).toISOString(),
    uses: typeof row.uses === 'string' ? JSON.parse(row.uses) : row.uses,
  }
}

async function onePicture(db: Db, storage: ImageStorage, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Picture')
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select u.id, u.storage_key, u.file_name, u.width, u.height, u.original_bytes, u.alt, u.decorative, u.focus_x, u.focus_y, u.used_at,
        coalesce(nullif(usr.name, ''), usr.email) as uploaded_by, ${usesJson} as uses, u.files
      from uploads u left join users usr on usr.id = u.created_by
      where u.id = ${id} and ${wanted}`),
  )
  if (!rows[0]) throw notFound('Picture')
  return { answer: answerOf(storage, rows[0]), key: rows[0].storage_key, files: (rows[0] as Row & { files: string[] }).files }
}

/** Its description, or 'decorative' (the words beside it say it all): every page showing it reads it from here. */
export async function describePicture(
  db: Db,
  storage: ImageStorage,
  id: string,
  words: { alt: string; decorative: boolean; focusX?: number; focusY?: number },
) {
  await onePicture(db, storage, id)
  await db
    .update(uploads)
    .set({ alt: words.decorative ? '' : words.alt, decorative: words.decorative, focusX: words.focusX, focusY: words.focusY })
    .where(eq(uploads.id, id))
  const { answer, key } = await onePicture(db, storage, id)
  await spreadWords(db, key, answer)
  return (await onePicture(db, storage, id)).answer
}

const quoted = (use: { kind: string; name: string }) => (use.name ? `“${use.name}” (${use.kind.toLowerCase()})` : use.kind.toLowerCase())

/** Deletes a picture nothing uses: refused (409) while any record, or a delete that can be undone, shows it. */
export async function deletePicture(db: Db, storage: ImageStorage, id: string) {
  const { answer, key, files } = await onePicture(db, storage, id)
  if (answer.uses.length > 0) {
    const named = answer.uses.slice(0, 3).map(quoted).join(', ')
    const more = answer.uses.length > 3 ? ` and ${answer.uses.length - 3} more` : ''
    throw new HttpError(409, `This picture is still used by ${named}${more}. Choose another picture there first.`)
  }
  for (const file of new Set([key, ...(files ?? [])])) await storage.remove(file)
  await db.delete(uploads).where(eq(uploads.id, id))
  return { message: `Deleted ${answer.fileName || 'the picture'}.` }
}

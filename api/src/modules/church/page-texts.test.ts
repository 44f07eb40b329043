/**
 * The Church tab's page texts as rich text (decision 0051): the texts from before (JSON strings, as
 * migration 0029 keeps them) become documents with their paragraphs, lines and links; the creed and
 * the safety rules stay plain text; a backup and a History version from before still come back; what
 * the code cannot read shows as nothing; what the editor could not have written is refused.
 */
import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { DEFAULT_PAGE_TEXTS } from '../../content/page-texts'
import { dumpDatabase, restoreDatabase } from '../../db/backup'
import { rowsOf } from '../../db/bulk'
import { convertOldPageTexts } from '../../db/old-rich-texts'
import { pageTexts, revisions } from '../../db/schema'
import { emptyDoc } from '../../lib/rich-text/document'
import { richTextFromPlain } from '../../lib/rich-text/plain-text'
import { expectRefused, freshDatabase, testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()

const text = (words: string) => ({ type: 'text', text: words })
const link = (words: string, href: string) => ({ type: 'text', text: words, marks: [{ type: 'link', attrs: { href } }] })

/** What visitors read moved: as a staff member's save says so (lib/content-version.ts). */
const changed = () => t.database.content.changed()

/** Puts texts back as they were stored before 0029: plain text in a JSON string. */
async function storeOld(db: typeof t.db, texts: Record<string, string>) {
  for (const [key, body] of Object.entries(texts))
    await db.execute(
      sql`insert into page_texts (key, body) values (${key}, to_jsonb(${body}::text)) on conflict (key) do update set body = excluded.body`,
    )
}

describe('texts from before rich text', () => {
  test('become paragraphs, their web addresses and emails links; the creed keeps its lines; an empty text shows nothing', async () => {
    await storeOld(t.db, {
      music: 'Sing with us.\n\nRehearsals: https://example.org/choir.\nWrite to music@example.org, or call.',
      about: '',
      creed: 'We believe in one God,\nthe Father, the Almighty,\n\nWe believe in one Lord,',
      'kids-safety': 'Every volunteer is checked.\n\nTwo adults always.',
    })
    expect(await convertOldPageTexts(t.db)).toBe(2)
    changed()
    // Done once: a second run finds nothing.
    expect(await convertOldPageTexts(t.db)).toBe(0)
    const rows = new Map((await t.db.select().from(pageTexts)).map((r) => [r.key, r.body]))
    expect(rows.get('music')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('Sing with us.')] },
        {
          type: 'paragraph',
          content: [
            text('Rehearsals: '),
            link('https://example.org/choir', 'https://example.org/choir'),
            text('.'),
            { type: 'hardBreak' },
            text('Write to '),
            link('music@example.org', 'mailto:music@example.org'),
            text(', or call.'),
          ],
        },
      ],
    })
    expect(rows.get('about')).toEqual(emptyDoc)
    // The creed and the rules are plain text still, line for line.
    expect(rows.get('creed')).toBe('We believe in one God,\nthe Father, the Almighty,\n\nWe believe in one Lord,')
    expect(rows.get('kids-safety')).toBe('Every volunteer is checked.\n\nTwo adults always.')

    const shown = (await t.request('GET', '/api/church/texts')).json
    expect(shown.about).toBe('')
    expect(shown.music).toContain('<a href="mailto:music@example.org"')
    expect(shown.creed).toBe('We believe in one God,\nthe Father, the Almighty,\n\nWe believe in one Lord,')
  })

  test('a text not yet converted reads as it will be stored', async () => {
    await storeOld(t.db, { 'what-we-believe': 'See https://example.org.' })
    changed()
    const admin1 = (await t.request('GET', '/api/admin/church/texts', { cookie: admin })).json
    expect(admin1['what-we-believe']).toEqual(richTextFromPlain('See https://example.org.'))
    const shown = (await t.request('GET', '/api/church/texts')).json
    expect(shown['what-we-believe']).toStartWith('<p>See <a href="https://example.org"')
    await convertOldPageTexts(t.db)
  })

  test('a new database holds every rich text as a document, the creed as its text', async () => {
    const db = (await freshDatabase()).db
    const rows = new Map((await db.select().from(pageTexts)).map((r) => [r.key, r.body]))
    expect(rows.get('about')).toEqual(richTextFromPlain(DEFAULT_PAGE_TEXTS.about))
    expect(rows.get('mission')).toEqual(richTextFromPlain(DEFAULT_PAGE_TEXTS.mission))
    expect(rows.get('creed')).toBe(DEFAULT_PAGE_TEXTS.creed)
    expect(rows.get('kids-safety')).toBe(DEFAULT_PAGE_TEXTS['kids-safety'])
  })

  test('a backup taken before restores, its rich texts as documents', async () => {
    const source = await freshDatabase()
    const dump = JSON.parse(JSON.stringify(await dumpDatabase(source.db)))
    // As such a backup holds them: every text plain.
    dump.tables.page_texts = dump.tables.page_texts.map((row: { key: string }) => ({
      ...row,
      body: row.key === 'music' ? 'Choir: https://example.org/choir' : DEFAULT_PAGE_TEXTS[row.key as keyof typeof DEFAULT_PAGE_TEXTS],
    }))
    const target = await freshDatabase()
    await restoreDatabase(target.db, dump)
    const rows = new Map(
      rowsOf<{ key: string; body: unknown }>(await target.db.execute(sql`select key, body from page_texts`)).map((r) => [r.key, r.body]),
    )
    expect(rows.get('music')).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [text('Choir: '), link('https://example.org/choir', 'https://example.org/choir')] }],
    })
    expect(rows.get('about')).toEqual(richTextFromPlain(DEFAULT_PAGE_TEXTS.about))
    expect(rows.get('creed')).toBe(DEFAULT_PAGE_TEXTS.creed)
  })

  test('a History version from before restores, its texts made documents', async () => {
    const data = { ...DEFAULT_PAGE_TEXTS, music: 'Old words, https://example.org' }
    const [version] = await t.db.insert(revisions).values({ kind: 'page-texts', recordId: 'page-texts', data }).returning()
    const res = await t.request('POST', `/api/admin/revisions/${version.id}/restore`, { cookie: admin })
    expect(res.status).toBe(200)
    const texts = (await t.request('GET', '/api/admin/church/texts', { cookie: admin })).json
    expect(texts.music).toEqual(richTextFromPlain('Old words, https://example.org'))
    expect(texts.creed).toBe(DEFAULT_PAGE_TEXTS.creed)
  })
})

describe('what is stored or sent', () => {
  test('a stored value the code cannot read shows as nothing, never an error', async () => {
    for (const body of [42, null, [1, 2], { type: 'script', content: 'alert(1)' }]) {
      await t.db.execute(sql`update page_texts set body = ${JSON.stringify(body)}::jsonb where key in ('music', 'creed')`)
      changed()
      const shown = await t.request('GET', '/api/church/texts')
      expect(shown.status).toBe(200)
      expect([shown.json.music, shown.json.creed]).toEqual(['', ''])
      const edited = await t.request('GET', '/api/admin/church/texts', { cookie: admin })
      expect(edited.status).toBe(200)
      expect([edited.json.music, edited.json.creed]).toEqual([emptyDoc, ''])
    }
    await t.db
      .update(pageTexts)
      .set({ body: richTextFromPlain('Music.') })
      .where(eq(pageTexts.key, 'music'))
  })

  test('the schema refuses what the editor could not have written: HTML, script links, unknown nodes, a plain string', async () => {
    const hostile = [
      '<p onclick="alert(1)">Hi</p>',
      { type: 'doc', content: [{ type: 'script', content: [text('alert(1)')] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [link('Click', 'javascript:alert(1)')] }] },
      { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [text('Hi')] }] },
    ]
    for (const music of hostile) {
      const res = await t.request('PUT', '/api/admin/church/texts', { body: { music }, cookie: admin })
      expect(res.status).toBe(422)
      expect(Object.keys(res.json.fields).every((field) => field.startsWith('music'))).toBe(true)
    }
    expectRefused(await t.request('PUT', '/api/admin/church/texts', { body: { creed: { type: 'doc' } }, cookie: admin }), {
      creed: 'This field is not valid',
    })
    const shown = (await t.request('GET', '/api/church/texts')).json
    expect(shown.music).toBe('<p>Music.</p>')
  })
})

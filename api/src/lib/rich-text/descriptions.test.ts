/**
 * The footer's about text and the sermon and event descriptions as rich text (decision 0052): what
 * staff write with the editor shows on the pages as the server drew it, while everything that is not
 * HTML (the feeds, page heads, the manifest, the sermon search) reads its plain words; what the editor
 * could not have written is refused; texts from before (rows, a backup, a History version) come back
 * as paragraphs with their web addresses links.
 */
import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { dumpDatabase, restoreDatabase } from '../../db/backup'
import { rowsOf } from '../../db/bulk'
import { convertOldRichTexts } from '../../db/old-rich-texts'
import { events, revisions, sermons, siteConfig } from '../../db/schema'
import { sermon } from '../../test/examples'
import { freshDatabase, testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'
import { richTextFromPlain } from './plain-text'

const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const admin = await t.admin()
const { page } = siteOf(t)

/** A sermon as the dialog sends it: the document, never the words (the server writes them). */
const fromDialog = (over: Record<string, unknown>, doc: unknown) => {
  const { description: _, ...rest } = sermon(over)
  return { ...rest, descriptionDoc: doc }
}

const text = (words: string, marks?: unknown[]) => ({ type: 'text', text: words, ...(marks && { marks }) })
const link = (words: string, href: string) => text(words, [{ type: 'link', attrs: { href } }])
const bold = (words: string) => text(words, [{ type: 'bold' }])

/** A description with a heading, a bold word, a link and a list, as the editor sends it. */
const written = (topic: string) => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text(`About ${topic}`)] },
    { type: 'paragraph', content: [text('A '), bold('joyful'), text(' evening. '), link('Read more', 'https://example.org/more')] },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [text('Bring a candle')] }] },
        { type: 'listItem', content: [{ type: 'paragraph', content: [text('Stay for supper')] }] },
      ],
    },
  ],
})
const WORDS = (topic: string) => `About ${topic}\n\nA joyful evening. Read more\n\n• Bring a candle\n• Stay for supper`

/** What the pages show of `written`. */
function expectDrawn(html: string, topic: string) {
  expect(html).toMatch(new RegExp(`<h2[^>]*>About ${topic}</h2>`))
  expect(html).toContain('<strong>joyful</strong>')
  expect(html).toMatch(/<a href="https:\/\/example\.org\/more"[^>]*>Read more<span/)
  expect(html).toContain('<ul><li><p>Bring a candle</p></li><li><p>Stay for supper</p></li></ul>')
}

/** What visitors read moved, as a staff member's save says so (lib/content-version.ts). */
const changed = () => t.database.content.changed()

describe('a sermon description written with the editor', () => {
  test('shows on the sermon page as written; the podcast, page head, search and staff read its words', async () => {
    const res = await t.request('POST', '/api/admin/sermons', {
      body: fromDialog({ title: 'Candlemas', youtubeUrl: '', audioUrl: '/uploads/candlemas.mp3' }, written('Candlemas')),
      cookie: admin,
    })
    expect(res.status).toBe(201)
    const id = res.json.id
    expect(res.json.description).toBe(WORDS('Candlemas'))
    expect(res.json.descriptionDoc).toEqual(written('Candlemas'))

    const shown = (await t.request('GET', `/api/sermons/${id}`)).json
    expectDrawn(shown.descriptionHtml, 'Candlemas')
    expect(shown.descriptionDoc).toBeUndefined()
    expect(shown.description).toBe(WORDS('Candlemas'))

    // The search finds a word of the list; the podcast and the page head carry the words, never the markup.
    const found = (await t.request('GET', '/api/sermons?search=supper')).json.items
    expect(found.map((s: { id: string }) => s.id)).toEqual([id])
    const feed = (await t.request('GET', '/feeds/sermons.xml')).text
    expect(feed).toContain('A joyful evening. Read more')
    expect(feed).not.toContain('&lt;h2')
    const p = await page(`/sermons/${id}`)
    expect(p.meta('description')).toContain('About Candlemas A joyful evening. Read more')
    expect(p.meta('description')).not.toContain('<')
    expect(p.html).toContain('<strong>joyful</strong>')

    // Staff's editor gets the document back, and the Preview the page's HTML.
    const staff = (await t.request('GET', `/api/admin/sermons/${id}`, { cookie: admin })).json
    expect(staff.descriptionDoc).toEqual(written('Candlemas'))
    expectDrawn(staff.descriptionHtml, 'Candlemas')
  })

  test("the Scripture References and Connect With Us paragraphs stay out of 'About This Sermon'", async () => {
    const description = 'Hope for the weary.\n\nScriptures Referenced:\nJohn 1:1\n\nSocial Links:\nhttps://facebook.com/x'
    const res = await t.request('POST', '/api/admin/sermons', {
      body: sermon({ title: 'Weary', youtubeUrl: '', description }),
      cookie: admin,
    })
    const shown = (await t.request('GET', `/api/sermons/${res.json.id}`)).json
    expect(shown.descriptionHtml).toBe('<p>Hope for the weary.</p>')
    expect(shown.description).toBe(description)
  })

  test('what the editor could not have written is refused and changes nothing', async () => {
    const res = await t.request('POST', '/api/admin/sermons', {
      body: sermon({ title: 'Kept', youtubeUrl: '', description: 'Kept words.' }),
      cookie: admin,
    })
    const id = res.json.id
    for (const descriptionDoc of [
      '<p onclick="alert(1)">Hi</p>',
      { type: 'doc', content: [{ type: 'script', content: [text('alert(1)')] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [link('Click', 'javascript:alert(1)')] }] },
    ]) {
      const refused = await t.request('PUT', `/api/admin/sermons/${id}`, {
        body: { ...sermon({ title: 'Kept', youtubeUrl: '' }), descriptionDoc },
        cookie: admin,
      })
      expect(refused.status).toBe(422)
      expect(Object.keys(refused.json.fields).every((field) => field.startsWith('descriptionDoc'))).toBe(true)
    }
    expect((await t.request('GET', `/api/sermons/${id}`)).json.descriptionHtml).toBe('<p>Kept words.</p>')
  })

  test('words written without the editor (an import, the YouTube sync) replace an older document', async () => {
    const res = await t.request('POST', '/api/admin/sermons', {
      body: fromDialog({ title: 'Synced', youtubeUrl: '' }, written('Synced')),
      cookie: admin,
    })
    const id = res.json.id
    // As the sync writes it: the words only.
    await t.db.update(sermons).set({ description: 'New words from https://youtube.com/x' }).where(eq(sermons.id, id))
    changed()
    const shown = (await t.request('GET', `/api/sermons/${id}`)).json
    expect(shown.descriptionHtml).toStartWith('<p>New words from <a href="https://youtube.com/x"')
    expect(shown.descriptionHtml).not.toContain('About Synced')

    // The bulk update: a pasted description replaces the document; a row without one keeps it.
    const kept = await t.request('POST', '/api/admin/sermons', {
      body: fromDialog({ title: 'Kept Doc', date: '2026-05-03', youtubeUrl: '' }, written('Kept Doc')),
      cookie: admin,
    })
    const bulk = await t.request('POST', '/api/admin/sermons/bulk-update', {
      body: {
        data: [
          { title: 'Kept Doc', date: '2026-05-03', speaker: 'The Rev. Ann Lee' },
          { title: 'Synced', date: '2026-04-26', description: 'Pasted words.' },
        ],
      },
      cookie: admin,
    })
    expect(bulk.json.updated).toBe(2)
    changed()
    expectDrawn((await t.request('GET', `/api/sermons/${kept.json.id}`)).json.descriptionHtml, 'Kept Doc')
    expect((await t.request('GET', `/api/sermons/${id}`)).json.descriptionHtml).toBe('<p>Pasted words.</p>')
  })

  test('deleted and put back with Undo, it keeps its document', async () => {
    const res = await t.request('POST', '/api/admin/sermons', {
      body: fromDialog({ title: 'Undone', date: '2026-06-07', youtubeUrl: '' }, written('Undone')),
      cookie: admin,
    })
    const gone = await t.request('DELETE', `/api/admin/sermons/${res.json.id}`, { cookie: admin })
    expect((await t.request('POST', `/api/admin/bin/${gone.json.undo}/restore`, { cookie: admin })).status).toBe(200)
    expectDrawn((await t.request('GET', `/api/sermons/${res.json.id}`)).json.descriptionHtml, 'Undone')
  })

  test('a History version from before 0030, words only, restores as paragraphs with links', async () => {
    const res = await t.request('POST', '/api/admin/sermons', {
      body: fromDialog({ title: 'Versioned', date: '2026-06-14', youtubeUrl: '' }, written('Versioned')),
      cookie: admin,
    })
    const { descriptionDoc: _, ...old } = { ...res.json, description: 'Older words: https://example.org/old' }
    const [version] = await t.db.insert(revisions).values({ kind: 'sermon', recordId: res.json.id, data: old }).returning()
    expect((await t.request('POST', `/api/admin/revisions/${version.id}/restore`, { cookie: admin })).status).toBe(200)
    const staff = (await t.request('GET', `/api/admin/sermons/${res.json.id}`, { cookie: admin })).json
    expect(staff.description).toBe('Older words: https://example.org/old')
    expect(staff.descriptionDoc).toEqual(richTextFromPlain('Older words: https://example.org/old'))
    expect(staff.descriptionHtml).toContain('<a href="https://example.org/old"')
  })
})

describe('an event description written with the editor', () => {
  test('shows on the event page and a date of the series; the calendar feed and page head read its words', async () => {
    const res = await t.request('POST', '/api/admin/events', {
      body: {
        title: 'Evensong',
        date: '2026-12-06',
        startTime: '17:00',
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
        descriptionDoc: written('Evensong'),
      },
      cookie: admin,
    })
    expect(res.status).toBe(201)
    const id = res.json.id
    expect(res.json.description).toBe(WORDS('Evensong'))
    expect(res.json.descriptionDoc).toEqual(written('Evensong'))

    expectDrawn((await t.request('GET', `/api/events/${id}`)).json.descriptionHtml, 'Evensong')
    // A date changed on its own keeps the series' description.
    const moved = await t.request('PUT', `/api/admin/events/${id}/dates/2026-12-13`, { body: { startTime: '18:00' }, cookie: admin })
    expect(moved.status).toBe(200)
    expect(moved.json.descriptionDoc).toEqual(written('Evensong'))
    const date = (await t.request('GET', `/api/events/${id}/dates/2026-12-13`)).json
    expectDrawn(date.descriptionHtml, 'Evensong')
    expect(date.next.startTime).toBe('18:00')

    const calendar = (await t.request('GET', '/feeds/events.ics')).text.replace(/\r\n /g, '')
    expect(calendar).toContain('A joyful evening. Read more')
    expect(calendar).not.toContain('<h2')
    const p = await page(`/events/${id}`)
    expect(p.meta('description')).toStartWith('About Evensong')
    expect(p.html).toContain('<strong>joyful</strong>')
  })

  test('an import brings plain words: paragraphs, web addresses as links', async () => {
    const res = await t.request('POST', '/api/admin/events/bulk-import', {
      body: { data: [{ title: 'Fish Fry', date: '2026-12-18', description: 'Tickets at https://example.org/fish.\n\nAll welcome.' }] },
      cookie: admin,
    })
    expect(res.status).toBe(201)
    const [stored] = await t.db.select().from(events).where(eq(events.title, 'Fish Fry'))
    expect(stored.descriptionDoc).toEqual(richTextFromPlain('Tickets at https://example.org/fish.\n\nAll welcome.'))
    expect((await t.request('GET', `/api/events/${stored.id}`)).json.descriptionHtml).toContain('<a href="https://example.org/fish"')
  })
})

describe("the footer's about text written with the editor", () => {
  const settings = async () => (await t.request('GET', '/api/admin/site-config', { cookie: admin })).json
  const save = async (over: Record<string, unknown>) => {
    const { hasSmtpPassword: _h, updatedAt: _u, footerAbout: _f, ...form } = await settings()
    return t.request('PUT', '/api/admin/site-config', { body: { ...form, ...over }, cookie: admin })
  }

  test('shows in the footer of every page; the manifest, the page heads and the podcast read its words', async () => {
    const res = await save({ footerAboutDoc: written('Us') })
    expect(res.status).toBe(200)
    expect(res.json.footerAbout).toBe(WORDS('Us'))
    expect(res.json.footerAboutDoc).toEqual(written('Us'))
    const shown = (await t.request('GET', '/api/site-config')).json
    expectDrawn(shown.footerAboutHtml, 'Us')
    expect(shown.footerAbout).toBe(WORDS('Us'))

    const manifest = JSON.parse((await t.request('GET', '/manifest.webmanifest')).text)
    expect(manifest.description).toStartWith('About Us')
    expect(manifest.description).not.toContain('<')
    const home = await page('/')
    expect(home.meta('description')).toStartWith('About Us')
    expect(home.html).toContain('<strong>joyful</strong>')
    expect((await t.request('GET', '/feeds/sermons.xml')).text).not.toContain('&lt;strong')
  })

  test('a hostile document is refused; words longer than the footer holds are refused; nothing changes', async () => {
    const before = await settings()
    const hostile = await save({
      footerAboutDoc: { type: 'doc', content: [{ type: 'paragraph', content: [link('x', 'javascript:alert(1)')] }] },
    })
    expect(hostile.status).toBe(422)
    const long = await save({ footerAboutDoc: { type: 'doc', content: [{ type: 'paragraph', content: [text('word '.repeat(250))] }] } })
    expect(long.status).toBe(422)
    expect(long.json.fields).toEqual({ footerAboutDoc: 'Footer text must be at most 1000 characters' })
    expect((await settings()).footerAboutDoc).toEqual(before.footerAboutDoc)
  })
})

describe('texts from before 0030', () => {
  test('stored rows get their documents: paragraphs, line breaks, web addresses and emails as links; once', async () => {
    const [old] = await t.db
      .insert(sermons)
      .values({
        title: 'Old',
        speaker: 'Fr. Tom',
        date: '2020-01-05',
        description: 'Notes: https://example.org/notes.\nAsk office@example.org.\n\nAmen.',
      })
      .returning()
    const [oldEvent] = await t.db
      .insert(events)
      .values({ title: 'Old Fair', date: '2020-06-01', description: 'See https://example.org/fair' })
      .returning()
    await t.db.update(siteConfig).set({ footerAbout: 'Old footer, https://example.org', footerAboutDoc: null }).where(eq(siteConfig.id, 1))
    expect(await convertOldRichTexts(t.db)).toBe(3)
    expect(await convertOldRichTexts(t.db)).toBe(0)
    changed()
    const [row] = await t.db.select().from(sermons).where(eq(sermons.id, old.id))
    expect(row.descriptionDoc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            text('Notes: '),
            link('https://example.org/notes', 'https://example.org/notes'),
            text('.'),
            { type: 'hardBreak' },
            text('Ask '),
            link('office@example.org', 'mailto:office@example.org'),
            text('.'),
          ],
        },
        { type: 'paragraph', content: [text('Amen.')] },
      ],
    })
    expect(row.description).toBe('Notes: https://example.org/notes.\nAsk office@example.org.\n\nAmen.')
    expect(row.updatedAt).toEqual(old.updatedAt)
    const [eventRow] = await t.db.select().from(events).where(eq(events.id, oldEvent.id))
    expect(eventRow.descriptionDoc).toEqual(richTextFromPlain('See https://example.org/fair'))
    expect((await t.request('GET', '/api/site-config')).json.footerAboutHtml).toContain('<a href="https://example.org"')
  })

  test('a backup taken before restores, each description and the footer text made its document', async () => {
    const source = await freshDatabase()
    await source.db
      .insert(sermons)
      .values({ title: 'Backed Up', speaker: 'Fr. Tom', date: '2021-01-03', description: 'Listen: https://example.org/a' })
    await source.db.insert(events).values({ title: 'Backed Up Fair', date: '2021-06-01', description: 'Fair day.' })
    const dump = JSON.parse(JSON.stringify(await dumpDatabase(source.db)))
    // As such a backup holds them: no document columns.
    for (const table of ['sermons', 'events', 'site_config'])
      dump.tables[table] = dump.tables[table].map(({ description_doc: _d, footer_about_doc: _f, ...row }: Record<string, unknown>) => row)
    const target = await freshDatabase()
    await restoreDatabase(target.db, dump)
    const [restored] = await target.db.select().from(sermons)
    expect(restored.descriptionDoc).toEqual(richTextFromPlain('Listen: https://example.org/a'))
    const [fair] = await target.db.select().from(events)
    expect(fair.descriptionDoc).toEqual(richTextFromPlain('Fair day.'))
    const [config] = await target.db.select().from(siteConfig)
    expect(config.footerAboutDoc).toEqual(richTextFromPlain(config.footerAbout))
    // Nothing is left for the start's conversion to do.
    const [missing] = rowsOf<{ n: number }>(
      await target.db.execute(sql`select count(*)::int as n from sermons where description_doc is null`),
    )
    expect(missing.n).toBe(0)
  })
})

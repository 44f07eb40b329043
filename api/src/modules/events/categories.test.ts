import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { activity, eventCategoryLinks } from '../../db/schema'
import { todayIn } from '../../lib/dates'
import { readCalendarSummary } from '../../test/calendar-reader'
import { expectRefused, testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'
import { formatEventExport, parseEventImport } from './paste'

/**
 * Event categories (decision 0057): staff define them, events carry them, visitors filter the list,
 * the month view and a calendar feed by one, and every feed names each event's categories.
 */
const t = await testApp({ PUBLIC_URL: 'https://stbrigid.example', CHURCH_TIMEZONE: 'America/Chicago' })
const admin = await t.admin()
const editor = await t.editor()
const contributor = await t.signIn('helper@example.org', { role: 'contributor' })
const year = Number(todayIn('America/Chicago').slice(0, 4)) + 1

const addCategory = async (name: string, description = '', cookie = editor) => {
  const res = await t.request('POST', '/api/admin/event-categories', { cookie, body: { name, description } })
  expect(res.status).toBe(201)
  return res.json as { id: string; name: string; slug: string; position: number }
}
const addEvent = async (body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/admin/events', { cookie: admin, body })
  expect(res.status).toBe(201)
  return res.json.id as string
}

const worship = await addCategory('Worship', 'Services and prayer')
const youth = await addCategory('Youth & Students')
const music = await addCategory('Music')

const carols = await addEvent({
  title: 'Lessons and Carols',
  date: `${year}-12-20`,
  startTime: '17:00',
  categoryIds: [worship.id, music.id],
})
const lockIn = await addEvent({ title: 'Youth Lock-In', date: `${year}-12-11`, startTime: '19:00', categoryIds: [youth.id] })
// A weekly series: its every date carries the event's category.
const choir = await addEvent({
  title: 'Choir Rehearsal',
  date: `${year}-12-02`,
  startTime: '19:30',
  isRecurring: true,
  recurrenceRule: `FREQ=WEEKLY;BYDAY=${['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${year}-12-02T12:00:00Z`).getUTCDay()]};COUNT=4`,
  categoryIds: [music.id],
})
const potluck = await addEvent({ title: 'Parish Potluck', date: `${year}-12-13`, startTime: '12:00' })
await addEvent({
  title: 'Draft Youth Retreat',
  date: `${year}-12-05`,
  categoryIds: [youth.id],
  publish: { choice: 'draft' },
})

describe('staff define categories', () => {
  test('each gets an address from its name and comes last in the order', async () => {
    expect(youth.slug).toBe('youth-students')
    expect([worship.position, youth.position, music.position]).toEqual([0, 1, 2])
    const list = (await t.request('GET', '/api/admin/event-categories', { cookie: contributor })).json
    expect(list.map((c: { name: string; events: number }) => [c.name, c.events])).toEqual([
      ['Worship', 1],
      ['Youth & Students', 2],
      ['Music', 2],
    ])
  })

  test('a duplicate name, in any case or spelling of the same address, is refused with a clear message', async () => {
    const before = (await t.request('GET', '/api/admin/event-categories', { cookie: editor })).json.length
    for (const name of ['worship', 'WORSHIP!', ' Youth  students ']) {
      const res = await t.request('POST', '/api/admin/event-categories', { cookie: editor, body: { name } })
      expect(res.status).toBe(409)
      expect(res.json.message).toMatch(/^There is already a category called ‘(Worship|Youth & Students)’\. Please choose another name\.$/)
    }
    const rename = await t.request('PUT', `/api/admin/event-categories/${music.id}`, { cookie: editor, body: { name: 'Worship' } })
    expect(rename.status).toBe(409)
    expect((await t.request('GET', '/api/admin/event-categories', { cookie: editor })).json.length).toBe(before)
  })

  test('a blank name, one without letters, one with a comma or one too long is refused, and nothing is kept', async () => {
    expectRefused(await t.request('POST', '/api/admin/event-categories', { cookie: editor, body: { name: '  ' } }), {
      name: 'Name is required',
    })
    expectRefused(await t.request('POST', '/api/admin/event-categories', { cookie: editor, body: { name: '!!!' } }), {
      name: 'A name needs at least one letter or number',
    })
    expectRefused(await t.request('POST', '/api/admin/event-categories', { cookie: editor, body: { name: 'Music, Arts' } }), {
      name: 'A name cannot contain a comma: the events import separates names with commas',
    })
    expectRefused(await t.request('POST', '/api/admin/event-categories', { cookie: editor, body: { name: 'x'.repeat(61) } }), {
      name: 'Name must be at most 60 characters',
    })
    expect((await t.request('GET', '/api/admin/event-categories', { cookie: editor })).json.length).toBe(3)
  })

  test('only editors and admins change them; a contributor reads them for the event dialog; visitors read the public list', async () => {
    const body = { name: 'Outreach' }
    expect((await t.request('POST', '/api/admin/event-categories', { body })).status).toBe(401)
    expect((await t.request('POST', '/api/admin/event-categories', { cookie: contributor, body })).status).toBe(403)
    expect((await t.request('PUT', `/api/admin/event-categories/${music.id}`, { cookie: contributor, body })).status).toBe(403)
    expect((await t.request('DELETE', `/api/admin/event-categories/${music.id}`, { cookie: contributor })).status).toBe(403)
    expect((await t.request('PUT', '/api/admin/event-categories/order', { cookie: contributor, body: { ids: [] } })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/event-categories')).status).toBe(401)
    expect((await t.request('GET', '/api/admin/event-categories', { cookie: contributor })).status).toBe(200)
  })

  test('rename moves the address, reorder sets the order, each noted in the activity log', async () => {
    const renamed = await t.request('PUT', `/api/admin/event-categories/${youth.id}`, {
      cookie: editor,
      body: { name: 'Youth', description: 'Grades 6 to 12' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.json).toMatchObject({ name: 'Youth', slug: 'youth', description: 'Grades 6 to 12' })
    const order = await t.request('PUT', '/api/admin/event-categories/order', {
      cookie: editor,
      body: { ids: [music.id, worship.id, youth.id] },
    })
    expect(order.json.map((c: { name: string }) => c.name)).toEqual(['Music', 'Worship', 'Youth'])
    const missing = await t.request('PUT', '/api/admin/event-categories/order', { cookie: editor, body: { ids: [music.id, worship.id] } })
    expectRefused(missing, { ids: 'The order must list every category once' })
    const lines = await t.db.select().from(activity).where(eq(activity.area, 'events'))
    const edit = lines.find((line) => line.recordId === youth.id && line.kind === 'edit')
    expect(edit?.title).toBe('Event category Youth')
    expect(edit?.changes).toContainEqual({ field: 'name', from: 'Youth & Students', to: 'Youth' })
    expect(lines.some((line) => line.title === 'Event categories' && line.kind === 'edit')).toBe(true)
  })
})

describe('events carry categories', () => {
  test('staff’s list shows each event’s categories in the order staff set; an edit without them keeps them', async () => {
    const list = (await t.request('GET', '/api/admin/events?limit=50', { cookie: admin })).json.items
    const names = (id: string) => list.find((e: { id: string }) => e.id === id).categories.map((c: { name: string }) => c.name)
    expect(names(carols)).toEqual(['Music', 'Worship'])
    expect(names(potluck)).toEqual([])
    const edit = await t.request('PUT', `/api/admin/events/${carols}`, {
      cookie: admin,
      body: { title: 'Lessons and Carols', date: `${year}-12-20`, startTime: '17:30' },
    })
    expect(edit.status).toBe(200)
    expect(await t.db.$count(eventCategoryLinks, eq(eventCategoryLinks.eventId, carols))).toBe(2)
  })

  test('an unknown category is refused and the event is unchanged', async () => {
    const res = await t.request('PUT', `/api/admin/events/${potluck}`, {
      cookie: admin,
      body: { title: 'Parish Potluck', date: `${year}-12-13`, categoryIds: [crypto.randomUUID()] },
    })
    expect(res.status).toBe(422)
    expect(res.json.message).toBe('Choose categories from the list')
    const bad = await t.request('PUT', `/api/admin/events/${potluck}`, {
      cookie: admin,
      body: { title: 'Parish Potluck', date: `${year}-12-13`, categoryIds: ['not-an-id'] },
    })
    expect(bad.status).toBe(422)
    expect(await t.db.$count(eventCategoryLinks, eq(eventCategoryLinks.eventId, potluck))).toBe(0)
  })

  test('a deleted event keeps its categories in the bin, and Undo brings them back', async () => {
    const gone = await t.request('DELETE', `/api/admin/events/${lockIn}`, { cookie: admin })
    expect(gone.status).toBe(200)
    expect((await t.request('GET', '/api/events?category=youth')).json).toEqual([])
    const back = await t.request('POST', `/api/admin/bin/${gone.json.undo}/restore`, { cookie: admin })
    expect(back.status).toBe(200)
    expect((await t.request('GET', '/api/events?category=youth')).json.map((e: { title: string }) => e.title)).toEqual(['Youth Lock-In'])
  })
})

describe('visitors filter by category', () => {
  test('the list holds only that category’s live events, each with its categories as links', async () => {
    const music = (await t.request('GET', '/api/events?upcoming=true&category=music')).json
    expect(music.map((e: { title: string }) => e.title)).toEqual(['Choir Rehearsal', 'Lessons and Carols'])
    expect(music[1].categories).toEqual([
      { id: expect.any(String), name: 'Music', slug: 'music' },
      { id: expect.any(String), name: 'Worship', slug: 'worship' },
    ])
    // The draft retreat is staff's only.
    expect((await t.request('GET', '/api/events?upcoming=true&category=youth')).json.map((e: { title: string }) => e.title)).toEqual([
      'Youth Lock-In',
    ])
    expect((await t.request('GET', '/api/events?upcoming=true')).json).toHaveLength(4)
  })

  test('the month view holds only that category’s dates, a series at each of its dates', async () => {
    const month = (await t.request('GET', `/api/events/month?month=${year}-12&category=music`)).json
    const titles = month.days.flatMap((day: { events: { title: string }[] }) => day.events.map((e) => e.title))
    // Four weekly rehearsals from the 2nd (the 2nd, 9th, 16th and 23rd) around the carol service on the 20th.
    expect(titles).toEqual(['Choir Rehearsal', 'Choir Rehearsal', 'Choir Rehearsal', 'Lessons and Carols', 'Choir Rehearsal'])
  })

  test('an unknown category is 404 in the list, the month view and the feed, never an empty list', async () => {
    for (const path of ['/api/events?category=knitting', `/api/events/month?month=${year}-12&category=knitting`, '/api/events?category=']) {
      const res = await t.request('GET', path)
      expect(res.status).toBe(404)
      expect(res.json.message).toBe('Category not found')
    }
    expect((await t.request('GET', '/feeds/events/knitting.ics')).status).toBe(404)
    expect((await t.request('GET', '/feeds/events/music.xml')).status).toBe(404)
  })

  test('the public list of categories counts each one’s coming events', async () => {
    const list = (await t.request('GET', '/api/event-categories')).json
    expect(list.map((c: { name: string; upcoming: number }) => [c.name, c.upcoming])).toEqual([
      ['Music', 2],
      ['Worship', 1],
      ['Youth', 1],
    ])
  })

  test('the event’s page names its categories', async () => {
    const page = (await t.request('GET', `/api/events/${carols}`)).json
    expect(page.categories.map((c: { slug: string }) => c.slug)).toEqual(['music', 'worship'])
  })
})

describe('calendar feeds', () => {
  test('a category’s feed, read by python3-icalendar, holds only its events and is named for the church and the category', async () => {
    const feed = await t.request('GET', '/feeds/events/music.ics')
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const read = await readCalendarSummary(feed.text)
    expect(read.name).toMatch(/ Music Events$/)
    expect(read.events.map((e) => e.summary).sort()).toEqual(['Choir Rehearsal', 'Lessons and Carols'])
    expect(read.events.find((e) => e.summary === 'Lessons and Carols')?.categories).toEqual(['Music', 'Worship'])
  })

  test('the whole feed names each event’s categories (CATEGORIES), and none for an event without', async () => {
    const read = await readCalendarSummary((await t.request('GET', '/feeds/events.ics')).text)
    const of = (summary: string) => read.events.find((e) => e.summary === summary)?.categories
    expect(of('Youth Lock-In')).toEqual(['Youth'])
    expect(of('Choir Rehearsal')).toEqual(['Music'])
    expect(of('Parish Potluck')).toEqual([])
    expect(read.name).toMatch(/ Events$/)
  })

  test('an event’s own .ics names its categories too', async () => {
    const { site } = siteOf(t)
    const res = await site.handle(new Request(`http://localhost/events/${carols}.ics`))
    expect(res.status).toBe(200)
    const read = await readCalendarSummary(await res.text())
    expect(read.events[0].categories).toEqual(['Music', 'Worship'])
  })

  test('a renamed category’s feed follows its new address, and the feed is sent again with its ETag', async () => {
    const first = await t.request('GET', '/feeds/events/youth.ics')
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await t.request('GET', '/feeds/events/youth.ics', { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect((await t.request('GET', '/feeds/events/youth-students.ics')).status).toBe(404)
  })
})

describe('the import and export', () => {
  test('an export carries the categories by name, and pasted back matches them by name', async () => {
    const list = (await t.request('GET', '/api/admin/events?limit=50', { cookie: admin })).json.items
    const text = formatEventExport(list.filter((e: { id: string }) => e.id === carols))
    expect(text.split('\t').at(-1)).toBe('Music, Worship')
    const rows = parseEventImport(text.replace('Music, Worship', 'worship'))
    const res = await t.request('POST', '/api/admin/events/bulk-import', { cookie: admin, body: { data: rows } })
    expect(res.status).toBe(201)
    expect(res.json.updated).toBe(1)
    const page = (await t.request('GET', `/api/events/${carols}`)).json
    expect(page.categories.map((c: { name: string }) => c.name)).toEqual(['Worship'])
  })

  test('a new row with categories gets them; an unknown name skips its row with why; a row without the column keeps them', async () => {
    const cells = (title: string, categories?: string) =>
      [
        title,
        '',
        `${year}-11-07`,
        '10:00',
        '',
        '',
        '',
        '',
        '',
        '',
        'no',
        '',
        '',
        '',
        ...(categories === undefined ? [] : [categories]),
      ].join('\t')
    const rows = parseEventImport([cells('Youth Car Wash', 'Youth, music'), cells('Knitting Circle', 'Knitting')].join('\n'))
    const res = await t.request('POST', '/api/admin/events/bulk-import', { cookie: admin, body: { data: rows } })
    expect(res.status).toBe(201)
    expect(res.json.results[1]).toMatchObject({ action: 'skip', reason: 'There is no event category called ‘Knitting’' })
    const wash = (await t.request('GET', '/api/events?upcoming=true&category=youth')).json.find(
      (e: { title: string }) => e.title === 'Youth Car Wash',
    )
    expect(wash.categories.map((c: { name: string }) => c.name)).toEqual(['Music', 'Youth'])
    // Fourteen columns: the categories stay as they are.
    const again = await t.request('POST', '/api/admin/events/bulk-import', {
      cookie: admin,
      body: { data: parseEventImport(cells('Youth Car Wash')) },
    })
    expect(again.status).toBe(201)
    expect(await t.db.$count(eventCategoryLinks, eq(eventCategoryLinks.eventId, wash.id))).toBe(2)
  })
})

describe('deleting a category', () => {
  test('says how many events carried it; they keep everything else; its page and feed are gone', async () => {
    const res = await t.request('DELETE', `/api/admin/event-categories/${music.id}`, { cookie: editor })
    expect(res.status).toBe(200)
    expect(res.json.message).toBe('Deleted the category Music (2 events no longer carry it)')
    const page = (await t.request('GET', `/api/events/${choir}`)).json
    expect(page).toMatchObject({ title: 'Choir Rehearsal', categories: [] })
    expect((await t.request('GET', '/api/events?category=music')).status).toBe(404)
    expect((await t.request('GET', '/feeds/events/music.ics')).status).toBe(404)
    const line = (await t.db.select().from(activity).where(eq(activity.recordId, music.id))).find((l) => l.kind === 'delete')
    expect(line?.title).toBe('Event category Music')
    expect((await t.request('DELETE', `/api/admin/event-categories/${music.id}`, { cookie: editor })).status).toBe(404)
  })
})

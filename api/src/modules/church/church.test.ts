import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { withSundayTime } from '../../content/page-lists'
import { liveStreams, outboxEmails, sermons } from '../../db/schema'
import { todayIn } from '../../lib/dates'
import { addDays } from '../../lib/event-times'
import { richTextFromPlain } from '../../lib/rich-text/plain-text'
import { clockWithZone, formatClock, nextOccurrence, zoneLabel, zoneLabelOn } from '../../lib/service-times'
import { noSuchId as noSuch, serviceTime as time } from '../../test/examples'
import { expectRefused, testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

const t = await testApp({ PUBLIC_URL: 'https://church.example' })
const admin = await t.admin()
const member = await t.signIn('member@example.org')
const PATH = '/api/admin/church/service-times'

type Row = { id: string; name: string; day: string; time: string; place: string; note: string; role: string; position: number }
const publicList = async () => (await t.request('GET', '/api/church/service-times')).json as Row[]
// A database of its own, whose Sunday time is changed.
const f = await testApp({ PUBLIC_URL: 'https://church.example' })
const fAdmin = await f.admin()

/**
 * What an admin does to one of the church's ordered lists (service times, staff) at `path`, read back by `read`:
 * adds `body`, at the end, answered as `saved`; saves it `changed`; reorders the list, where an order that leaves
 * one out or names another is refused; removes it, leaving the list as it was. Unknown and malformed ids are 404.
 * `words` are what staff are told: the refused order, the unknown id, the removal.
 */
async function addEditReorderRemove(
  path: string,
  read: () => Promise<{ id: string }[]>,
  body: Record<string, unknown>,
  expected: {
    saved: Record<string, unknown>
    changed: Record<string, unknown>
    words: [wrongOrder: string, notFound: string, deleted: string]
  },
) {
  const [wrongOrder, notFound, deleted] = expected.words
  const call = (method: string, to: string, body?: unknown) => t.request(method, `${path}${to}`, { body, cookie: admin })
  const listed = async () => (await read()).map((r) => r.id)
  const before = await listed()
  const created = await call('POST', '', body)
  expect(created.status).toBe(201)
  expect(created.json).toMatchObject(expected.saved)
  const ids = await listed()
  expect(ids).toEqual([...before, created.json.id])
  expect((await call('PUT', `/${created.json.id}`, { ...body, ...expected.changed })).json).toMatchObject(expected.changed)

  const reversed = [...ids].reverse()
  expect((await call('PUT', '/order', { ids: reversed })).status).toBe(200)
  expect(await listed()).toEqual(reversed)
  for (const wrong of [reversed.slice(1), [...reversed, noSuch]]) {
    const refused = await call('PUT', '/order', { ids: wrong })
    expect(refused.status).toBe(422)
    expect(refused.json.message).toBe(wrongOrder)
  }
  await call('PUT', '/order', { ids })

  await t.expectNotFound(admin, notFound, [
    ['PUT', `${path}/${noSuch}`, body],
    ['PUT', `${path}/not-an-id`, body],
    ['DELETE', `${path}/${noSuch}`],
  ])
  expect((await call('DELETE', `/${created.json.id}`)).json.message).toBe(deleted)
  expect(await listed()).toEqual(before)
}

describe('service times', () => {
  test('a new database has the church’s own times, in order, for anyone to read', async () => {
    const res = await t.request('GET', '/api/church/service-times')
    expect(res.status).toBe(200)
    expect((res.json as Row[]).map((r) => [r.name, r.day, r.time, r.role])).toEqual([
      ['Sunday Worship', 'Sunday', '10:30', 'main'],
      ['Wednesday Service', 'Wednesday', '19:00', ''],
      ["Women's Bible Study", 'Tuesday', '10:00', ''],
      ['Eastside Missional', 'Wednesday', '17:30', ''],
      ['Sunday services for kids', 'Sunday', '10:00', 'kids'],
    ])
  })

  test('staff routes: 401 without a session, 403 for a signed-in non-admin, nothing changed', async () => {
    const before = await publicList()
    await t.expectAdminOnly(member, [
      ['GET', PATH],
      ['POST', PATH, time()],
      ['PUT', `${PATH}/${before[0].id}`, time()],
      ['DELETE', `${PATH}/${before[0].id}`],
      ['PUT', `${PATH}/order`, { ids: before.map((r) => r.id).reverse() }],
    ])
    expect(await publicList()).toEqual(before)
  })

  test('validation: name, day and time with their messages; a time is read as people write it', async () => {
    const res = await t.request('POST', PATH, { body: { name: ' ', day: 'Funday', time: '25:00' }, cookie: admin })
    expectRefused(res, {
      name: 'Name is required',
      day: 'Please choose a day',
      time: 'Please enter a time like 10:30 AM',
    })
    expect((await t.request('POST', PATH, { body: { name: 'X', day: 'Monday' }, cookie: admin })).json.fields.time).toBe('Time is required')
    const role = await t.request('POST', PATH, { body: time({ role: 'boss' }), cookie: admin })
    expect(role.json.fields.role).toBe('Please choose what this time is used for')
    const long = await t.request('POST', PATH, { body: time({ note: 'x'.repeat(501) }), cookie: admin })
    expect(long.json.fields.note).toBe('Note must be at most 500 characters')
  })

  test('an admin adds (at the end), edits, reorders and removes a time; unknown ids are 404', () =>
    addEditReorderRemove(PATH, publicList, time(), {
      saved: { name: 'Evensong', day: 'Sunday', time: '17:00', place: 'The Nave', role: '' },
      changed: { name: 'Choral Evensong', note: 'First Sundays' },
      words: ['The order must list every service time once', 'Service time not found', 'Service time deleted successfully'],
    }))

  test('there is one main service: marking another one main unmarks the first', async () => {
    const first = (await publicList()).find((r) => r.role === 'main') as Row
    const created = await t.request('POST', PATH, { body: time({ role: 'main' }), cookie: admin })
    const rows = await publicList()
    expect(rows.filter((r) => r.role === 'main').map((r) => r.id)).toEqual([created.json.id])
    await t.request('DELETE', `${PATH}/${created.json.id}`, { cookie: admin })
    await t.request('PUT', `${PATH}/${first.id}`, { body: { ...first, role: 'main' }, cookie: admin })
  })
})

describe('a new Sunday time and the Sunday services already entered', () => {
  test('services from today on at the old time move with it; past ones and other times stay as entered', async () => {
    const g = await testApp({ PUBLIC_URL: 'https://church.example' })
    const gAdmin = await g.admin()
    const today = todayIn('America/Chicago')
    const service = async (date: string, at: string) =>
      (await g.request('POST', '/api/admin/sunday-services', { body: { date, time: at, location: 'Main Sanctuary' }, cookie: gAdmin })).json
        .id as string
    const past = await service(addDays(today, -7), '10:30')
    const ahead = await service(addDays(today, 7), '10:30')
    const special = await service(addDays(today, 14), '16:00')
    const main = ((await g.request('GET', '/api/church/service-times')).json as Row[]).find((r) => r.role === 'main') as Row
    const saved = await g.request('PUT', `${PATH}/${main.id}`, { body: { ...main, time: '9:00 AM' }, cookie: gAdmin })
    expect(saved.status).toBe(200)
    const timeOf = async (id: string) => (await g.request('GET', `/api/sunday-services/${id}`)).json.time
    expect(await timeOf(ahead)).toBe('09:00')
    expect(await timeOf(past)).toBe('10:30')
    expect(await timeOf(special)).toBe('16:00')
    // Another service time changing moves nothing.
    const other = ((await g.request('GET', '/api/church/service-times')).json as Row[]).find((r) => r.name === 'Wednesday Service') as Row
    await g.request('PUT', `${PATH}/${other.id}`, { body: { ...other, time: '16:00' }, cookie: gAdmin })
    expect(await timeOf(special)).toBe('16:00')
    expect(await timeOf(ahead)).toBe('09:00')
  })
})

describe('zone labels come from CHURCH_TIMEZONE at the date shown', () => {
  test('Central time: CST in winter, CDT in summer, never EST', () => {
    expect(zoneLabel('America/Chicago', new Date('2026-12-06T16:30:00Z'))).toBe('CST')
    expect(zoneLabel('America/Chicago', new Date('2026-07-05T15:30:00Z'))).toBe('CDT')
    // An event's wall-clock date and time, as its page shows the zone: on either side of the change (Nov 1, 2026, 2 AM).
    expect(zoneLabelOn('America/Chicago', '2026-10-31', '19:00')).toBe('CDT')
    expect(zoneLabelOn('America/Chicago', '2026-11-01', '19:00')).toBe('CST')
    const sunday = { day: 'Sunday', time: '10:30' }
    expect(clockWithZone(sunday, 'America/Chicago', new Date('2026-11-23T12:00:00Z'))).toBe('10:30 AM CST')
    // The Saturday before daylight saving time begins: the Sunday shown is already CDT.
    expect(clockWithZone(sunday, 'America/Chicago', new Date('2026-03-07T18:00:00Z'))).toBe('10:30 AM CDT')
    expect(clockWithZone(sunday, 'America/New_York', new Date('2026-11-23T12:00:00Z'))).toBe('10:30 AM EST')
    // Today's service counts until it has begun.
    expect(nextOccurrence(sunday, 'America/Chicago', new Date('2026-07-05T15:00:00Z')).toISOString()).toBe('2026-07-05T15:30:00.000Z')
    expect(nextOccurrence(sunday, 'America/Chicago', new Date('2026-07-05T16:00:00Z')).toISOString()).toBe('2026-07-12T15:30:00.000Z')
    expect(formatClock('19:00')).toBe('7:00 PM')
    expect(formatClock('00:15')).toBe('12:15 AM')
    expect(formatClock('19:00', 'a.m.')).toBe('7:00 p.m.')
  })
})

describe('a changed Sunday time reaches every server-written place', () => {
  test('page heads, JSON-LD, the podcast feed and the welcome email say 9:00, never 10:30', async () => {
    const c = fAdmin
    const { site } = siteOf(f)
    const app = f.app.use(site)
    const [sermon] = await f.db
      .insert(sermons)
      .values({
        title: 'Grace',
        speaker: 'Rev. A',
        date: '2026-11-22',
        youtubeUrl: 'https://youtu.be/abcdefghijk',
        audioUrl: 'https://cdn.example/grace.mp3',
      })
      .returning()
    const [stream] = await f.db
      .insert(liveStreams)
      .values({ title: 'Worship', date: '2026-11-15', youtubeUrl: 'https://youtu.be/bcdefghijkl' })
      .returning()

    const main = ((await f.request('GET', '/api/church/service-times')).json as Row[]).find((r) => r.role === 'main') as Row
    const changed = await f.request('PUT', `${PATH}/${main.id}`, {
      body: { name: main.name, day: 'Sunday', time: '9:00 AM', place: main.place, note: '', role: 'main' },
      cookie: c,
    })
    expect(changed.status).toBe(200)

    const read = async (path: string) => (await app.handle(new Request(`http://localhost${path}`))).text()
    for (const path of [
      '/',
      '/plan-a-visit',
      '/contact',
      '/about/kids-church',
      '/live-streams',
      `/sermons/${sermon.id}`,
      `/live-streams/${stream.id}`,
    ]) {
      const html = await read(path)
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).not.toContain('10:30')
      expect(head).toContain('09:00')
    }
    expect(await read('/plan-a-visit')).toContain('What to expect on Sunday at 9:00 AM')
    const home = await read('/')
    const church = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]))[0]
    expect(church.openingHoursSpecification[0]).toMatchObject({
      name: 'Sunday Worship',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '09:00',
      closes: '10:15',
    })

    const feed = await read('/feeds/sermons.xml')
    // 9:00 a.m. Central on November 22 is 15:00 UTC.
    expect(feed).toContain('<pubDate>Sun, 22 Nov 2026 15:00:00 GMT</pubDate>')

    const sent = await f.request('POST', '/api/visitor-requests', {
      body: { fullName: 'Boaz B', email: 'boaz@example.org', phone: '(850) 555-0199', numberOfKids: '0' },
    })
    expect(sent.status).toBe(201)
    const [welcome] = await f.db.select().from(outboxEmails).where(eq(outboxEmails.sourceId, sent.json.id))
    expect(welcome.text).toMatch(/Sunday Worship begins at 9:00 AM C[SD]T/)
    expect(welcome.text).not.toContain('10:30')
    expect(JSON.stringify(await f.request('GET', '/api/church/service-times'))).not.toContain('10:30')
  })
})

describe('staff', () => {
  const STAFF_PATH = '/api/admin/church/staff'
  type Person = { id: string; name: string; title: string; email: string; photoUrl: string; bio: string }
  const staffList = async () => (await t.request('GET', '/api/church/staff')).json as Person[]
  const person = (over: Record<string, unknown> = {}) => ({
    name: 'The Rev. Ruth Abbott',
    title: 'Curate',
    email: 'ruth.abbott@example.org',
    photoUrl: '/uploads/ruth.jpg',
    bio: 'Ruth joined us from Wycliffe Hall.',
    ...over,
  })

  test('a new database has the church’s own four, in order, without photos', async () => {
    const list = await staffList()
    expect(list.map((p) => [p.name, p.title, p.photoUrl])).toEqual([
      ['The Rev. Canon David Whitfield', 'Rector', ''],
      ['The Rev. Michael Torres', 'Associate Priest', ''],
      ['Anna Beaumont', 'Minister of Music', ''],
      ['Katie Marsh', 'Minister for Children and Families', ''],
    ])
    expect(list[3].bio).toContain("Kids' Church")
  })

  test('staff routes: 401 without a session, 403 for a non-admin', async () => {
    const [first] = await staffList()
    await t.expectAdminOnly(member, [
      ['GET', STAFF_PATH],
      ['POST', STAFF_PATH, person()],
      ['PUT', `${STAFF_PATH}/${first.id}`, person()],
      ['DELETE', `${STAFF_PATH}/${first.id}`],
      ['PUT', `${STAFF_PATH}/order`, { ids: [first.id] }],
    ])
    expect((await staffList())[0]).toEqual(first)
  })

  test('validation: a name, a real email, a photo that is a web address or an upload', async () => {
    const res = await t.request('POST', STAFF_PATH, {
      body: person({ name: '', email: 'not-an-email', photoUrl: 'javascript:alert(1)' }),
      cookie: admin,
    })
    expectRefused(res, {
      name: 'Name is required',
      email: 'Please enter a valid email address',
      photoUrl: 'Please enter a valid URL or upload an image',
    })
    expect((await t.request('POST', STAFF_PATH, { body: person({ bio: 'x'.repeat(2001) }), cookie: admin })).json.fields.bio).toBe(
      'Bio must be at most 2000 characters',
    )
  })

  test('an admin adds (at the end), edits, reorders and removes a member of staff; unknown ids are 404', () =>
    addEditReorderRemove(STAFF_PATH, staffList, person(), {
      saved: person(),
      changed: { title: 'Assistant Curate', photoUrl: '' },
      words: ['The order must list every member of staff once', 'Staff member not found', 'Staff member deleted successfully'],
    }))
})

describe('page texts and the lists (FAQ, values, beliefs, music groups, Kids Church programs)', () => {
  const LISTS_PATH = '/api/admin/church/lists'
  type Item = { id: string; list: string; title: string; label: string; body: string }
  const lists = async () => (await t.request('GET', '/api/church/lists')).json as Record<string, Item[]>

  test('a new database has today’s texts and lists, in order', async () => {
    const texts = (await t.request('GET', '/api/church/texts')).json
    expect(Object.keys(texts)).toEqual(['mission', 'about', 'music', 'kids-church', 'kids-safety', 'what-we-believe', 'creed', 'creed-why'])
    // The rich texts as the server draws them: a paragraph for each of the church's first paragraphs.
    expect(texts.about.match(/<p>/g)).toHaveLength(4)
    expect(texts['kids-church']).toStartWith('<p>Children are a gift to the whole church')
    expect(texts.mission).toStartWith('<p>To know Jesus Christ and make him known')
    // The creed: three stanzas, one line of the prayer book per line (plain text, decision 0051).
    expect(texts.creed.split('\n\n').map((stanza: string) => stanza.split('\n').length)).toEqual([4, 18, 8])
    expect(texts['kids-safety'].split('\n\n')).toHaveLength(3)
    const all = await lists()
    expect(Object.keys(all)).toEqual(['faq', 'values', 'beliefs', 'music-groups', 'kids-programs'])
    expect(all.faq.map((f) => f.title)).toEqual([
      'What time does the service start?',
      'How long is the service?',
      'What should I wear?',
      'Are children welcome?',
      'What happens after the service?',
    ])
    expect(all.values.map((v) => v.title)).toEqual([
      'Scripture-Centered',
      'Grace-Focused',
      'Community-Oriented',
      'Mission-Minded',
      'Spirit-Led',
      'Tradition-Rooted',
    ])
    expect(all.beliefs).toHaveLength(8)
    expect(all['music-groups'].map((g) => g.title)).toEqual(['Parish Choir', 'Worship Musicians', 'Children’s Choir'])
    expect(all['kids-programs'].map((p) => [p.title, p.label])).toEqual([
      ['Nursery', 'Ages 0-2'],
      ["Kids's Church", 'Ages 3-11'],
      ['Family Events', 'All ages'],
    ])
    // The time is never written into a text: it follows the Sunday service.
    expect(all.faq[0].body).toContain('[Sunday Time]')
    expect(all['music-groups'][0].body).toContain('[Sunday Time]')
    expect(withSundayTime(all.faq[0].body, '10:30 a.m.')).toStartWith('Our Sunday service begins at 10:30 a.m. You are welcome')
    expect(withSundayTime('At [Sunday Time].', '9:00 AM')).toBe('At 9:00 AM.')
  })

  test('staff routes: 401 without a session, 403 for a non-admin', async () => {
    const [first] = (await lists()).faq
    const item = { list: 'faq', title: 'Q?', body: 'A.' }
    await t.expectAdminOnly(member, [
      ['GET', '/api/admin/church/texts'],
      ['PUT', '/api/admin/church/texts', { music: richTextFromPlain('x') }],
      ['GET', LISTS_PATH],
      ['POST', LISTS_PATH, item],
      ['PUT', `${LISTS_PATH}/${first.id}`, item],
      ['DELETE', `${LISTS_PATH}/${first.id}`],
      ['PUT', `${LISTS_PATH}/order`, { list: 'faq', ids: [first.id] }],
    ])
    expect((await t.request('GET', '/api/church/texts')).json.music).not.toBe('<p>x</p>')
    expect((await lists()).faq).toHaveLength(5)
  })

  test('an admin saves a text (others unchanged); markup in a plain text is stored as the text it is', async () => {
    const before = (await t.request('GET', '/api/admin/church/texts', { cookie: admin })).json
    const music = richTextFromPlain('First.\n\nSee https://example.org/choir')
    const res = await t.request('PUT', '/api/admin/church/texts', {
      body: { music, creed: ' We believe.\n<script>alert(1)</script> ' },
      cookie: admin,
    })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ ...before, music, creed: 'We believe.\n<script>alert(1)</script>' })
    const shown = (await t.request('GET', '/api/church/texts')).json
    expect(shown.music).toBe(
      '<p>First.</p><p>See <a href="https://example.org/choir" rel="external noopener noreferrer" target="_blank">https://example.org/choir<span class="sr-only"> (opens in a new tab)</span></a></p>',
    )
    expect(shown.creed).toBe('We believe.\n<script>alert(1)</script>')
    const long = await t.request('PUT', '/api/admin/church/texts', { body: { creed: 'x'.repeat(20_001) }, cookie: admin })
    expect(long.status).toBe(422)
    expect(long.json.fields.creed).toBe('This text must be at most 20000 characters')
    await t.request('PUT', '/api/admin/church/texts', { body: { music: before.music, creed: before.creed }, cookie: admin })
  })

  test('each list says what is missing in its own words; an unknown list is refused', async () => {
    const faq = await t.request('POST', LISTS_PATH, { body: { list: 'faq', title: ' ', body: '' }, cookie: admin })
    expectRefused(faq, { title: 'Question is required', body: 'Answer is required' })
    const program = await t.request('POST', LISTS_PATH, { body: { list: 'kids-programs', title: '', body: 'Fun.' }, cookie: admin })
    expect(program.json.fields).toEqual({ title: 'Name is required' })
    const unknown = await t.request('POST', LISTS_PATH, { body: { list: 'sermons', title: 'A', body: 'B' }, cookie: admin })
    expect(unknown.status).toBe(422)
    expect(unknown.json.fields.list).toBe('Please choose a list')
    expect((await t.request('PUT', `${LISTS_PATH}/order`, { body: { list: 'sermons', ids: [] }, cookie: admin })).status).toBe(422)
    const long = await t.request('POST', LISTS_PATH, { body: { list: 'values', title: 'A', body: 'x'.repeat(5001) }, cookie: admin })
    expect(long.json.fields.body).toBe('This field must be at most 5000 characters')
    expect((await lists()).values).toHaveLength(6)
  })

  test('add (at the end of its list), edit, reorder and remove; other lists untouched; unknown ids are 404', async () => {
    const before = await lists()
    const created = await t.request('POST', LISTS_PATH, {
      body: { list: 'kids-programs', title: 'Youth Group', label: 'Grades 6-12', body: 'Sunday evenings.' },
      cookie: admin,
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ list: 'kids-programs', title: 'Youth Group', label: 'Grades 6-12', body: 'Sunday evenings.' })
    const after = await lists()
    expect(after['kids-programs'].at(-1)?.id).toBe(created.json.id)
    expect(after.faq).toEqual(before.faq)

    const edited = await t.request('PUT', `${LISTS_PATH}/${created.json.id}`, {
      body: { list: 'kids-programs', title: 'Youth', label: '', body: '<b>Sundays</b>' },
      cookie: admin,
    })
    expect(edited.json).toMatchObject({ title: 'Youth', label: '', body: '<b>Sundays</b>' })
    // An item stays in its list.
    const moved = await t.request('PUT', `${LISTS_PATH}/${created.json.id}`, {
      body: { list: 'faq', title: 'Q?', body: 'A.' },
      cookie: admin,
    })
    expect(moved.status).toBe(404)
    expect(moved.json.message).toBe('FAQ item not found')

    const ids = after['kids-programs'].map((p) => p.id)
    const reversed = [...ids].reverse()
    expect((await t.request('PUT', `${LISTS_PATH}/order`, { body: { list: 'kids-programs', ids: reversed }, cookie: admin })).status).toBe(
      200,
    )
    expect((await lists())['kids-programs'].map((p) => p.id)).toEqual(reversed)
    // The order of one list names that list's items only.
    const mixed = await t.request('PUT', `${LISTS_PATH}/order`, {
      body: { list: 'faq', ids: [...before.faq.map((f) => f.id), ids[0]] },
      cookie: admin,
    })
    expect(mixed.json.message).toBe('The order must list every FAQ item once')
    expect((await t.request('PUT', `${LISTS_PATH}/order`, { body: { list: 'values', ids: [] }, cookie: admin })).json.message).toBe(
      'The order must list every value once',
    )
    await t.request('PUT', `${LISTS_PATH}/order`, { body: { list: 'kids-programs', ids }, cookie: admin })

    const unknown = await t.request('PUT', `${LISTS_PATH}/${noSuch}`, { body: { list: 'faq', title: 'Q?', body: 'A.' }, cookie: admin })
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('FAQ item not found')
    expect((await t.request('DELETE', `${LISTS_PATH}/${noSuch}`, { cookie: admin })).status).toBe(404)
    expect((await t.request('DELETE', `${LISTS_PATH}/${created.json.id}`, { cookie: admin })).json.message).toBe(
      'Program deleted successfully',
    )
    // As it was, in the same order.
    const shown = (all: Record<string, Item[]>) =>
      Object.values(all).map((items) => items.map(({ id, title, label, body }) => [id, title, label, body]))
    expect(shown(await lists())).toEqual(shown(before))
  })
})

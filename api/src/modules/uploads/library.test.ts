import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { addressPath } from '../../lib/picture-address'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

const dataDir = mkdtempSync(join(tmpdir(), 'pictures-'))
const t = await testApp({ DATA_DIR: dataDir })
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const admin = await t.admin()

const photo = async (colour: string) =>
  new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  )

/** Uploads a picture as the dashboard does: its address. */
async function upload(fileName: string, colour = '#336699') {
  const slot = await t.request('POST', '/api/upload-image', { body: { fileName, contentType: 'image/jpeg' }, cookie: admin })
  const res = await t.app.handle(
    new Request(`http://localhost${slot.json.uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: await photo(colour),
    }),
  )
  expect(res.status).toBe(200)
  return (await res.json()).publicUrl as string
}

const list = async (search = '') =>
  (await t.request('GET', `/api/admin/pictures${search ? `?search=${encodeURIComponent(search)}` : ''}`, { cookie: admin })).json
const find = async (address: string) => (await list()).items.find((p: { address: string }) => addressPath(p.address) === address)

const lilies = await upload('Easter lilies, chancel.jpg', '#f0e0a0')
const rector = await upload('Rector portrait.jpg', '#604030')
const sermon = await t.request('POST', '/api/admin/sermons', {
  body: { title: 'He Is Risen', speaker: 'The Rev. Ruth Hale', date: '2026-04-05', thumbnailUrl: lilies },
  cookie: admin,
})
expect(sermon.status).toBe(201)
const person = await t.request('POST', '/api/admin/church/staff', {
  body: { name: 'Ruth Hale', title: 'Rector', photoUrl: lilies },
  cookie: admin,
})
expect(person.status).toBe(201)

describe('the Media tab', () => {
  test('lists every picture newest first, with its size, who uploaded it and where it is used', async () => {
    const page = await list()
    expect(page.total).toBe(2)
    expect(page.items.map((p: { fileName: string }) => p.fileName)).toEqual(['Rector portrait.jpg', 'Easter lilies, chancel.jpg'])
    const used = page.items[1]
    expect(used).toMatchObject({ address: lilies, width: 64, height: 48, alt: '', decorative: false, uploadedBy: expect.any(String) })
    expect(used.originalBytes).toBeGreaterThan(100)
    expect(new Date(used.uploadedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(used.uses).toEqual([
      { kind: 'Sermon', name: 'He Is Risen' },
      { kind: 'Staff', name: 'Ruth Hale' },
    ])
    expect(page.items[0].uses).toEqual([])
  })

  test('is searched by file name (a comma included), description and where it is used', async () => {
    expect((await list('lilies, chancel')).items.map((p: { address: string }) => addressPath(p.address))).toEqual([lilies])
    expect((await list('he is risen')).items.map((p: { address: string }) => addressPath(p.address))).toEqual([lilies])
    expect((await list('50%')).total).toBe(0)
  })

  test('a description is said once; decorative needs none; neither is refused with words', async () => {
    const { id } = await find(rector)
    const missing = await t.request('PATCH', `/api/admin/pictures/${id}`, { body: { alt: '  ', decorative: false }, cookie: admin })
    expect(missing.status).toBe(422)
    expect(missing.json.fields.alt).toBe('Describe what the picture shows, or mark it as decorative.')
    const said = await t.request('PATCH', `/api/admin/pictures/${id}`, {
      body: { alt: 'The Rev. Ruth Hale at the lectern', decorative: false },
      cookie: admin,
    })
    expect(said.status).toBe(200)
    expect(said.json).toMatchObject({ alt: 'The Rev. Ruth Hale at the lectern', decorative: false })
    expect((await list('lectern')).total).toBe(1)
    const decorative = await t.request('PATCH', `/api/admin/pictures/${id}`, { body: { alt: 'ignored', decorative: true }, cookie: admin })
    expect(decorative.json).toMatchObject({ alt: '', decorative: true })
    // The point crops keep in view: kept until changed, and only a point on the picture.
    expect(decorative.json).toMatchObject({ focusX: 50, focusY: 50 })
    const focused = await t.request('PATCH', `/api/admin/pictures/${id}`, {
      body: { alt: '', decorative: true, focusX: 30, focusY: 20 },
      cookie: admin,
    })
    expect(focused.json).toMatchObject({ focusX: 30, focusY: 20 })
    const kept = await t.request('PATCH', `/api/admin/pictures/${id}`, { body: { alt: 'Ruth', decorative: false }, cookie: admin })
    expect(kept.json).toMatchObject({ alt: 'Ruth', focusX: 30, focusY: 20 })
    const outside = await t.request('PATCH', `/api/admin/pictures/${id}`, {
      body: { alt: 'Ruth', decorative: false, focusX: 101 },
      cookie: admin,
    })
    expect(outside.status).toBe(422)
  })

  test('a description said once reaches every record that shows the picture, and the address still serves it', async () => {
    const { id } = await find(lilies)
    const said = await t.request('PATCH', `/api/admin/pictures/${id}`, {
      body: { alt: 'White lilies, massed before the altar', decorative: false, focusX: 40, focusY: 25 },
      cookie: admin,
    })
    expect(said.status).toBe(200)
    const withWords = `${lilies}#alt=White%20lilies%2C%20massed%20before%20the%20altar&focus=40%2C25`
    expect(said.json.address).toBe(withWords)
    const shown = (await t.request('GET', `/api/sermons/${sermon.json.id}`)).json
    expect(shown.thumbnailUrl).toBe(withWords)
    const staff = (await t.request('GET', '/api/church/staff')).json
    expect(staff.find((p: { name: string }) => p.name === 'Ruth Hale').photoUrl).toBe(withWords)
    // Link previews are given the file itself, as a whole address.
    const page = await siteOf(t).page(`/sermons/${sermon.json.id}`)
    expect(page.meta('og:image')).toEndWith(lilies)
    // Still used (the words are not part of what is matched), still served.
    expect((await find(lilies)).uses).toHaveLength(2)
    expect((await t.app.handle(new Request(`http://localhost${lilies}`))).status).toBe(200)
    // Said again: replaced, not added.
    await t.request('PATCH', `/api/admin/pictures/${id}`, {
      body: { alt: 'Lilies', decorative: false, focusX: 50, focusY: 50 },
      cookie: admin,
    })
    expect((await t.request('GET', `/api/sermons/${sermon.json.id}`)).json.thumbnailUrl).toBe(`${lilies}#alt=Lilies`)
  })

  test('a picture in use, or held by a delete that can be undone, cannot be deleted; an unused one goes with all its files', async () => {
    const used = await find(lilies)
    const refused = await t.request('DELETE', `/api/admin/pictures/${used.id}`, { cookie: admin })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(
      'This picture is still used by “He Is Risen” (sermon), “Ruth Hale” (staff). Choose another picture there first.',
    )

    // The sermon and the person deleted: the bin could bring them back, so the picture stays.
    expect((await t.request('DELETE', `/api/admin/sermons/${sermon.json.id}`, { cookie: admin })).status).toBe(200)
    expect((await t.request('DELETE', `/api/admin/church/staff/${person.json.id}`, { cookie: admin })).status).toBe(200)
    const still = await t.request('DELETE', `/api/admin/pictures/${used.id}`, { cookie: admin })
    expect(still.status).toBe(409)
    expect(still.json.message).toContain('(recently deleted)')
    // The delete kept in the bin holds the words too: undone, the sermon comes back with them.
    await t.request('PATCH', `/api/admin/pictures/${used.id}`, { body: { alt: 'Lilies at Easter', decorative: false }, cookie: admin })
    const bin = (await t.request('GET', '/api/admin/bin', { cookie: admin })).json
    const batch = bin.items.find((entry: { title: string }) => entry.title === 'He Is Risen').batch
    expect((await t.request('POST', `/api/admin/bin/${batch}/restore`, { cookie: admin })).status).toBe(200)
    expect((await t.request('GET', `/api/sermons/${sermon.json.id}`)).json.thumbnailUrl).toBe(`${lilies}#alt=Lilies%20at%20Easter`)

    const unused = await find(rector)
    expect((await t.app.handle(new Request(`http://localhost${rector}`))).status).toBe(200)
    const gone = await t.request('DELETE', `/api/admin/pictures/${unused.id}`, { cookie: admin })
    expect(gone.status).toBe(200)
    expect(gone.json.message).toBe('Deleted Rector portrait.jpg.')
    expect((await t.app.handle(new Request(`http://localhost${rector}`))).status).toBe(404)
    expect(await find(rector)).toBeUndefined()
    expect((await t.request('DELETE', `/api/admin/pictures/${unused.id}`, { cookie: admin })).status).toBe(404)
  })

  test('podcast apps are given an episode picture as a whole address, without its words', async () => {
    const palms = await upload('Palm crosses.jpg', '#407040')
    const { id } = await find(palms)
    await t.request('PATCH', `/api/admin/pictures/${id}`, { body: { alt: 'Palm crosses in a basket', decorative: false }, cookie: admin })
    const episode = await t.request('POST', '/api/admin/sermons', {
      body: {
        title: 'Hosanna',
        speaker: 'The Rev. Ruth Hale',
        date: '2026-03-29',
        audioUrl: 'https://example.org/hosanna.mp3',
        thumbnailUrl: palms,
      },
      cookie: admin,
    })
    expect(episode.status).toBe(201)
    // Described after it was chosen: the record has the words too.
    await t.request('PATCH', `/api/admin/pictures/${id}`, { body: { alt: 'Palm crosses, in a basket', decorative: false }, cookie: admin })
    expect((await t.request('GET', `/api/sermons/${episode.json.id}`)).json.thumbnailUrl).toContain('#alt=')
    const feed = await (await t.app.handle(new Request('http://localhost/feeds/sermons.xml'))).text()
    expect(feed).toMatch(new RegExp(`<itunes:image href="https?://[^"/]+${palms.replaceAll('.', '\\.')}"/>`))
    expect(feed).not.toContain('#alt=')
  })

  test("a picture in a page's text, or its share picture, is used by that page and found by its title", async () => {
    const crafts = await upload('VBS crafts.jpg', '#a0c0e0')
    const banner = await upload('VBS banner.jpg', '#e0a0c0')
    const body = {
      type: 'doc',
      content: [{ type: 'image', attrs: { src: addressPath(crafts), alt: 'Children making crafts', decorative: false, caption: '' } }],
    }
    const made = await t.request('POST', '/api/admin/pages', {
      body: { title: 'Vacation Bible School', summary: '', imageUrl: banner, body },
      cookie: admin,
    })
    expect(made.status).toBe(201)
    expect((await find(addressPath(crafts))).uses).toEqual([{ kind: 'Page', name: 'Vacation Bible School' }])
    expect((await find(addressPath(banner))).uses).toEqual([{ kind: 'Page', name: 'Vacation Bible School' }])
    expect((await list('bible school')).items.map((p: { address: string }) => addressPath(p.address)).sort()).toEqual(
      [addressPath(crafts), addressPath(banner)].sort(),
    )
  })

  test("a news post's picture and the pictures in its text are used by that post", async () => {
    const hall = await upload('Parish hall.jpg', '#c0e0a0')
    const dish = await upload('Shared dish.jpg', '#e0c0a0')
    const body = {
      type: 'doc',
      content: [{ type: 'image', attrs: { src: addressPath(dish), alt: 'A shared dish', decorative: false, caption: '' } }],
    }
    const made = await t.request('POST', '/api/admin/news', {
      body: { title: 'Picnic Moved Indoors', summary: '', imageUrl: hall, body },
      cookie: admin,
    })
    expect(made.status).toBe(201)
    expect((await find(addressPath(hall))).uses).toEqual([{ kind: 'News post', name: 'Picnic Moved Indoors' }])
    expect((await find(addressPath(dish))).uses).toEqual([{ kind: 'News post', name: 'Picnic Moved Indoors' }])
  })

  test('only admins see or change it; an unknown picture is 404', async () => {
    const member = await t.signIn('member@pictures.test')
    expect((await t.request('GET', '/api/admin/pictures', { cookie: member })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/pictures')).status).toBe(401)
    const unknown = await t.request('PATCH', '/api/admin/pictures/00000000-0000-4000-8000-000000000000', {
      body: { alt: 'x', decorative: false },
      cookie: admin,
    })
    expect(unknown.status).toBe(404)
    expect((await t.request('DELETE', '/api/admin/pictures/not-an-id', { cookie: admin })).status).toBe(404)
  })
})

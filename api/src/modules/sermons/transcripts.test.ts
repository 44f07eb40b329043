import { describe, expect, test } from 'bun:test'
import { testApp } from '../../test/harness'

/**
 * A sermon's transcript (lib/transcript.ts): staff give captions or text; visitors read its words on
 * the sermon's page and find them in the site search; podcast apps get the captions with their times.
 * It lives in the sermon's row, so the bin, backups and history keep it, but no list carries it.
 */
const t = await testApp()
t.database.content.setClock(() => new Date('2026-12-02T15:00:00Z'))
const editor = await t.editor()
const writer = await t.signIn('writer@example.org')

const CAPTIONS = `WEBVTT

00:00:01.000 --> 00:00:04.000
<v Canon Whitfield>Nicodemus came to Jesus by night.

00:00:04.000 --> 00:00:07.000
He asked how anyone can be born again.

00:00:20.000 --> 00:00:23.000
The wind blows where it chooses.
`

async function made(body: Record<string, unknown>, cookie = editor) {
  const res = await t.request('POST', '/api/admin/sermons', { cookie, body: { speaker: 'Canon Whitfield', date: '2026-03-01', ...body } })
  expect(res.status).toBe(201)
  return res.json as { id: string }
}
const giveTranscript = (id: string, transcript: string, cookie = editor) =>
  t.request('PUT', `/api/admin/sermons/${id}/transcript`, { cookie, body: { transcript } })

const sermon = await made({ title: 'Born of Water and Spirit', scripture: 'John 3:1-17', audioUrl: 'https://media.example.org/john3.mp3' })

describe('a sermon’s transcript', () => {
  test('captions are kept as given, read into paragraphs of words, and the change is logged and kept in history', async () => {
    const saved = await giveTranscript(sermon.id, CAPTIONS)
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({
      transcript: CAPTIONS,
      transcriptFormat: 'vtt',
      transcriptText: 'Nicodemus came to Jesus by night. He asked how anyone can be born again.\n\nThe wind blows where it chooses.',
    })
    const log = await t.request('GET', '/api/admin/activity', { cookie: editor })
    expect(log.json.items[0]).toMatchObject({ kind: 'edit', title: 'Born of Water and Spirit', changes: [{ field: 'transcript' }] })
    // The version the create kept, then the transcript's.
    const history = await t.request('GET', `/api/admin/revisions?kind=sermon&record=${sermon.id}`, { cookie: editor })
    expect(history.json.total).toBe(2)
  })

  test('visitors read its words on the sermon, and get the captions as a file other sites’ players may read', async () => {
    const shown = await t.request('GET', `/api/sermons/${sermon.id}`)
    expect(shown.json.transcriptText).toContain('The wind blows where it chooses.')
    expect(shown.json.transcriptFormat).toBe('vtt')
    expect(shown.json).not.toHaveProperty('transcript')
    const file = await t.request('GET', `/api/sermons/${sermon.id}/transcript`)
    expect(file.status).toBe(200)
    expect(file.text).toBe(CAPTIONS)
    expect(file.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(file.headers.get('access-control-allow-origin')).toBe('*')
    expect(file.headers.get('content-disposition')).toContain('Born of Water and Spirit transcript.vtt')
  })

  test('no list carries its texts: staff’s list says only that there is one', async () => {
    const list = await t.request('GET', '/api/admin/sermons?search=Born', { cookie: editor })
    const row = list.json.items[0]
    expect(row).toMatchObject({ id: sermon.id, transcriptFormat: 'vtt' })
    expect(row).not.toHaveProperty('transcript')
    expect(row).not.toHaveProperty('transcriptText')
    const cards = await t.request('GET', '/api/sermons?search=Born')
    expect(JSON.stringify(cards.json)).not.toContain('Nicodemus')
  })

  test('the podcast names the captions for its episode, and the site search finds the sermon by their words', async () => {
    const feed = await t.request('GET', '/feeds/sermons.xml')
    expect(feed.text).toContain(
      `<podcast:transcript url="http://localhost:3000/api/sermons/${sermon.id}/transcript" type="text/vtt" rel="captions"/>`,
    )
    const found = await t.request('GET', '/api/search?q=nicodemus')
    expect(found.json.results.map((r: { title: string }) => r.title)).toEqual(['Born of Water and Spirit'])
  })

  test('saving the sermon’s dialog, which carries no transcript, keeps it', async () => {
    const res = await t.request('PUT', `/api/admin/sermons/${sermon.id}`, {
      cookie: editor,
      body: { title: 'Born of Water and the Spirit', speaker: 'Canon Whitfield', date: '2026-03-01', scripture: 'John 3:1-17' },
    })
    expect(res.status).toBe(200)
    expect(res.json.transcript).toBe(CAPTIONS)
    const pasted = await t.request('POST', '/api/admin/sermons/bulk-update', {
      cookie: editor,
      body: { data: [{ title: 'Born of Water and the Spirit', date: '2026-03-01', speaker: 'Canon Whitfield', series: 'Lent' }] },
    })
    expect(pasted.json.updated).toBe(1)
    expect((await t.request('GET', `/api/sermons/${sermon.id}`)).json.transcriptText).toContain('Nicodemus')
  })

  test('captions that cannot be read are refused in words, and what was kept stays', async () => {
    const refused = await giveTranscript(sermon.id, 'WEBVTT\n\nno times here\n')
    expect(refused.status).toBe(422)
    expect(refused.text).toContain('no caption in it could be read')
    expect((await t.request('GET', `/api/sermons/${sermon.id}/transcript`)).text).toBe(CAPTIONS)
  })

  test('plain text and SubRip are kept with their own types; an empty transcript removes it', async () => {
    const other = await made({ title: 'The Wind Blows' })
    await giveTranscript(other.id, '1\n00:00:01,000 --> 00:00:03,000\nThe wind blows.\n')
    const srt = await t.request('GET', `/api/sermons/${other.id}/transcript`)
    expect(srt.headers.get('content-type')).toBe('application/srt; charset=utf-8')
    await giveTranscript(other.id, 'A sermon typed out.\n\nIn two paragraphs.')
    expect((await t.request('GET', `/api/sermons/${other.id}`)).json).toMatchObject({
      transcriptFormat: 'text',
      transcriptText: 'A sermon typed out.\n\nIn two paragraphs.',
    })
    const removed = await giveTranscript(other.id, '  ')
    expect(removed.json).toMatchObject({ transcript: '', transcriptFormat: '', transcriptText: '' })
    expect((await t.request('GET', `/api/sermons/${other.id}/transcript`)).status).toBe(404)
  })

  test('a draft’s transcript is not served; a contributor keeps only their own sermons’ transcripts', async () => {
    const draft = await made({ title: 'Not Yet Preached', publish: { choice: 'draft' } }, writer)
    expect((await giveTranscript(draft.id, 'Words to come.', writer)).status).toBe(200)
    expect((await t.request('GET', `/api/sermons/${draft.id}/transcript`)).status).toBe(404)
    expect((await giveTranscript(sermon.id, 'Not mine to change.', writer)).status).toBe(403)
    expect((await giveTranscript(sermon.id, 'Anyone?', '')).status).toBe(401)
    expect((await t.request('GET', `/api/sermons/${sermon.id}/transcript`)).text).toBe(CAPTIONS)
  })

  test('deleted and put back from the bin, the sermon has its transcript again', async () => {
    const gone = await t.request('DELETE', `/api/admin/sermons/${sermon.id}`, { cookie: editor })
    expect(gone.status).toBe(200)
    expect((await t.request('POST', `/api/admin/bin/${gone.json.undo}/restore`, { cookie: editor })).status).toBe(200)
    expect((await t.request('GET', `/api/sermons/${sermon.id}/transcript`)).text).toBe(CAPTIONS)
  })
})

/**
 * Bodies are bounded before they are believed (decision 0014): a size cap counted on the bytes
 * read, chunked or not, and a nesting limit checked before anything is parsed. A hostile body is a
 * quick 400 or 413, never a 500, and other visitors are answered while it is refused.
 */
import { describe, expect, test } from 'bun:test'
import { sermons } from '../db/schema'
import { whileProbing } from '../test/event-loop'
import { testApp } from '../test/harness'
import { MAX_NESTING, STAFF_BODY_MAX_BYTES } from './errors'
import { PUBLIC_FORM_MAX_BYTES } from './public-forms'

const t = await testApp()
const encoder = new TextEncoder()

/** `text` sent the way a client that streams does: in chunks, without Content-Length. */
function chunked(text: string, chunkBytes = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text)
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(at, at + chunkBytes))
      at += chunkBytes
    },
  })
}

async function send(path: string, body: BodyInit, headers: Record<string, string> = {}, method = 'POST') {
  const response = await t.app.handle(
    new Request(`http://localhost${path}`, { method, body, headers: { 'content-type': 'application/json', ...headers } }),
  )
  const text = await response.text()
  let json: { message?: string; fields?: Record<string, string> } | undefined
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: response.status, json }
}

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)

describe('nesting', () => {
  test('deeply nested JSON on a public route is a quick 400, and the server answers others meanwhile', async () => {
    const body = nested(50_000)
    const probed = await whileProbing(t.app, () =>
      Promise.all(Array.from({ length: 4 }, () => send('/api/newsletter/confirm', body, { origin: 'http://localhost' }))),
    )
    for (const answer of probed.value) expect(answer).toEqual({ status: 400, json: { message: 'The request is nested too deeply' } })
    expect(probed.slowestHealthMs).toBeLessThan(200)
  })

  test('the same nesting, streamed in chunks, is refused without reading the rest', async () => {
    const answer = await send('/api/newsletter/confirm', chunked(nested(2_000_000), 1024))
    expect(answer).toEqual({ status: 400, json: { message: 'The request is nested too deeply' } })
  })

  test(`${MAX_NESTING} levels are read; one more is refused, however the brackets are written`, async () => {
    const within = `${'{"a":'.repeat(MAX_NESTING - 1)}[]${'}'.repeat(MAX_NESTING - 1)}`
    expect((await send('/api/newsletter/confirm', within)).status).toBe(422)
    const beyond = `${'{"a":'.repeat(MAX_NESTING)}[]${'}'.repeat(MAX_NESTING)}`
    expect((await send('/api/newsletter/confirm', beyond)).status).toBe(400)
  })

  test('brackets inside strings and escaped quotes are text, not nesting', async () => {
    const token = `\\"${'['.repeat(200)}\\\\`
    const answer = await send('/api/newsletter/confirm', `{"token":"${token}","note":"\\\\"}`)
    expect(answer.status).toBe(422)
    expect(answer.json?.fields?.token).toBeString()
    // A quote escaped inside a string does not end it: the brackets after it are still text.
    expect((await send('/api/newsletter/confirm', `{"token":"a\\"${'{'.repeat(100)}"}`)).status).toBe(422)
  })

  test('nested JSON inside a multipart field is kept as text, not parsed', async () => {
    const form = new FormData()
    form.append('title', nested(50_000))
    form.append('speaker', 'Fr. John')
    form.append('date', '2026-11-29')
    const response = await t.app.handle(
      new Request('http://localhost/api/admin/sermons', { method: 'POST', body: form, headers: { cookie: await t.admin() } }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).fields).toEqual({ title: expect.stringContaining('Title') })
  })
})

describe('size', () => {
  test('a chunked body over the staff cap is refused (413) without reading the rest, and nothing is saved', async () => {
    const cookie = await t.admin()
    // 64 MB of a sermon's speaker name, made only as it is read.
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"title":"A sermon","speaker":"'))
      },
      pull(controller) {
        if (sent >= 64 * 1024 * 1024) return controller.close()
        controller.enqueue(encoder.encode('x'.repeat(64 * 1024)))
        sent += 64 * 1024
      },
    })
    const answer = await send('/api/admin/sermons', endless, { cookie })
    expect(answer).toEqual({ status: 413, json: { message: 'The request is too large' } })
    expect(sent).toBeLessThan(STAFF_BODY_MAX_BYTES + 1024 * 1024)
    expect(await t.db.$count(sermons)).toBe(0)
  })

  test('a chunked body over 32 KB on a public route that is not a form is refused too', async () => {
    const answer = await send('/api/newsletter/confirm', chunked(JSON.stringify({ token: 'x'.repeat(PUBLIC_FORM_MAX_BYTES) })))
    expect(answer).toEqual({ status: 413, json: { message: 'The request is too large' } })
  })

  test('a sign-in form post (urlencoded) is capped on the bytes read as well', async () => {
    const body = chunked(`email=a%40example.org&password=${'x'.repeat(PUBLIC_FORM_MAX_BYTES)}`)
    const answer = await send('/api/login', body, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(answer.status).toBe(413)
    // A form post of ordinary size still reaches the sign-in (and is told its password is wrong).
    const small = await send('/api/login', 'email=a%40example.org&password=wrong+password', {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(small.status).toBe(401)
  })
})

describe('refusals never repeat what they refused', () => {
  test("a missing or mistyped field is named in plain words, never with the value or the validator's jargon", async () => {
    for (const body of ['{}', '[]', JSON.stringify({ token: 'y'.repeat(20_000) }), JSON.stringify({ token: ['y'.repeat(20_000)] })]) {
      const answer = await send('/api/newsletter/confirm', body)
      expect(answer.status).toBe(422)
      const said = JSON.stringify(answer.json)
      expect(said.length).toBeLessThan(500)
      expect(said).not.toMatch(/Invalid (key|type)|Expected|received/)
    }
  })
})

test('a refused body is never written out as text on the way to its 422 (Elysia patched: patches/elysia@1.4.30.patch)', async () => {
  // Elysia's ValidationError wrote the whole refused value into its message with JSON.stringify
  // (indented outside production): seconds of work for a large body, on the request's thread.
  const refused = `refused-${'z'.repeat(20_000)}`
  const written: string[] = []
  const stringify = JSON.stringify
  JSON.stringify = ((...args: Parameters<typeof stringify>) => {
    const text = stringify(...args)
    if (typeof text === 'string' && text.includes('refused-zzzz')) written.push(new Error().stack ?? '')
    return text
  }) as typeof stringify
  try {
    const answer = await send('/api/newsletter/confirm', stringify({ token: [refused] }))
    expect(answer.status).toBe(422)
  } finally {
    JSON.stringify = stringify
  }
  expect(written).toEqual([])
})

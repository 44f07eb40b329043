/**
 * Property-based tests (fast-check): random input to the parsers and to every public write
 * endpoint never crashes them. A parser answers with data or a clear refusal; an endpoint with
 * 2xx, 4xx or 429, never 500. Hostile bodies (nested, oversized, streamed in chunks) with any
 * X-Forwarded-For are refused quickly while the server keeps answering others (decision 0014).
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { parseDateInput, parseTimeInput } from './lib/fields'
import { embedUrl, youtubeVideoId } from './lib/video'
import { EVENT_COLUMNS, formatEventExport, parseEventImport } from './modules/events/paste'
import { readSermonText } from './modules/youtube/sermon-text'
import { MAX_NESTING, PUBLIC_BODY_MAX_BYTES, STAFF_BODY_MAX_BYTES } from './plugins/errors'
import { whileProbing } from './test/event-loop'
import { testApp } from './test/harness'

const RUNS = { numRuns: 300 }

describe('parsers never crash', () => {
  test('the video URL converter gives a valid id or nothing', () => {
    const urlish = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .tuple(
          fc.constantFrom('https://youtu.be/', 'https://www.youtube.com/watch?v=', 'youtube.com/embed/', 'https://m.youtube.com/live/'),
          fc.string(),
        )
        .map(([a, b]) => a + b),
    )
    fc.assert(
      fc.property(urlish, (raw) => {
        const id = youtubeVideoId(raw)
        if (id === null) return
        expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/)
        expect(youtubeVideoId(embedUrl(raw))).toBe(id)
      }),
      RUNS,
    )
  })

  test('a real id survives every spelling of its URL', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/)
    fc.assert(
      fc.property(
        id,
        fc.constantFrom(
          'https://youtu.be/{}',
          'https://www.youtube.com/watch?v={}&t=42',
          'https://www.youtube.com/embed/{}',
          'youtube.com/live/{}?si=x',
          'https://www.youtube.com/shorts/{}',
        ),
        (videoId, shape) => {
          expect(youtubeVideoId(shape.replace('{}', videoId))).toBe(videoId)
        },
      ),
      RUNS,
    )
  })

  test('dates and times read as valid values or nothing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const date = parseDateInput(raw)
        if (date !== null) expect(Number.isNaN(Date.parse(`${date}T00:00:00Z`))).toBe(false)
        const time = parseTimeInput(raw)
        if (time !== null) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
      }),
      RUNS,
    )
  })

  test('the event import reads any text, and an export reads back as the same events', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        let rows: ReturnType<typeof parseEventImport>
        try {
          rows = parseEventImport(text)
        } catch (error) {
          // A refusal is one of the field messages (docs/product.md#validation-messages), never a crash.
          expect([
            'Please paste your tab-delimited event data',
            'Failed to parse event data. Please check your formatting.',
            'No valid events found to import',
          ]).toContain((error as Error).message)
          return
        }
        for (const row of rows) for (const column of EVENT_COLUMNS) expect(typeof row[column]).toBe('string')
      }),
      RUNS,
    )
    const cell = fc.string({ maxLength: 40 }).map((s) => s.replace(/[\t\r\n]/g, ' ').trim())
    const event = fc.record(
      Object.fromEntries(EVENT_COLUMNS.map((column) => [column, cell])) as Record<(typeof EVENT_COLUMNS)[number], typeof cell>,
    )
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 5 }), (events) => {
        const withTitles = events.map((e, i) => ({ ...e, title: e.title || `Event ${i}` }))
        const back = parseEventImport(formatEventExport(withTitles))
        expect(back.map((row) => row.title)).toEqual(withTitles.map((e) => e.title))
      }),
      RUNS,
    )
  })

  test('the sermon title and description reader never invents text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 1000 }), (title, description) => {
        const read = readSermonText(title, description)
        for (const value of Object.values(read))
          if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(title.length + description.length + 10)
      }),
      RUNS,
    )
  })
})

const t = await testApp({ TRUST_PROXY: 'true' })

/** Any JSON a hostile client could send: random shapes, and the right keys holding anything. */
const anyBody = (keys: string[]) =>
  fc.oneof(
    fc.jsonValue(),
    fc.record(Object.fromEntries(keys.map((key) => [key, fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue(), fc.constant(null))]))),
    fc.record(Object.fromEntries(keys.map((key) => [key, fc.string({ maxLength: 120 })]))),
  )

describe('public write endpoints never answer 500', () => {
  const endpoints: [string, string[]][] = [
    ['/api/contact', ['firstName', 'lastName', 'email', 'subject', 'message']],
    ['/api/visitor-requests', ['fullName', 'email', 'phone', 'numberOfKids', 'agreeToTerms']],
    ['/api/newsletter/subscribe', ['email', 'firstName', 'lastName']],
    ['/api/login', ['email', 'password']],
    ['/api/newsletter/confirm', ['token']],
    ['/api/newsletter/unsubscribe?token=0123', ['token', 'List-Unsubscribe']],
  ]
  for (const [path, keys] of endpoints) {
    test(`POST ${path}`, async () => {
      let client = 0
      await fc.assert(
        fc.asyncProperty(anyBody(keys), async (body) => {
          client++
          const res = await t.request('POST', path, {
            body: JSON.stringify(body),
            headers: { 'x-forwarded-for': `10.1.${Math.floor(client / 250)}.${client % 250}` },
          })
          expect(res.status).toBeLessThan(500)
          if (res.status >= 400) expect(typeof res.json?.message).toBe('string')
        }),
        { numRuns: 120 },
      )
    }, 120_000)
  }

  test('random bytes and content types are refused cleanly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 500 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
        async (raw, type) => {
          const res = await t.request('POST', '/api/contact', { body: raw, headers: { 'content-type': type } })
          expect(res.status).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
  }, 120_000)
})

describe('hostile bodies are refused quickly, and the server keeps answering meanwhile', () => {
  const encoder = new TextEncoder()
  /** A body and what it is: a failure's report names it instead of printing megabytes. */
  const described = (what: string, text: string) => ({ what, text, [fc.toStringMethod]: () => what })
  /** Bodies a client could send to stall or crash a server. */
  const hostileBody = fc.oneof(
    // Nested deeper than the limit, in any mix of arrays and objects, whole or padded at the end.
    fc
      .tuple(fc.integer({ min: MAX_NESTING + 1, max: 200_000 }), fc.constantFrom('[', '{"a":', '{"token":['), fc.boolean())
      .map(([levels, open, closed]) => described(`nested ${levels}`, open.repeat(levels) + (closed ? ']'.repeat(levels) : ''))),
    // Nested within the limit, holding many values: parsed, then refused by the route's schema.
    fc
      .tuple(fc.integer({ min: 1, max: MAX_NESTING - 1 }), fc.integer({ min: 1, max: 10_000 }))
      .map(([levels, values]) =>
        described(`${values} values ${levels} deep`, `{"token":${'['.repeat(levels)}${'0,'.repeat(values)}0${']'.repeat(levels)}}`),
      ),
    // Over the caps: a public route's, or even a staff route's.
    fc
      .integer({ min: PUBLIC_BODY_MAX_BYTES + 1, max: STAFF_BODY_MAX_BYTES + 1024 * 1024 })
      .map((size) => described(`${size} bytes`, `{"token":"${'x'.repeat(size)}"}`)),
    // Brackets and escapes inside strings, which are not nesting.
    fc
      .tuple(fc.integer({ min: 1, max: 5000 }), fc.constantFrom('[', '{', '\\"[', '\\\\'))
      .map(([count, piece]) => described(`string of ${count} ${piece}`, `{"token":"${piece.repeat(count)}"}`)),
    fc.jsonValue({ maxDepth: 20 }).map((value) => described('random JSON', JSON.stringify(value) ?? 'null')),
  )
  const path = fc.constantFrom(
    '/api/newsletter/confirm',
    '/api/newsletter/subscribe',
    '/api/contact',
    '/api/visitor-requests',
    '/api/login',
    '/api/account/reset/0123456789abcdef',
    '/api/newsletter/unsubscribe?token=0123',
    // A staff route: refused (401) before its body is read.
    '/api/admin/sermons',
  )
  const contentType = fc.constantFrom(
    'application/json',
    'application/x-www-form-urlencoded',
    'text/plain',
    'application/octet-stream',
    'multipart/form-data; boundary=x',
  )
  /** X-Forwarded-For as clients write it, right or wrong: addresses, lists, ports, garbage; sometimes none. */
  const addressish = fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 65535 })).map(([ip, port]) => `${ip}:${port}`),
    fc.ipV6().map((ip) => `[${ip}]`),
    fc.constantFrom('unknown', '', ' ', '::ffff:10.0.0.1', '256.1.1.1', '_hidden', 'for=192.0.2.60'),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef.:[]%_- '), maxLength: 60 }),
  )
  const forwarded = fc.option(
    fc.oneof(
      addressish,
      fc.array(addressish, { minLength: 2, maxLength: 40 }).map((list) => list.join(', ')),
      fc.array(addressish, { maxLength: 5 }).map((list) => list.join(',')),
    ),
    { nil: undefined },
  )
  const hostile = fc.record({ body: hostileBody, path, contentType, forwarded, chunked: fc.boolean() })
  type HostileRequest = typeof hostile extends fc.Arbitrary<infer T> ? T : never

  /** Sends one; its answer and how long it took (measured on its own, not as part of a total). */
  async function send({ body, path, contentType, forwarded, chunked }: HostileRequest) {
    const bytes = encoder.encode(body.text)
    let at = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close()
        controller.enqueue(bytes.subarray(at, at + 64 * 1024))
        at += 64 * 1024
      },
    })
    const headers: Record<string, string> = { 'content-type': contentType }
    if (forwarded !== undefined) headers['x-forwarded-for'] = forwarded
    const started = performance.now()
    const response = await t.app.handle(new Request(`http://localhost${path}`, { method: 'POST', headers, body: chunked ? stream : bytes }))
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started }
  }

  test('four at a time: never a 5xx, none over 1 s, /api/health within 200 ms while they run', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 4, maxLength: 4 }), async (four) => {
        const probed = await whileProbing(t.app, () => Promise.all(four.map((one) => send(one))))
        for (const [index, answer] of probed.value.entries()) {
          const { body, path, contentType, chunked } = four[index]
          const sent = `${body.what} as ${contentType}${chunked ? ', chunked,' : ''} to ${path}`
          expect({ sent, serverError: answer.status >= 500 }).toEqual({ sent, serverError: false })
          expect({ sent, slow: answer.ms > 1000 }).toEqual({ sent, slow: false })
        }
        expect(probed.slowestHealthMs).toBeLessThan(200)
      }),
      { numRuns: 25 },
    )
  }, 60_000)
})

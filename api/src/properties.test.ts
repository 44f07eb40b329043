/**
 * Property-based tests (fast-check): random input to the parsers and to every public write
 * endpoint never crashes them. A parser answers with data or a clear refusal; an endpoint with
 * 2xx, 4xx or 429, never 500.
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { parseDateInput, parseTimeInput } from './lib/fields'
import { embedUrl, youtubeVideoId } from './lib/video'
import { EVENT_COLUMNS, formatEventExport, parseEventImport } from './modules/events/model'
import { readSermonText } from './modules/youtube/sermon-text'
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

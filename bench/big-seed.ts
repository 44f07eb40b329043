/**
 * Seeds a big church for `bun run bench:big` (bench/big.ts), run as its own process with DATA_DIR or
 * DATABASE_URL set, BENCH_SCALE (1 = the set below) and BENCH_PHOTO (a phone photo made by
 * bench/photos.ts's makePhoto, shared by every database of the run). The same rows on every run
 * (a seeded generator; only the ids the database draws differ).
 *
 * Ten years of a big church, at scale 1: 5,000 sermons, 3,000 events (300 of them repeating),
 * 1,062 Sunday services, 1,500 live streams, 20,000 subscribers, 30,000 contact messages, 10,000
 * visit requests, 100 newsletters that queued 858,000 emails, and 300 phone photos.
 *
 * How each kind is written:
 * - Through the services (their rules apply: a repeat rule checked and expanded, a sermon's video and
 *   words, one record per video): sermons, events, Sunday services and live streams, each input read
 *   through its form's schema first, as a request's body would be.
 * - Set-based inserts through drizzle (one `insert … select generate_series` a chunk), where the
 *   services would take hours and have no rule to keep: subscribers, contact messages, visit requests,
 *   newsletter issues and their outbox emails (sent, as a decade of sending leaves them: only the last
 *   90 days' keep their text, as housekeeping leaves them).
 * - Photos: the first through the upload flow itself (createUploadSlot, receiveUpload: the published
 *   sizes made with sharp, 9.5 s a photo on this machine); every other one stored as that flow stores
 *   it (the original, under originals/, with a comment segment of its own so no two are the same
 *   bytes, and the first photo's published files under its own name, with an uploads row claimed),
 *   since the flow would take 48 minutes for 300.
 */
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import * as v from '../api/node_modules/valibot'
import { loadConfig } from '../api/src/config'
import { rowsOf } from '../api/src/db/bulk'
import { backups, uploads } from '../api/src/db/schema'
import { seedDemo } from '../api/src/db/seed'
import { seededRandom } from '../api/src/lib/seeded-random'
import { eachChunk } from '../api/src/lib/turns'
import { EventInput } from '../api/src/modules/events/model'
import { createEvent } from '../api/src/modules/events/service'
import { LiveStreamInput } from '../api/src/modules/live-streams/model'
import { createLiveStream } from '../api/src/modules/live-streams/service'
import { SermonInput } from '../api/src/modules/sermons/model'
import { createSermon } from '../api/src/modules/sermons/service'
import { SundayServiceInput } from '../api/src/modules/sunday-services/model'
import { createSundayService } from '../api/src/modules/sunday-services/service'
import { createUploadSlot, receiveUpload } from '../api/src/modules/uploads/service'
import { localStorage } from '../api/src/modules/uploads/storage'
import { withDatabase } from '../api/src/scripts/with-database'
import { countsAt } from './big-set'

const SPEAKERS = [
  'The Rev. Canon David Whitfield',
  'The Rev. Sarah Lin',
  'Deacon Mark Ortiz',
  'The Rev. Dr. Samuel Avery',
  'The Rev. Grace Okafor',
]
const THEMES = ['forgiveness', 'hospitality', 'lament', 'stewardship', 'baptism', 'prayer', 'pilgrimage', 'sabbath', 'mercy', 'vocation']
const BOOKS = ['Genesis', 'Exodus', 'Psalms', 'Isaiah', 'Matthew', 'Mark', 'Luke', 'John', 'Acts', 'Romans', 'Hebrews']
/** By getUTCDay(): a weekly rule's day is its first date's. */
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const DAY_MS = 86_400_000
/** A fixed today, so every run writes the same dates (the pages' "upcoming" is still in the future: the events run to next year). */
const TODAY = Date.UTC(2026, 11, 2)
const day = (offset: number) => new Date(TODAY + offset * DAY_MS).toISOString().slice(0, 10)

/** A JPEG with a comment segment (FF FE) right after its start: the same picture, other bytes. */
function withComment(jpeg: Uint8Array, text: string): Uint8Array<ArrayBuffer> {
  const words = new TextEncoder().encode(text)
  const out = new Uint8Array(jpeg.length + 4 + words.length)
  out.set(jpeg.subarray(0, 2))
  out.set([0xff, 0xfe, (words.length + 2) >> 8, (words.length + 2) & 255], 2)
  out.set(words, 6)
  out.set(jpeg.subarray(2), 6 + words.length)
  return out
}

const scale = Number(process.env.BENCH_SCALE ?? 1)
const n = countsAt(scale)
const random = seededRandom(20261202)
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]

await withDatabase(async ({ db }) => {
  const config = loadConfig()
  const timings: Record<string, number> = {}
  const timed = async (what: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    timings[what] = Math.round(performance.now() - started)
  }
  await timed('demo church', () => seedDemo(db, { today: day(0) }))

  // Photos first: the newest sermons and the next events show them.
  const photoUrls: string[] = []
  const photo = new Uint8Array(readFileSync(process.env.BENCH_PHOTO as string))
  let photoBytes = 0
  await timed('photos', async () => {
    const storage = localStorage(config.uploadsDir)
    const slot = await createUploadSlot(db, { contentType: 'image/jpeg', fileName: 'IMG_0001.JPG' }, null)
    const first = withComment(photo, 'Parish photo 1')
    const received = await receiveUpload(db, storage, slot.uploadUrl.split('/').pop() as string, 'image/jpeg', first)
    photoUrls.push(received.publicUrl)
    photoBytes += first.byteLength
    const [made] = await db
      .select()
      .from(uploads)
      .where(sql`${uploads.storageKey} = ${received.publicUrl.split('/').pop()}`)
    const firstStem = made.storageKey.split('_')[0]
    const published = (made.files ?? []).filter((f) => !f.startsWith('originals/'))
    const bytesOf = new Map(published.map((f) => [f, readFileSync(`${config.uploadsDir}/${f}`)]))
    for (let i = 2; i <= n.photos; i++) {
      const id = crypto.randomUUID()
      const original = withComment(photo, `Parish photo ${i}`)
      const files = published.map((f) => f.replace(firstStem, id))
      const originalName = `originals/${crypto.randomUUID()}.jpg`
      const name = made.storageKey.replace(firstStem, id)
      await db.insert(uploads).values({
        tokenHash: `bench-${id}`,
        storageKey: name,
        contentType: 'image/jpeg',
        fileName: `IMG_${String(i).padStart(4, '0')}.JPG`,
        maxBytes: made.maxBytes,
        expiresAt: new Date(),
        usedAt: new Date(),
        width: made.width,
        height: made.height,
        originalBytes: original.byteLength,
        files: [...files, originalName],
      })
      await storage.save(originalName, original, 'image/jpeg')
      for (const [k, f] of published.entries()) await storage.save(files[k], bytesOf.get(f) as Uint8Array, 'application/octet-stream')
      photoUrls.push(storage.publicUrl(name))
      photoBytes += original.byteLength
    }
  })

  await timed('sermons', async () => {
    for (let i = 0; i < n.sermons; i++) {
      const theme = pick(THEMES)
      const input = v.parse(SermonInput, {
        title: i % 7 === 0 ? `Amazing grace, week ${i}` : `On ${theme}: ${pick(BOOKS)} ${1 + Math.floor(random() * 20)}`,
        speaker: pick(SPEAKERS),
        date: day(-Math.floor((i * 3650) / n.sermons)),
        scripture: `${pick(BOOKS)} ${1 + Math.floor(random() * 20)}:1-14`,
        series: `Series ${Math.floor(i / 12)}`,
        duration: `${20 + Math.floor(random() * 20)}:00`,
        thumbnailUrl: photoUrls[i] ?? '',
        description: `A sermon on ${theme} and ${pick(THEMES)} in the life of the parish, and the call to serve our neighbours. `.repeat(3),
      })
      await createSermon(db, input)
    }
  })

  await timed('events', async () => {
    const zone = config.timezone
    for (let i = 0; i < n.events; i++) {
      const repeating = i < n.repeatingEvents
      // Ten years back to a year ahead; the repeating ones began in the last few years.
      const date = repeating ? day(-Math.floor(random() * 1500)) : day(365 - Math.floor((i * 4015) / n.events))
      const input = v.parse(EventInput, {
        title: repeating ? `Weekly ${pick(THEMES)} group ${i}` : `Parish event ${i}: ${pick(THEMES)}`,
        date,
        startTime: `${String(9 + (i % 10)).padStart(2, '0')}:00`,
        endTime: `${String(10 + (i % 10)).padStart(2, '0')}:30`,
        location: i % 3 === 0 ? 'Parish Hall' : 'The nave',
        imageUrl: photoUrls[n.photos - 1 - (i % n.photos)] ?? '',
        description: 'Coffee, fellowship and a short study. All are welcome.',
        ...(repeating && { isRecurring: true, recurrenceRule: `FREQ=WEEKLY;BYDAY=${WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]}` }),
      })
      await createEvent(db, input, zone)
    }
  })

  await timed('sunday services', async () => {
    // One a Sunday, the newest this coming Sunday (2026-12-06), back twenty years.
    for (let i = 0; i < n.sundayServices; i++)
      await createSundayService(
        db,
        v.parse(SundayServiceInput, { date: day(4 - 7 * i), time: i % 2 ? '10:30' : '09:00', location: 'The nave' }),
      )
  })

  await timed('live streams', async () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (let i = 0; i < n.liveStreams; i++) {
      const video = Array.from({ length: 11 }, () => letters[Math.floor(random() * 64)]).join('')
      const input = v.parse(LiveStreamInput, {
        title: `Sunday worship, ${day(-7 * Math.floor(i / 2))}${i % 2 ? ' (second service)' : ''}`,
        date: day(-7 * Math.floor(i / 2)),
        duration: '1:10:00',
        youtubeUrl: `https://www.youtube.com/watch?v=${video}`,
        description: 'The service as it was streamed.',
      })
      await createLiveStream(db, input)
    }
  })

  // Set-based: one statement a chunk of CHUNK rows, dates spread over ten years, newest last.
  const CHUNK = 20_000
  const inChunks = async (total: number, write: (from: number, to: number) => Promise<unknown>) => {
    for (let from = 1; from <= total; from += CHUNK) await write(from, Math.min(total, from + CHUNK - 1))
  }
  const spread = (total: number) => sql`(timestamp '2026-12-02 12:00' - ((${total} - g) * interval '3650 days') / ${total})`
  await timed('subscribers', () =>
    inChunks(n.subscribers, (from, to) =>
      db.execute(sql`insert into newsletter_subscribers (email, first_name, last_name, notes, is_active, confirmed_at, created_at)
        select 'reader' || g || '@example.org', 'Reader', 'No ' || g, case when g % 5 = 0 then 'Met at the harvest supper.' else '' end,
          true, ${spread(n.subscribers)}, ${spread(n.subscribers)}
        from generate_series(${from}::int, ${to}::int) g`),
    ),
  )
  await timed('contact messages', () =>
    inChunks(n.messages, (from, to) =>
      db.execute(sql`insert into contact_messages (first_name, last_name, email, subject, message, status, created_at)
        select 'Visitor', 'No ' || g, 'v' || g || '@example.org', 'A question about ' || (array['baptism','weddings','the choir','parking','youth group'])[1 + g % 5],
          repeat('Hello, we are new in town and would like to know more. ', 1 + g % 6),
          (case when g > ${n.messages} - 200 then 'new' else 'responded' end)::contact_message_status, ${spread(n.messages)}
        from generate_series(${from}::int, ${to}::int) g`),
    ),
  )
  await timed('visit requests', () =>
    inChunks(n.visitRequests, (from, to) =>
      db.execute(sql`insert into visitor_requests (full_name, email, phone, number_of_kids, status, created_at)
        select 'Visitor ' || g, 'r' || g || '@example.org', '555-01' || lpad((g % 100)::text, 2, '0'), (g % 4)::text,
          (case when g > ${n.visitRequests} - 50 then 'new' else 'visited' end)::visitor_request_status, ${spread(n.visitRequests)}
        from generate_series(${from}::int, ${to}::int) g`),
    ),
  )
  await timed('newsletters and their emails', async () => {
    const perIssue = Math.max(1, Math.round(n.outboxEmails / n.newsletters))
    const issues = Array.from({ length: n.newsletters }, (_, i) => ({
      key: crypto.randomUUID(),
      subject: `Parish news, ${day(-Math.floor(((n.newsletters - 1 - i) * 3650) / n.newsletters)).slice(0, 7)}`,
      // As text: PostgreSQL's driver takes no Date in raw SQL.
      at: new Date(TODAY - Math.floor(((n.newsletters - 1 - i) * 3650) / n.newsletters) * DAY_MS).toISOString(),
    }))
    await eachChunk(
      issues,
      async (chunk) => {
        for (const issue of chunk) {
          const [{ id }] = rowsOf<{ id: string }>(
            await db.execute(sql`insert into newsletter_issues (idempotency_key, subject, recipients, created_at)
            values (${issue.key}, ${issue.subject}, ${perIssue}, ${issue.at}::timestamptz) returning id`),
          )
          // Housekeeping keeps a sent email's text 90 days.
          const recent = TODAY - Date.parse(issue.at) < 90 * DAY_MS
          await inChunks(perIssue, (from, to) =>
            db.execute(sql`insert into outbox_emails (kind, to_address, subject, text, headers, status, attempts, next_attempt_at, last_response, sent_at, issue_id, created_at)
            select 'newsletter', 'reader' || g || '@example.org', ${issue.subject},
              ${recent ? sql`repeat('News of the parish this month: services, suppers and the choir. ', 40)` : sql`''`},
              ${recent ? sql`jsonb_build_object('List-Unsubscribe', '<https://church.example/unsubscribe>')` : sql`'{}'::jsonb`},
              'sent', 1, ${issue.at}::timestamptz, '250 2.0.0 OK', ${issue.at}::timestamptz + (g * interval '50 milliseconds'), ${id}, ${issue.at}::timestamptz
            from generate_series(${from}::int, ${to}::int) g`),
          )
        }
      },
      10,
    )
  })
  // Tonight's backup counted as taken, so the server's schedule does not start one while it is measured.
  await db.insert(backups).values({ trigger: 'scheduled', status: 'ok', startedAt: new Date(), finishedAt: new Date() })
  await db.execute(sql`analyze`)
  console.log(JSON.stringify({ counts: n, photoBytes, timings }))
})

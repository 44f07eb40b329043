/**
 * Nothing blocks the event loop: while the heaviest admin and feed work runs, `/api/health` and a
 * public read that reaches the database keep answering within 200 ms (test/event-loop.ts says what
 * the probes prove).
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { outboxEmails, sermons, siteConfig } from './db/schema'
import { createLogger } from './lib/log'
import { createBackups } from './modules/backups/service'
import { folderStore } from './modules/backups/store'
import { sendDueEmails } from './modules/email/outbox'
import { whileProbing } from './test/event-loop'
import { testApp } from './test/harness'
import { sendThrough } from './test/smtp'

const LIMIT_MS = 200
const ROWS = 2000

const audioHost = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: () => new Response(null, { headers: { 'content-type': 'audio/mpeg', 'content-length': '123456' } }),
})
afterAll(() => audioHost.stop(true))

const dataDir = mkdtempSync(join(tmpdir(), 'church-responsive-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const t = await testApp({ PUBLIC_URL: 'https://church.example', DATA_DIR: dataDir })
const admin = await t.admin()

// 2000 sermons, every other one with audio (1000 podcast episodes to choose from).
const videoOf = (i: number) => `vid${String(i).padStart(8, '0')}`
const dateOf = (i: number) => new Date(Date.UTC(2000, 0, 2) + i * 7 * 86_400_000).toISOString().slice(0, 10)
await t.db.insert(sermons).values(
  Array.from({ length: ROWS }, (_, i) => ({
    title: `Sermon ${i}`,
    speaker: `Speaker ${i % 12}`,
    date: dateOf(i),
    scripture: 'John 3:16-21',
    series: `Series ${i % 40}`,
    duration: '38:12',
    youtubeUrl: `https://www.youtube.com/watch?v=${videoOf(i)}`,
    youtubeVideoId: videoOf(i),
    audioUrl: i % 2 === 0 ? `http://127.0.0.1:${audioHost.port}/sermon-${i}.mp3` : '',
    description: 'For God so loved the world that he gave his only Son. '.repeat(8).trim(),
  })),
)

/**
 * Runs the operation under the probes and expects every answer within the limit. A run over the
 * limit is tried again, twice at most, on fresh input: a hold the code causes comes back each time,
 * while one pause of a shared, busy machine (the CI's two cores also run PostgreSQL) does not.
 */
async function expectFree<T>(operation: (attempt: number) => Promise<T>) {
  let result = await whileProbing(t.app, () => operation(0))
  for (let attempt = 1; attempt < 3 && result.slowestMs >= LIMIT_MS; attempt++) {
    result = await whileProbing(t.app, () => operation(attempt))
  }
  expect(result.probes).toBeGreaterThan(0)
  expect(result.slowestMs).toBeLessThan(LIMIT_MS)
  return result.value
}

describe('the probe', () => {
  test('notices a busy event loop and a database held by a transaction', async () => {
    const busy = await whileProbing(t.app, async () => {
      const until = performance.now() + 300
      while (performance.now() < until) {}
    })
    expect(busy.slowestMs).toBeGreaterThan(250)
    // A lock that keeps readers of the site configuration out, on PGlite and PostgreSQL alike.
    const held = await whileProbing(t.app, () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table site_config in access exclusive mode`)
        await Bun.sleep(300)
      }),
    )
    expect(held.slowestReadMs).toBeGreaterThan(250)
  })
})

describe('while heavy work runs, the server keeps answering within 200 ms', () => {
  test('a whole backup (the archive written, kept and thinned) of a database holding 2000 sermons', async () => {
    const backups = createBackups({ ...t, log: createLogger('silent'), store: folderStore(join(dataDir, 'backups')) })
    const backup = await expectFree(() => backups.takeWhenFree('manual', 0))
    expect(backup?.status).toBe('ok')
    expect(backup?.sizeBytes).toBeGreaterThan(10_000)
  })

  test('the podcast feed over 1000 sermons with audio', async () => {
    const feed = await expectFree(() => t.request('GET', '/feeds/sermons.xml'))
    expect(feed.status).toBe(200)
    expect(feed.text).toContain('<enclosure')
  })

  // Every row matches a sermon by its video and changes its series: 2000 updates, the most writing.
  const paste = (series: string) =>
    Array.from({ length: ROWS }, (_, i) => ({ youtubeurl: `https://youtu.be/${videoOf(i)}`, series, 'some note': 'passes through' }))
  const bulk = (data: unknown[], dryRun: boolean) =>
    t.request('POST', '/api/admin/sermons/bulk-update', { body: { data, dryRun }, cookie: admin })

  test('a 2000-row sermon bulk update preview', async () => {
    const preview = await expectFree(() => bulk(paste('Revised'), true))
    expect(preview.json.message).toBe('Preview: 0 created, 2000 updated, 0 skipped')
  })

  test('a 2000-row sermon bulk update applied', async () => {
    const applied = await expectFree(() => bulk(paste('Revised'), false))
    expect(applied.json.message).toBe('Sermons updated: 0 created, 2000 updated, 0 skipped')
    const revised = await t.request('GET', '/api/sermons?series=Revised&limit=100')
    expect(revised.json.items).toHaveLength(100)
    expect(revised.json.total).toBe(2000)
  })

  test('an events import of 2000 rows', async () => {
    // Each attempt imports rows of its own, so a second attempt imports 2000 too.
    const rows = (attempt: number) =>
      Array.from({ length: ROWS }, (_, i) => ({
        title: `Fellowship supper ${attempt}-${i}`,
        date: dateOf(i + 1300),
        startTime: '6:00 PM',
        endTime: '8:00 PM',
        location: 'Parish Hall',
        description: 'Bring a dish to share. '.repeat(6),
      }))
    const imported = await expectFree((attempt) =>
      t.request('POST', '/api/admin/events/bulk-import', { body: { data: rows(attempt) }, cookie: admin }),
    )
    expect(imported.json).toMatchObject({ message: 'Imported 2000 events successfully', imported: ROWS })
  })
})

describe('while a newsletter goes out, the server keeps answering within 200 ms', () => {
  const READERS = 3000
  const pending = () => t.db.$count(outboxEmails, and(eq(outboxEmails.kind, 'newsletter'), eq(outboxEmails.status, 'pending')))
  const send = () =>
    t.request('POST', '/api/admin/newsletter/send', {
      body: { subject: 'Harvest', message: 'Supper on Saturday at 6.', idempotencyKey: crypto.randomUUID() },
      cookie: admin,
    })

  test(`queueing a newsletter to ${READERS} subscribers`, async () => {
    // Emails ready (nothing is sent while queueing; the worker is not running here).
    await sendThrough(t.db, { host: '127.0.0.1', port: 9 })
    await t.db.execute(
      sql`insert into newsletter_subscribers (email, is_active) select 'reader' || g || '@example.org', true from generate_series(1, ${READERS}) g`,
    )
    const sent = await expectFree(send)
    expect(sent.json).toMatchObject({ queued: READERS, alreadySent: false, emailed: true })
  })

  // Each attempt sends DRAINED of the emails queued: a second or two of the worker's work on either
  // database (the longer a run, the likelier a busy machine's own pause lands in it).
  const DRAINED = 1000
  test(`the outbox worker sending ${DRAINED} of the emails queued`, async () => {
    // Enough queued for three attempts.
    while ((await pending()) < 3 * DRAINED) expect((await send()).status).toBe(200)
    // The log-only provider: each email is 'not sent' at once, the most queries per second the worker makes.
    await t.db.update(siteConfig).set({ emailProvider: 'console' }).where(eq(siteConfig.id, 1))
    const batch = 10
    const counts = await expectFree(() => {
      let batches = 0
      return sendDueEmails(t.db, createLogger('silent'), { batch, stopping: () => ++batches >= DRAINED / batch })
    })
    expect(counts).toEqual({ sent: 0, not_sent: DRAINED, retrying: 0, failed: 0 })
  }, 120_000)
})

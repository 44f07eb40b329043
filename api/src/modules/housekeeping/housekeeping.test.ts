import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { accountLinks, binItems, outboxEmails, sessions, sitePages, staffMembers, throttles, uploads } from '../../db/schema'
import { createLogger } from '../../lib/log'
import { testApp } from '../../test/harness'
import { SESSION_IDLE_MS } from '../auth/service'
import { storageFor } from '../uploads/storage'
import { startHousekeeping } from './schedule'
import { KEEP, pruneLeftovers, pruneUnusedPictures } from './service'

const dataDir = mkdtempSync(join(tmpdir(), 'housekeeping-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const t = await testApp({ DATA_DIR: dataDir })
const admin = await t.admin()
const DAY = 24 * 60 * 60 * 1000
// The clock the test controls: housekeeping runs "a year from now".
const now = new Date(Date.now() + 365 * DAY)
const ago = (ms: number) => new Date(now.getTime() - ms)

async function plantLeftovers() {
  const [user] = (await t.db.select({ userId: sessions.userId }).from(sessions).limit(1)) as { userId: string }[]
  await t.db.insert(sessions).values([
    {
      tokenHash: `old-${Math.random()}`,
      userId: user.userId,
      createdAt: ago(70 * DAY),
      lastSeenAt: ago(SESSION_IDLE_MS + DAY),
      expiresAt: ago(DAY),
    },
    {
      tokenHash: `fresh-${Math.random()}`,
      userId: user.userId,
      createdAt: ago(DAY),
      lastSeenAt: ago(60_000),
      expiresAt: new Date(now.getTime() + 30 * DAY),
    },
  ])
  await t.db.insert(throttles).values([
    { key: `spent-${Math.random()}`, failures: 3, windowStartedAt: ago(2 * DAY) },
    { key: `blocked-${Math.random()}`, failures: 9, windowStartedAt: ago(2 * DAY), blockedUntil: new Date(now.getTime() + 60_000) },
    { key: `counting-${Math.random()}`, failures: 1, windowStartedAt: ago(60_000) },
  ])
  const [oldSent, recentSent, oldFailed] = await t.db
    .insert(outboxEmails)
    .values([
      {
        kind: 'test',
        toAddress: 'old@example.org',
        subject: 'Old news',
        text: 'A long body',
        headers: { 'List-Unsubscribe': '<x>' },
        status: 'sent',
        sentAt: ago(91 * DAY),
        lastResponse: '250 OK',
      },
      {
        kind: 'test',
        toAddress: 'new@example.org',
        subject: 'New news',
        text: 'Kept',
        status: 'sent',
        sentAt: ago(10 * DAY),
        lastResponse: '250 OK',
      },
      {
        kind: 'test',
        toAddress: 'failed@example.org',
        subject: 'Failed long ago',
        text: 'Kept for a retry',
        status: 'failed',
        lastResponse: '550 No',
      },
    ])
    .returning()
  await t.db.insert(accountLinks).values([
    { tokenHash: `used-${Math.random()}`, kind: 'reset', expiresAt: ago(40 * DAY), usedAt: ago(KEEP.accountLinkDays * DAY + DAY) },
    { tokenHash: `live-${Math.random()}`, kind: 'setup', expiresAt: new Date(now.getTime() + 60_000) },
  ])
  await t.db.insert(uploads).values([
    {
      tokenHash: `slot-${Math.random()}`,
      storageKey: `old-${Math.random()}.jpg`,
      contentType: 'image/jpeg',
      maxBytes: 1,
      expiresAt: ago(2 * DAY),
    },
    {
      tokenHash: `slot-${Math.random()}`,
      storageKey: `used-${Math.random()}.jpg`,
      contentType: 'image/jpeg',
      maxBytes: 1,
      expiresAt: ago(2 * DAY),
      usedAt: ago(3 * DAY),
    },
  ])
  await t.db.insert(binItems).values([
    { batch: crypto.randomUUID(), kind: 'sermons', record: { id: 'a' }, deletedAt: ago(31 * DAY) },
    { batch: crypto.randomUUID(), kind: 'sermons', record: { id: 'b' }, deletedAt: ago(DAY) },
  ])
  return { oldSent, recentSent, oldFailed }
}

describe('housekeeping', () => {
  test('removes what a year piles up and keeps what is still in use, on the clock it is given', async () => {
    const { oldSent, recentSent, oldFailed } = await plantLeftovers()
    const removed = await pruneLeftovers(t.db, now)
    expect(removed).toMatchObject({ emailBodies: 1, accountLinks: 1, uploadSlots: 1, binItems: 1 })
    // The planted old ones, and the admin's own sign-in (session and counters), a year old by this clock.
    expect(removed.sessions).toBe(2)
    expect(removed.throttles).toBeGreaterThanOrEqual(2)

    // A session still in use stays; the admin's own, a year idle by this clock, went.
    expect((await t.db.select().from(sessions)).map((s) => s.tokenHash.split('-')[0])).toEqual(['fresh'])
    expect((await t.db.select().from(throttles)).map((r) => r.key.split('-')[0]).sort()).toEqual(['blocked', 'counting'])
    // The old sent email keeps who, when and the answer, without its text.
    const [old] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, oldSent.id))
    expect(old).toMatchObject({
      toAddress: 'old@example.org',
      subject: 'Old news',
      status: 'sent',
      lastResponse: '250 OK',
      text: '',
      headers: {},
    })
    expect(old.sentAt).toEqual(oldSent.sentAt)
    expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, recentSent.id)))[0].text).toBe('Kept')
    // A failed email can still be sent again, so it keeps its text.
    expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, oldFailed.id)))[0].text).toBe('Kept for a retry')
    expect((await t.db.select().from(accountLinks)).map((l) => l.tokenHash.split('-')[0])).toEqual(['live'])
    expect((await t.db.select().from(uploads)).map((u) => u.storageKey.split('-')[0])).toEqual(['used'])
    expect((await t.db.select().from(binItems)).map((b) => (b.record as { id: string }).id)).toEqual(['b'])

    // A second round finds nothing more.
    expect(Object.values(await pruneLeftovers(t.db, now)).every((n) => n === 0)).toBe(true)
    expect(admin).toBeTruthy()
  })

  test('the schedule runs a round under the lock, and only one instance at a time does', async () => {
    await plantLeftovers()
    const lines: string[] = []
    const log = { ...createLogger('silent'), info: (line: string) => void lines.push(line) }
    const first = startHousekeeping({ config: t.config, database: t.database, log: log as never, now: () => now, firstAfterMs: 3_600_000 })
    const second = startHousekeeping({ config: t.config, database: t.database, log: log as never, now: () => now, firstAfterMs: 3_600_000 })
    await Promise.all([first.runNow(), second.runNow()])
    await first.stop()
    await second.stop()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Housekeeping: .*1 throttles/)
    expect(await t.db.select().from(binItems).where(eq(binItems.kind, 'sermons'))).toHaveLength(2)
  })

  test('once per six hours across instances: a third instance looking in turn, an hour later, does not run it again', async () => {
    const lines: string[] = []
    const log = { ...createLogger('silent'), info: (line: string) => void lines.push(line) }
    const at = (later: number) =>
      startHousekeeping({
        config: t.config,
        database: t.database,
        log: log as never,
        now: () => new Date(now.getTime() + later),
        firstAfterMs: 3_600_000,
      })
    // The round of the test above claimed this period; something to remove is planted again.
    await plantLeftovers()
    const third = at(60 * 60_000)
    await third.runNow()
    expect(lines).toEqual([])
    // Six hours after the last round, the next instance to look runs it, once.
    const [fourth, fifth] = [at(6 * 60 * 60_000), at(6 * 60 * 60_000 + 1)]
    await fourth.runNow()
    await fifth.runNow()
    for (const schedule of [third, fourth, fifth]) await schedule.stop()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Housekeeping: /)
  })

  test('a picture nothing uses any more is removed after its grace period; its address then answers 404', async () => {
    const dir = join(dataDir, 'uploads')
    mkdirSync(dir, { recursive: true })
    const picture = async (usedDaysAgo: number) => {
      const name = `${crypto.randomUUID()}.jpg`
      writeFileSync(join(dir, name), 'not really a jpeg')
      await t.db.insert(uploads).values({
        tokenHash: `t-${name}`,
        storageKey: name,
        contentType: 'image/jpeg',
        maxBytes: 100,
        expiresAt: ago(usedDaysAgo * DAY),
        usedAt: ago(usedDaysAgo * DAY),
      })
      return `/uploads/${name}`
    }
    const replaced = await picture(10)
    const current = await picture(10)
    const inTheBin = await picture(10)
    const justUploaded = await picture(1)
    const sharedPage = await picture(10)
    const inPageText = await picture(10)
    const file = (url: string) => join(dir, url.split('/').pop() as string)
    await t.db.insert(staffMembers).values({ name: 'The Rev. Photo', title: 'Rector', photoUrl: current })
    await t.db.insert(binItems).values({ batch: crypto.randomUUID(), kind: 'staff_members', record: { name: 'Gone', photo_url: inTheBin } })
    // A page's share picture, and a picture deep in a page's text (inside a list), are in use too.
    await t.db.insert(sitePages).values({
      slug: 'vbs',
      title: 'Vacation Bible School',
      imageUrl: `${sharedPage}#alt=Children`,
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'src' }] },
          {
            type: 'bulletList',
            content: [
              { type: 'listItem', content: [{ type: 'image', attrs: { src: inPageText, alt: 'Crafts', decorative: false, caption: '' } }] },
            ],
          },
        ],
      },
    })

    expect(await pruneUnusedPictures(t.db, storageFor(t.config), now)).toBe(1)
    expect(existsSync(file(replaced))).toBe(false)
    expect((await t.app.handle(new Request(`http://localhost${replaced}`))).status).toBe(404)
    for (const kept of [current, inTheBin, justUploaded, sharedPage, inPageText]) {
      expect(existsSync(file(kept))).toBe(true)
      expect((await t.app.handle(new Request(`http://localhost${kept}`))).status).toBe(200)
    }
    expect(
      (
        await t.db
          .select()
          .from(uploads)
          .where(eq(uploads.storageKey, replaced.split('/').pop() as string))
      ).length,
    ).toBe(0)
  })
})

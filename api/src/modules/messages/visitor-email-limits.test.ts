import { describe, expect, test } from 'bun:test'
import { and, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { rowsOf } from '../../db/bulk'
import { contactMessages, outboxEmails, siteConfig, visitorRequests } from '../../db/schema'
import { contactMessage as contact, visitRequest as visitor } from '../../test/examples'
import { testApp } from '../../test/harness'
import { pruneLeftovers } from '../housekeeping/service'
import { getSiteConfig } from '../site-config/service'
import { VisitorRequestInput } from './model'
import { saveContactMessage, saveVisitorRequest, VISITOR_EMAIL_WINDOW_MS } from './service'

// The per-client form limit as a real site has it (10 of each form per client in ten minutes), with
// each client telling its address the way a trusted proxy passes it on.
const t = await testApp({ FORM_RATE_LIMIT: '10', TRUST_PROXY: 'true' })

const CHURCH = 'Anglican Church of Santa Rosa Beach'
const HOSTILE = 'You won! Claim at https://evil.example/x'
const VISITOR_BOUND = ['visitor-welcome', 'contact-auto-reply'] as const

async function configure(over: Partial<typeof siteConfig.$inferInsert> = {}) {
  await getSiteConfig(t.db)
  await t.db
    .update(siteConfig)
    .set({
      churchName: CHURCH,
      emailEnabled: true,
      contactEmailTo: 'office@church.example',
      autoReplyEnabled: true,
      autoReplySubject: '',
      autoReplyMessage: '',
      visitorWelcomeSubject: '',
      visitorWelcomeMessage: '',
      ...over,
    })
    .where(eq(siteConfig.id, 1))
}

/** The emails queued to `address` (any spelling of it), by kind. */
async function queuedTo(address: string) {
  const rows = await t.db.select().from(outboxEmails).where(sql`lower(${outboxEmails.toAddress}) = ${address.toLowerCase()}`)
  const of = (kind: string) => rows.filter((r) => r.kind === kind)
  return { welcomes: of('visitor-welcome'), autoReplies: of('contact-auto-reply'), all: rows }
}

const from = (client: number) => ({ 'x-forwarded-for': `203.0.113.${client}` })

describe('emails to a visitor address are limited per recipient', () => {
  test('12 contact and 12 visit forms from 3 clients naming one address: all saved, the office told of each, one welcome and one auto-reply', async () => {
    await configure()
    const victim = 'victim@example.org'
    // The same address as people type it: spaces around, capitals.
    const spellings = [victim, ` Victim@Example.org `, 'VICTIM@EXAMPLE.ORG']
    const answers: { status: number; json: { message: string; id?: string } }[] = []
    for (let i = 0; i < 12; i++) {
      const headers = from(i % 3)
      const email = spellings[i % spellings.length]
      answers.push(
        await t.request('POST', '/api/contact', { headers, body: contact({ firstName: HOSTILE, email, subject: `Note ${i}` }) }),
        await t.request('POST', '/api/visitor-requests', { headers, body: visitor({ fullName: HOSTILE, email }) }),
      )
    }
    // Every visitor gets the same thanks, whether an email went to the address or not.
    expect(answers.map((a) => a.status)).toEqual(Array(24).fill(201))
    const contactAnswers = answers.filter((_, i) => i % 2 === 0).map((a) => a.json.message)
    const visitAnswers = answers.filter((_, i) => i % 2 === 1).map((a) => a.json.message)
    expect(new Set(contactAnswers)).toEqual(new Set(["Your message has been sent successfully! We'll get back to you soon."]))
    expect(new Set(visitAnswers)).toEqual(new Set(["We can't wait to meet you! We'll be in touch soon."]))
    for (const a of answers) expect(Object.keys(a.json).sort()).toEqual(['id', 'message'])

    // Nothing a visitor sent is lost, and the office hears of every contact message.
    const ids = answers.map((a) => a.json.id as string)
    expect(await t.db.select().from(contactMessages).where(inArray(contactMessages.id, ids))).toHaveLength(12)
    expect(await t.db.select().from(visitorRequests).where(inArray(visitorRequests.id, ids))).toHaveLength(12)
    const notifications = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'contact-notification'), inArray(outboxEmails.sourceId, ids)))
    expect(notifications).toHaveLength(12)
    expect(notifications.every((n) => n.toAddress === 'office@church.example')).toBe(true)

    // The address itself gets one of each.
    const mail = await queuedTo(victim)
    expect(mail.welcomes).toHaveLength(1)
    expect(mail.autoReplies).toHaveLength(1)
    expect(mail.all).toHaveLength(2)
  })

  test('forms sent at the same instant naming one address queue one welcome and one auto-reply', async () => {
    await configure()
    const email = 'together@example.org'
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? t.request('POST', '/api/visitor-requests', { headers: from(10 + i), body: visitor({ email }) })
          : t.request('POST', '/api/contact', { headers: from(10 + i), body: contact({ email }) }),
      ),
    )
    expect(sent.map((s) => s.status)).toEqual(Array(6).fill(201))
    const mail = await queuedTo(email)
    expect(mail.welcomes).toHaveLength(1)
    expect(mail.autoReplies).toHaveLength(1)
  })

  test('a day later the address may get another; within the day it may not; housekeeping removes the spent count', async () => {
    await configure()
    const email = 'returning@example.org'
    const mail = { origin: 'https://church.example' }
    const first = new Date('2026-06-01T09:00:00Z')
    const at = (ms: number) => ({ ...mail, now: new Date(first.getTime() + ms) })
    await saveVisitorRequest(t.db, v.parse(VisitorRequestInput, visitor({ email })), at(0))
    await saveContactMessage(t.db, contact({ email }), at(0))
    await saveVisitorRequest(t.db, v.parse(VisitorRequestInput, visitor({ email })), at(VISITOR_EMAIL_WINDOW_MS - 60_000))
    await saveContactMessage(t.db, contact({ email }), at(VISITOR_EMAIL_WINDOW_MS - 60_000))
    let queued = await queuedTo(email)
    expect([queued.welcomes.length, queued.autoReplies.length]).toEqual([1, 1])

    await saveVisitorRequest(t.db, v.parse(VisitorRequestInput, visitor({ email })), at(VISITOR_EMAIL_WINDOW_MS + 60_000))
    await saveContactMessage(t.db, contact({ email }), at(VISITOR_EMAIL_WINDOW_MS + 60_000))
    queued = await queuedTo(email)
    expect([queued.welcomes.length, queued.autoReplies.length]).toEqual([2, 2])
    // Three saved of each: the limit never drops what a visitor sent.
    expect(await t.db.select().from(visitorRequests).where(eq(visitorRequests.email, email))).toHaveLength(3)
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(3)

    // Once its day has passed, the count is housekeeping's to remove; a third day allows another.
    const n = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from throttles where key like ${`%:${email}`}`))[0].n
    expect(await n()).toBe(2)
    await pruneLeftovers(t.db, new Date(first.getTime() + 3 * VISITOR_EMAIL_WINDOW_MS))
    expect(await n()).toBe(0)
  })

  test.each([
    ['the standard subjects', {}],
    [
      'subjects staff wrote with [Visitor Name] and [Number of Kids] in them',
      {
        visitorWelcomeSubject: 'Welcome to [Church Name], [Visitor Name], and your [Number of Kids] children!',
        autoReplySubject: '[Visitor Name]: we have your note at [Church Name]',
      },
    ],
  ] as const)("a visitor's name never reaches the subject of an email to a visitor address: %s", async (_, subjects) => {
    await configure(subjects)
    const email = `named-${Object.keys(subjects).length}@example.org`
    expect(
      (
        await t.request('POST', '/api/visitor-requests', {
          headers: from(20),
          body: visitor({ fullName: HOSTILE, email, numberOfKids: '5+' }),
        })
      ).status,
    ).toBe(201)
    expect(
      (
        await t.request('POST', '/api/contact', {
          headers: from(20),
          body: contact({ firstName: HOSTILE, lastName: HOSTILE, subject: HOSTILE, email }),
        })
      ).status,
    ).toBe(201)
    const { all } = await queuedTo(email)
    expect(all.map((m) => m.kind).sort()).toEqual([...VISITOR_BOUND].sort())
    for (const m of all) {
      expect(m.subject).not.toContain('won')
      expect(m.subject).not.toContain('evil')
      expect(m.subject).not.toContain('5+')
      expect(m.subject).not.toContain('[')
      expect(m.subject).toContain(CHURCH)
      // The body may greet them by the name they typed, as plain text.
      expect(m.text).toContain(`Dear ${HOSTILE},`)
    }
    const shown = Object.fromEntries(all.map((m) => [m.kind, m.subject]))
    expect(shown).toEqual(
      'visitorWelcomeSubject' in subjects
        ? { 'visitor-welcome': `Welcome to ${CHURCH}, and your children!`, 'contact-auto-reply': `we have your note at ${CHURCH}` }
        : { 'visitor-welcome': `Welcome to ${CHURCH}!`, 'contact-auto-reply': `Thank you for contacting ${CHURCH}` },
    )
  })
})

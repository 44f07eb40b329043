import { afterAll, beforeEach, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { contactMessages, outboxEmails, visitorRequests } from '../../db/schema'
import { createLogger } from '../../lib/log'
import { contactMessage as contact, visitRequest as visitor } from '../../test/examples'
import { testApp } from '../../test/harness'
import { type SiteSettings, sendThrough, startSmtpServer } from '../../test/smtp'
import { sendDueEmails } from '../email/outbox'

const t = await testApp({ PUBLIC_URL: 'https://stbrigid.example' })
const admin = await t.admin()
const smtp = await startSmtpServer()
afterAll(() => smtp.stop())
const log = createLogger('silent')

const OFFICE = 'rector@stbrigid.example'
const FROM = 'website@stbrigid.example'

const configure = (over: SiteSettings = {}) =>
  sendThrough(t.db, smtp, {
    churchName: 'St. Brigid’s Anglican Church',
    contactEmailTo: OFFICE,
    contactEmailFrom: FROM,
    autoReplyEnabled: false,
    autoReplySubject: '',
    autoReplyMessage: '',
    visitorWelcomeSubject: '',
    visitorWelcomeMessage: '',
    ...over,
  })

/** Sends what is due and returns the messages that arrived meanwhile. */
async function deliver() {
  const before = smtp.received.length
  await sendDueEmails(t.db, log)
  return smtp.received.slice(before)
}

const emailsFor = (sourceId: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.sourceId, sourceId))

beforeEach(async () => {
  smtp.acceptAll()
  await configure()
})

describe('contact messages send email', () => {
  test('the office gets the message with Reply-To the sender; the sender gets the auto-reply when it is on', async () => {
    // [Visitor Name] is filled in the message only: a subject carries the church's words alone.
    await configure({ autoReplyEnabled: true, autoReplySubject: 'We have your note, [Visitor Name]', autoReplyMessage: '' })
    const sent = await t.request('POST', '/api/contact', { body: contact() })
    expect(sent.status).toBe(201)
    const arrived = await deliver()
    expect(arrived).toHaveLength(2)

    const note = arrived.find((m) => m.envelope.to.includes(OFFICE))
    expect(note?.header('to')).toBe(OFFICE)
    expect(note?.header('reply-to')).toBe('ruth@example.org')
    // The name is an RFC 2047 encoded word (it has a ’), read back here.
    expect(note?.header('from')).toBe(`St. Brigid’s Anglican Church <${FROM}>`)
    expect(note?.header('subject')).toBe('New message from the website: Baptism')
    expect(note?.text).toContain('From: Ruth Moabite <ruth@example.org>')
    expect(note?.text).toContain('How do we arrange a baptism for our daughter?')
    expect(note?.text).toContain('https://stbrigid.example/admin?tab=messages')

    const reply = arrived.find((m) => m.envelope.to.includes('ruth@example.org'))
    expect(reply?.header('subject')).toBe('We have your note')
    expect(reply?.header('reply-to')).toBe(OFFICE)
    expect(reply?.header('auto-submitted')).toBe('auto-replied')
    // A blank message falls back to the default.
    expect(reply?.text).toContain('Dear Ruth,')
    expect(reply?.text).toContain('someone from St. Brigid’s Anglican Church will get back to you soon')

    const rows = await emailsFor(sent.json.id)
    expect(rows.map((r) => [r.kind, r.status, r.attempts]).sort()).toEqual([
      ['contact-auto-reply', 'sent', 1],
      ['contact-notification', 'sent', 1],
    ])
    expect(rows[0].lastResponse).toMatch(/^250 2\.0\.0 Ok: queued as TEST\d+$/)
  })

  test('with the auto-reply off only the office is written to; without a contact address, the church email gets it', async () => {
    await configure({ contactEmailTo: '', email: 'office@stbrigid.example' })
    const sent = await t.request('POST', '/api/contact', { body: contact({ subject: 'No auto-reply' }) })
    expect(sent.status).toBe(201)
    const arrived = await deliver()
    expect(arrived.map((m) => m.envelope.to)).toEqual([['office@stbrigid.example']])
  })

  test('with site emails off nothing is queued or sent, and the message is still stored', async () => {
    await configure({ emailEnabled: false, autoReplyEnabled: true })
    const sent = await t.request('POST', '/api/contact', { body: contact({ subject: 'Quiet' }) })
    expect(sent.status).toBe(201)
    expect(await emailsFor(sent.json.id)).toEqual([])
    expect(await deliver()).toEqual([])
    const stored = await t.db.select().from(contactMessages).where(eq(contactMessages.id, sent.json.id))
    expect(stored[0].subject).toBe('Quiet')
  })

  test('no header can be added through the form: line breaks never reach a header', async () => {
    await configure({ autoReplyEnabled: true, autoReplySubject: '' })
    const evil = 'Hello\r\nBcc: evil@x.example\r\nX-Injected: yes'
    const sent = await t.request('POST', '/api/contact', {
      body: contact({
        firstName: `Eve\r\nBcc: evil@x.example`,
        lastName: 'Smith\nCc: evil@x.example',
        subject: evil,
        email: 'eve@example.org',
      }),
    })
    expect(sent.status).toBe(201)
    const arrived = await deliver()
    expect(arrived).toHaveLength(2)
    for (const mail of arrived) {
      const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'))
      expect(head).not.toMatch(/^(bcc|cc|x-injected):/im)
      expect(mail.headers.has('bcc')).toBe(false)
      expect(mail.envelope.to).not.toContain('evil@x.example')
    }
    const note = arrived.find((m) => m.envelope.to.includes(OFFICE))
    expect(note?.header('subject')).toBe('New message from the website: Hello Bcc: evil@x.example X-Injected: yes')
    // The stored row holds no line break in any header value either.
    const rows = await emailsFor(sent.json.id)
    for (const row of rows) expect(`${row.subject}${row.toAddress}${row.replyTo}`).not.toMatch(/[\r\n]/)
  })

  test('mail server down: the visitor still gets 201, the message is stored, the email retries, then is sent', async () => {
    await smtp.down()
    try {
      const sent = await t.request('POST', '/api/contact', { body: contact({ subject: 'While the server was away' }) })
      expect(sent.status).toBe(201)
      expect(sent.json.message).toBe("Your message has been sent successfully! We'll get back to you soon.")
      const stored = await t.db.select().from(contactMessages).where(eq(contactMessages.id, sent.json.id))
      expect(stored).toHaveLength(1)

      await sendDueEmails(t.db, log)
      const [row] = await emailsFor(sent.json.id)
      expect(row.status).toBe('retrying')
      expect(row.attempts).toBe(1)
      expect(row.lastResponse).toBe(`connect ECONNREFUSED 127.0.0.1:${smtp.port}`)
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000)

      // Staff see it, and retry by hand once the server is back.
      const list = await t.request('GET', '/api/admin/emails?status=retrying', { cookie: admin })
      expect(list.json.map((e: { id: string }) => e.id)).toContain(row.id)
      await smtp.up()
      const retried = await t.request('POST', `/api/admin/emails/${row.id}/retry`, { cookie: admin })
      expect(retried.status).toBe(200)
      const arrived = await deliver()
      expect(arrived.map((m) => m.header('subject'))).toEqual(['New message from the website: While the server was away'])
      const [after] = await emailsFor(sent.json.id)
      expect(after.status).toBe('sent')
      expect(after.sentAt).toBeInstanceOf(Date)
    } finally {
      await smtp.up().catch(() => {})
    }
  })
})

describe('visitor requests send the welcome email', () => {
  test('the configured subject and message with [Visitor Name], [Church Name] and [Number of Kids] replaced (the subject: [Church Name] only)', async () => {
    await configure({
      visitorWelcomeSubject: 'Welcome to [Church Name], [Visitor Name]!',
      visitorWelcomeMessage:
        'Dear [Visitor Name], [Church Name] has a place for your [Number of Kids] children. [Visitor Name], see you soon.',
    })
    const sent = await t.request('POST', '/api/visitor-requests', { body: visitor({ numberOfKids: '5+' }) })
    expect(sent.status).toBe(201)
    const [welcome] = await deliver()
    expect(welcome.envelope.to).toEqual(['boaz@example.org'])
    expect(welcome.header('subject')).toBe('Welcome to St. Brigid’s Anglican Church!')
    expect(welcome.header('reply-to')).toBe(OFFICE)
    expect(welcome.text.trim()).toBe(
      'Dear Boaz Bethlehem, St. Brigid’s Anglican Church has a place for your 5+ children. Boaz Bethlehem, see you soon.',
    )
    expect((await emailsFor(sent.json.id))[0]).toMatchObject({ kind: 'visitor-welcome', status: 'sent' })
  })

  test('a blank subject and message fall back to the standard welcome', async () => {
    await configure({ visitorWelcomeSubject: '   ', visitorWelcomeMessage: '' })
    const naomi = visitor({ fullName: 'Naomi', email: 'naomi@example.org', numberOfKids: '3' })
    expect((await t.request('POST', '/api/visitor-requests', { body: naomi })).status).toBe(201)
    const [welcome] = await deliver()
    expect(welcome.header('subject')).toBe('Welcome to St. Brigid’s Anglican Church!')
    expect(welcome.text).toContain('Dear Naomi,')
    expect(welcome.text).toContain('Thank you for planning a visit to St. Brigid’s Anglican Church!')
    expect(welcome.text).toContain('Children coming with you: 3.')
    expect(welcome.text).not.toContain('[')

    // No children: the standard welcome doesn't talk about them.
    expect(
      (
        await t.request('POST', '/api/visitor-requests', {
          body: visitor({ fullName: 'Orpah', email: 'orpah@example.org', numberOfKids: '0' }),
        })
      ).status,
    ).toBe(201)
    const [second] = await deliver()
    expect(second.text).toContain('Dear Orpah,')
    expect(second.text).not.toContain('Children coming with you')
  })

  test('with site emails off the request is stored and nothing is sent', async () => {
    await configure({ emailEnabled: false })
    const sent = await t.request('POST', '/api/visitor-requests', { body: visitor({ fullName: 'Quiet Visitor' }) })
    expect(sent.status).toBe(201)
    expect(await emailsFor(sent.json.id)).toEqual([])
    expect((await t.db.select().from(visitorRequests).where(eq(visitorRequests.id, sent.json.id)))[0].fullName).toBe('Quiet Visitor')
  })
})

describe('a form sent again with its send key (its answer was lost on the way)', () => {
  test('a contact message is stored once, answered alike, and the office is told once', async () => {
    const sendKey = crypto.randomUUID()
    const body = contact({ subject: 'Sent twice, kept once', sendKey })
    const first = await t.request('POST', '/api/contact', { body })
    const again = await t.request('POST', '/api/contact', { body })
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Sent twice, kept once'))).toHaveLength(1)
    expect(await emailsFor(first.json.id)).toHaveLength(1)
    // Staff never see the key.
    const inbox = await t.request('GET', '/api/admin/contact-messages', { cookie: admin })
    expect(inbox.json.find((m: { id: string }) => m.id === first.json.id)).not.toHaveProperty('sendKey')
  })

  test('sent at the same instant, a visit request is stored once and welcomed once', async () => {
    const sendKey = crypto.randomUUID()
    const body = visitor({ email: 'samuel@example.org', sendKey })
    const answers = await Promise.all([1, 2, 3].map(() => t.request('POST', '/api/visitor-requests', { body })))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1)
    expect(await t.db.select().from(visitorRequests).where(eq(visitorRequests.sendKey, sendKey))).toHaveLength(1)
    expect(await emailsFor(answers[0].json.id)).toHaveLength(1)
  })

  test('another key, or none (a form posted without JavaScript), is another message; a key that is no key is refused', async () => {
    const subject = 'Two messages'
    await t.request('POST', '/api/contact', { body: contact({ subject, sendKey: crypto.randomUUID() }) })
    await t.request('POST', '/api/contact', { body: contact({ subject, sendKey: crypto.randomUUID() }) })
    await t.request('POST', '/api/contact', { body: contact({ subject }) })
    await t.request('POST', '/api/contact', { body: contact({ subject }) })
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))).toHaveLength(4)

    const bad = await t.request('POST', '/api/contact', { body: contact({ subject: 'Bad key', sendKey: 'again' }) })
    expect(bad.status).toBe(422)
    expect(bad.json.fields.sendKey).toBe('This form could not be read. Please reload the page and send it again.')
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Bad key'))).toHaveLength(0)
  })
})

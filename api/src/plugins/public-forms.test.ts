import { describe, expect, test } from 'bun:test'
import { contactMessages, newsletterSubscribers, outboxEmails, visitorRequests } from '../db/schema'
import { testApp } from '../test/harness'
import { PUBLIC_FORM_MAX_BYTES } from './public-forms'

const t = await testApp({ FORM_RATE_LIMIT: '3', TRUST_PROXY: 'true' })
const strict = await testApp({ FORM_RATE_LIMIT: '2' })

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', subject: 'Hello', message: 'Hi there' }
const visit = { fullName: 'Ann Lee', email: 'ann@example.org', phone: '8505550100', numberOfKids: '2' }
const from = (address: string) => ({ 'x-forwarded-for': address })

describe('public form limits', () => {
  test('each client may send a form a few times, then gets 429 with Retry-After; others are not affected', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.request('POST', '/api/contact', { body: contact, headers: from('203.0.113.1') })).status).toBe(201)
    const refused = await t.request('POST', '/api/contact', { body: contact, headers: from('203.0.113.1') })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(refused.json.message).toBe('Too many submissions from this device. Please try again in 10 minutes.')
    expect(await t.db.$count(contactMessages)).toBe(3)
    // Another visitor, and another form from the same visitor, still work.
    expect((await t.request('POST', '/api/contact', { body: contact, headers: from('203.0.113.2') })).status).toBe(201)
    expect((await t.request('POST', '/api/visitor-requests', { body: visit, headers: from('203.0.113.1') })).status).toBe(201)
  })

  test('refused and invalid submissions count too', async () => {
    for (let i = 0; i < 3; i++) {
      const bad = await t.request('POST', '/api/newsletter/subscribe', { body: { email: 'not an email' }, headers: from('203.0.113.9') })
      expect(bad.status).toBe(422)
    }
    const res = await t.request('POST', '/api/newsletter/subscribe', { body: { email: 'real@example.org' }, headers: from('203.0.113.9') })
    expect(res.status).toBe(429)
    expect(await t.db.$count(newsletterSubscribers)).toBe(0)
  })

  test('an oversized form is refused before it is read', async () => {
    const huge = { ...contact, message: 'x'.repeat(PUBLIC_FORM_MAX_BYTES) }
    const res = await t.request('POST', '/api/contact', {
      body: JSON.stringify(huge),
      headers: { ...from('203.0.113.20'), 'content-length': String(JSON.stringify(huge).length) },
    })
    expect(res.status).toBe(413)
  })

  test('an oversized form sent in chunks (no Content-Length) is refused on the bytes read, and nothing is stored', async () => {
    const before = await t.db.$count(contactMessages)
    const huge = new TextEncoder().encode(JSON.stringify({ ...contact, message: 'x'.repeat(1024 * 1024) }))
    let at = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= huge.length) return controller.close()
        controller.enqueue(huge.subarray(at, at + 16 * 1024))
        at += 16 * 1024
      },
    })
    const res = await t.app.handle(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...from('203.0.113.21') },
      }),
    )
    expect(res.status).toBe(413)
    // Read no further than a chunk or two past the cap, of the megabyte sent.
    expect(at).toBeLessThan(4 * PUBLIC_FORM_MAX_BYTES)
    expect(await t.db.$count(contactMessages)).toBe(before)
  })

  test('a filled honeypot is answered as a success and nothing is stored or sent', async () => {
    const before = {
      messages: await t.db.$count(contactMessages),
      visits: await t.db.$count(visitorRequests),
      emails: await t.db.$count(outboxEmails),
    }
    const bot = await t.request('POST', '/api/contact', {
      body: { ...contact, website: 'http://spam.example' },
      headers: from('203.0.113.30'),
    })
    expect(bot.status).toBe(201)
    expect(bot.json.message).toBe("Your message has been sent successfully! We'll get back to you soon.")
    const botVisit = await t.request('POST', '/api/visitor-requests', { body: { ...visit, website: 'x' }, headers: from('203.0.113.31') })
    expect(botVisit.status).toBe(201)
    const botSubscribe = await t.request('POST', '/api/newsletter/subscribe', {
      body: { email: 'bot@example.org', website: 'x' },
      headers: from('203.0.113.32'),
    })
    expect(botSubscribe.status).toBe(200)
    expect(await t.db.$count(contactMessages)).toBe(before.messages)
    expect(await t.db.$count(visitorRequests)).toBe(before.visits)
    expect(await t.db.$count(outboxEmails)).toBe(before.emails)
    expect(await t.db.$count(newsletterSubscribers)).toBe(0)
  })

  test('40 contact messages sent at the same moment by one client: at most the limit is accepted and stored', async () => {
    const burst = await testApp({ FORM_RATE_LIMIT: '10' })
    const answers = await Promise.all(Array.from({ length: 40 }, () => burst.request('POST', '/api/contact', { body: contact })))
    const accepted = answers.filter((res) => res.status === 201).length
    expect(accepted).toBe(10)
    expect(answers.filter((res) => res.status === 429).length).toBe(30)
    expect(await burst.db.$count(contactMessages)).toBe(10)
  })

  test('without TRUST_PROXY a forged X-Forwarded-For does not buy new attempts', async () => {
    for (let i = 0; i < 2; i++) await strict.request('POST', '/api/contact', { body: contact, headers: from(`198.51.100.${i}`) })
    expect((await strict.request('POST', '/api/contact', { body: contact, headers: from('198.51.100.99') })).status).toBe(429)
  })
})

import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { newsletterSubscribers } from '../../db/schema'
import { testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()

const subscribe = (body: unknown) => t.request('POST', '/api/newsletter/subscribe', { body })
const rowsFor = (email: string) => t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))

describe('newsletter', () => {
  test('subscribing stores the address lower-cased and thanks the visitor', async () => {
    const res = await subscribe({ email: '  Mary.Magdalene@Example.ORG ' })
    expect(res.status).toBe(200)
    expect(res.json.message).toBe('Thank you for subscribing to our newsletter!')
    const rows = await rowsFor('mary.magdalene@example.org')
    expect(rows).toHaveLength(1)
    expect(rows[0].isActive).toBe(true)
  })

  test('subscribing again, in another case, succeeds and keeps a single row', async () => {
    expect((await subscribe({ email: 'peter@example.org', firstName: 'Simon' })).status).toBe(200)
    expect((await subscribe({ email: 'PETER@example.org' })).status).toBe(200)
    expect((await subscribe({ email: 'Peter@Example.org' })).status).toBe(200)
    const rows = await rowsFor('peter@example.org')
    expect(rows).toHaveLength(1)
    // A name given the first time is kept when none is given later.
    expect(rows[0].firstName).toBe('Simon')
    const all = await t.db.select().from(newsletterSubscribers)
    expect(all.filter((r) => r.email.toLowerCase() === 'peter@example.org')).toHaveLength(1)
  })

  test('two subscriptions of one address at the same moment still make one row', async () => {
    const results = await Promise.all([
      subscribe({ email: 'andrew@example.org' }),
      subscribe({ email: 'Andrew@Example.org' }),
      subscribe({ email: 'ANDREW@EXAMPLE.ORG' }),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await rowsFor('andrew@example.org')).toHaveLength(1)
  })

  test('subscribing again re-activates an address that had been turned off', async () => {
    await subscribe({ email: 'thomas@example.org' })
    await t.db.update(newsletterSubscribers).set({ isActive: false }).where(eq(newsletterSubscribers.email, 'thomas@example.org'))
    expect((await subscribe({ email: 'Thomas@example.org' })).status).toBe(200)
    const rows = await rowsFor('thomas@example.org')
    expect(rows).toHaveLength(1)
    expect(rows[0].isActive).toBe(true)
  })

  test('an invalid or missing email is 422 with the message, and nothing is stored', async () => {
    const before = (await t.db.select().from(newsletterSubscribers)).length
    for (const email of ['not an email', 'a@', '', '   ']) {
      const res = await subscribe({ email })
      expect(res.status).toBe(422)
      expect(res.json.message).toBe('Please enter a valid email address')
      expect(res.json.fields.email).toBe('Please enter a valid email address')
    }
    expect((await subscribe({})).json.fields.email).toBe('Please enter a valid email address')
    expect((await t.db.select().from(newsletterSubscribers)).length).toBe(before)
  })

  test('the admin list shows each subscriber with isActive', async () => {
    await subscribe({ email: 'lydia@example.org' })
    await subscribe({ email: 'phoebe@example.org' })
    await t.db.update(newsletterSubscribers).set({ isActive: false }).where(eq(newsletterSubscribers.email, 'phoebe@example.org'))
    const res = await t.request('GET', '/api/admin/newsletters', { cookie: admin })
    expect(res.status).toBe(200)
    const byEmail = Object.fromEntries(res.json.map((s: { email: string; isActive: boolean }) => [s.email, s]))
    expect(byEmail['lydia@example.org']).toMatchObject({ email: 'lydia@example.org', isActive: true })
    expect(byEmail['phoebe@example.org']).toMatchObject({ email: 'phoebe@example.org', isActive: false })
    expect(byEmail['mary.magdalene@example.org'].isActive).toBe(true)
    expect(res.json.filter((s: { email: string }) => s.email === 'peter@example.org')).toHaveLength(1)
  })

  test('the subscriber list is for admins only', async () => {
    expect((await t.request('GET', '/api/admin/newsletters')).status).toBe(401)
    const member = await t.signIn('member@example.org')
    expect((await t.request('GET', '/api/admin/newsletters', { cookie: member })).status).toBe(403)
  })
})

import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import { testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()

const addUser = (body: unknown, cookie = admin) => t.request('POST', '/api/admin/users', { body, cookie })
const list = async () =>
  (await t.request('GET', '/api/admin/users', { cookie: admin })).json as { id: string; email: string; role: string }[]
const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0].id
const noSuchUser = '00000000-0000-4000-8000-000000000000'

// A second database that starts with exactly one admin.
const s = await testApp()
const sole = await s.signIn('sole@example.org', { role: 'admin' })
const racing = [await testApp(), await testApp()]
/** A database with exactly two admins, both signed in (each race test uses its own). */
async function testAppWithTwoAdmins() {
  const app = racing.shift() as Awaited<ReturnType<typeof testApp>>
  const a = await app.signIn('a@example.org', { role: 'admin' })
  const b = await app.signIn('b@example.org', { role: 'admin' })
  const idOf = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0].id
  return { app, a, b, aId: await idOf('a@example.org'), bId: await idOf('b@example.org') }
}
const soleIdOf = async (email: string) => (await s.db.select().from(users).where(eq(users.email, email)))[0].id

describe('staff accounts', () => {
  test('an admin adds an account and is shown its generated password once; that password signs in', async () => {
    const res = await addUser({ email: 'Deacon.Stephen@Example.org', name: 'Stephen' })
    expect(res.status).toBe(201)
    expect(res.json.user).toMatchObject({ email: 'deacon.stephen@example.org', name: 'Stephen', role: 'contributor' })
    expect(res.json.password).toBeString()
    expect(res.json.password.length).toBeGreaterThanOrEqual(16)
    expect(res.json.user).not.toHaveProperty('passwordHash')

    const login = await t.request('POST', '/api/login', { body: { email: 'deacon.stephen@example.org', password: res.json.password } })
    expect(login.status).toBe(200)
    expect(login.json.user).toMatchObject({ email: 'deacon.stephen@example.org', role: 'contributor' })

    // The password is never shown again: not in the list, not stored as given.
    const listed = await t.request('GET', '/api/admin/users', { cookie: admin })
    expect(listed.text).not.toContain(res.json.password)
    const [row] = await t.db.select().from(users).where(eq(users.email, 'deacon.stephen@example.org'))
    expect(row.passwordHash).not.toContain(res.json.password)
  })

  test('each new account gets a different password', async () => {
    const a = await addUser({ email: 'a1@example.org' })
    const b = await addUser({ email: 'b1@example.org' })
    expect(a.json.password).not.toBe(b.json.password)
  })

  test('an account can be added as an admin, and then reaches the admin', async () => {
    const res = await addUser({ email: 'warden@example.org', role: 'admin' })
    expect(res.status).toBe(201)
    expect(res.json.user.role).toBe('admin')
    const login = await t.request('POST', '/api/login', { body: { email: 'warden@example.org', password: res.json.password } })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect((await t.request('GET', '/api/admin/users', { cookie })).status).toBe(200)
  })

  test('an email already in use is 409, whatever its case, and the existing account is untouched', async () => {
    const first = await addUser({ email: 'dup@example.org', name: 'Original' })
    expect(first.status).toBe(201)
    const again = await addUser({ email: 'DUP@example.org', name: 'Impostor', role: 'admin' })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('An account with this email already exists')
    expect(again.json.fields.email).toBe('An account with this email already exists')
    expect(again.json.password).toBeUndefined()
    const [row] = await t.db.select().from(users).where(eq(users.email, 'dup@example.org'))
    expect(row).toMatchObject({ name: 'Original', role: 'contributor' })
    // The original password still works.
    expect((await t.request('POST', '/api/login', { body: { email: 'dup@example.org', password: first.json.password } })).status).toBe(200)
  })

  test('an invalid email is 422', async () => {
    const res = await addUser({ email: 'nope' })
    expect(res.status).toBe(422)
    expect(res.json.fields.email).toBe('Valid email is required')
  })

  test('the list never carries password hashes', async () => {
    const res = await t.request('GET', '/api/admin/users', { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.json.length).toBeGreaterThan(1)
    for (const u of res.json) {
      expect(u).not.toHaveProperty('passwordHash')
      expect(Object.keys(u).sort()).toEqual(['createdAt', 'email', 'id', 'lastSignInAt', 'name', 'pastoralCare', 'role'])
    }
    expect(res.text).not.toContain('argon2')
    expect(res.text.toLowerCase()).not.toContain('hash')
  })

  test('PATCH gives an account each role in turn; anything else is refused and changes nothing', async () => {
    await addUser({ email: 'verger@example.org' })
    const id = await idOf('verger@example.org')
    expect((await list()).find((u) => u.id === id)?.role).toBe('contributor')
    for (const role of ['editor', 'admin', 'contributor'] as const) {
      const changed = await t.request('PATCH', `/api/admin/users/${id}`, { body: { role }, cookie: admin })
      expect(changed.status).toBe(200)
      expect(changed.json).toMatchObject({ id, email: 'verger@example.org', role })
      expect(changed.json).not.toHaveProperty('passwordHash')
      expect((await list()).find((u) => u.id === id)?.role).toBe(role)
    }
    for (const role of ['owner', 'Admin', true, null]) {
      const bad = await t.request('PATCH', `/api/admin/users/${id}`, { body: { role }, cookie: admin })
      expect(bad.status).toBe(422)
      expect(bad.json.fields.role).toBe('Choose Admin, Editor or Contributor')
    }
    expect((await list()).find((u) => u.id === id)?.role).toBe('contributor')
  })

  test('a new account is a contributor unless another role is chosen; an unknown role adds nobody', async () => {
    expect((await addUser({ email: 'chorister@example.org' })).json.user.role).toBe('contributor')
    expect((await addUser({ email: 'sexton@example.org', role: 'editor' })).json.user.role).toBe('editor')
    const bad = await addUser({ email: 'ghost@example.org', role: 'superuser' })
    expect(bad.status).toBe(422)
    expect(bad.json.fields.role).toBe('Choose Admin, Editor or Contributor')
    expect((await list()).some((u) => u.email === 'ghost@example.org')).toBe(false)
  })

  test('a role change counts from the next request, without signing in again', async () => {
    const cookie = await t.signIn('churchwarden@example.org', { role: 'editor' })
    const id = await idOf('churchwarden@example.org')
    expect((await t.request('GET', '/api/admin/sermons', { cookie })).status).toBe(200)
    expect((await t.request('GET', '/api/admin/users', { cookie })).status).toBe(403)
    expect((await t.request('GET', '/api/auth/user', { cookie })).json.role).toBe('editor')

    await t.request('PATCH', `/api/admin/users/${id}`, { body: { role: 'admin' }, cookie: admin })
    expect((await t.request('GET', '/api/admin/users', { cookie })).status).toBe(200)
    expect((await t.request('GET', '/api/auth/user', { cookie })).json.role).toBe('admin')

    await t.request('PATCH', `/api/admin/users/${id}`, { body: { role: 'contributor' }, cookie: admin })
    const refused = await t.request('GET', '/api/admin/contact-messages', { cookie })
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe('Forbidden: this needs an editor account')

    await t.request('DELETE', `/api/admin/users/${id}`, { cookie: admin })
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401)
  })

  test('unknown and malformed user ids are 404', async () => {
    for (const id of [noSuchUser, 'not-a-uuid']) {
      const patch = await t.request('PATCH', `/api/admin/users/${id}`, { body: { role: 'admin' }, cookie: admin })
      expect(patch.status).toBe(404)
      expect(patch.json).toEqual({ message: 'User not found' })
      const del = await t.request('DELETE', `/api/admin/users/${id}`, { cookie: admin })
      expect(del.status).toBe(404)
      expect(del.json).toEqual({ message: 'User not found' })
    }
  })

  test('only admins manage accounts', async () => {
    const member = await t.signIn('member@example.org')
    expect((await t.request('GET', '/api/admin/users')).status).toBe(401)
    expect((await t.request('GET', '/api/admin/users', { cookie: member })).status).toBe(403)
    expect((await addUser({ email: 'sneaky@example.org', role: 'admin' }, member)).status).toBe(403)
    const memberId = await idOf('member@example.org')
    expect((await t.request('PATCH', `/api/admin/users/${memberId}`, { body: { role: 'admin' }, cookie: member })).status).toBe(403)
    expect((await t.db.select().from(users).where(eq(users.id, memberId)))[0].role).toBe('contributor')
    // An editor manages content, never accounts.
    const editor = await t.editor()
    expect((await t.request('GET', '/api/admin/users', { cookie: editor })).status).toBe(403)
    expect((await addUser({ email: 'sneaky2@example.org', role: 'admin' }, editor)).status).toBe(403)
    expect(
      (await t.request('PATCH', `/api/admin/users/${await idOf('editor@example.org')}`, { body: { role: 'admin' }, cookie: editor }))
        .status,
    ).toBe(403)
    expect((await t.db.select().from(users).where(eq(users.email, 'editor@example.org')))[0].role).toBe('editor')
  })
})

describe('the last admin', () => {
  test('removing a regular user works while there is one admin', async () => {
    const added = await s.request('POST', '/api/admin/users', { body: { email: 'regular@example.org' }, cookie: sole })
    expect(added.status).toBe(201)
    const res = await s.request('DELETE', `/api/admin/users/${added.json.user.id}`, { cookie: sole })
    expect(res.status).toBe(200)
    // A removed account can no longer sign in.
    expect((await s.request('POST', '/api/login', { body: { email: 'regular@example.org', password: added.json.password } })).status).toBe(
      401,
    )
  })

  test('cannot be demoted or removed; with a second admin, one can be removed', async () => {
    const soleId = await soleIdOf('sole@example.org')
    const demote = await s.request('PATCH', `/api/admin/users/${soleId}`, { body: { role: 'contributor' }, cookie: sole })
    expect(demote.status).toBe(409)
    expect(demote.json.message).toBeString()
    const remove = await s.request('DELETE', `/api/admin/users/${soleId}`, { cookie: sole })
    expect(remove.status).toBe(409)
    const [still] = await s.db.select().from(users).where(eq(users.id, soleId))
    expect(still.role).toBe('admin')

    // Giving the sole admin the role they already have is fine; making them an editor is not.
    expect((await s.request('PATCH', `/api/admin/users/${soleId}`, { body: { role: 'editor' }, cookie: sole })).status).toBe(409)
    expect((await s.request('PATCH', `/api/admin/users/${soleId}`, { body: { role: 'admin' }, cookie: sole })).status).toBe(200)

    const second = await s.request('POST', '/api/admin/users', { body: { email: 'second@example.org', role: 'admin' }, cookie: sole })
    expect(second.status).toBe(201)
    const removed = await s.request('DELETE', `/api/admin/users/${second.json.user.id}`, { cookie: sole })
    expect(removed.status).toBe(200)
    expect(removed.json.message).toBe('Item deleted successfully')
    expect(await s.db.select().from(users).where(eq(users.id, second.json.user.id))).toHaveLength(0)

    // Back to one admin: refused again.
    expect((await s.request('DELETE', `/api/admin/users/${soleId}`, { cookie: sole })).status).toBe(409)

    // With two admins, demoting one works, and then the other is the last.
    const third = await s.request('POST', '/api/admin/users', { body: { email: 'third@example.org', role: 'admin' }, cookie: sole })
    const demoted = await s.request('PATCH', `/api/admin/users/${soleId}`, { body: { role: 'editor' }, cookie: sole })
    expect(demoted.status).toBe(200)
    expect(demoted.json.role).toBe('editor')
    const thirdLogin = await s.request('POST', '/api/login', { body: { email: 'third@example.org', password: third.json.password } })
    const thirdCookie = (thirdLogin.headers.get('set-cookie') ?? '').split(';')[0]
    expect(
      (await s.request('PATCH', `/api/admin/users/${third.json.user.id}`, { body: { role: 'contributor' }, cookie: thirdCookie })).status,
    ).toBe(409)
  })

  test('two admins demoting each other at the same moment still leave one admin', async () => {
    const r = await testAppWithTwoAdmins()
    const results = await Promise.all([
      r.app.request('PATCH', `/api/admin/users/${r.aId}`, { body: { role: 'contributor' }, cookie: r.a }),
      r.app.request('PATCH', `/api/admin/users/${r.bId}`, { body: { role: 'contributor' }, cookie: r.b }),
    ])
    expect(results.map((x) => x.status).sort()).toEqual([200, 409])
    expect(await r.app.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1)
  })

  test('two admins removing each other at the same moment still leave one admin', async () => {
    const r = await testAppWithTwoAdmins()
    const results = await Promise.all([
      r.app.request('DELETE', `/api/admin/users/${r.bId}`, { cookie: r.a }),
      r.app.request('DELETE', `/api/admin/users/${r.aId}`, { cookie: r.b }),
    ])
    // One wins; the other is refused as the last admin, or (when it arrives after the first has
    // finished) finds its own account already gone.
    const statuses = results.map((x) => x.status).sort()
    expect(statuses[0]).toBe(200)
    expect([401, 409]).toContain(statuses[1])
    expect(await r.app.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1)
  })
})

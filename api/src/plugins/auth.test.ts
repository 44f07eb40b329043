import { describe, expect, test } from 'bun:test'
import { isStaffAccess, policyFor } from '../lib/route-policy'
import { testApp } from '../test/harness'

const t = await testApp()
const member = await t.signIn('member@example.org')
const editor = await t.editor()
const admin = await t.admin()

/** Every staff route in the app's route table (an editor's or an admin's), with its parameters filled in. */
const staffRoutes = t.app.routes
  .map((r) => ({ method: r.method, path: r.path.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000') }))
  .map((r) => ({ ...r, access: policyFor(r.method, r.path)?.access ?? 'public' }))
  .filter((r) => isStaffAccess(r.access))
const adminRoutes = staffRoutes.filter((r) => r.access === 'admin')

describe('the staff guard, over the whole route table', () => {
  test('there are staff routes to check, an admin’s and an editor’s (the table is read, not hand-listed)', () => {
    expect(staffRoutes.length).toBeGreaterThan(60)
    expect(adminRoutes.length).toBeGreaterThan(15)
    expect(staffRoutes.map((r) => r.path)).toContain('/api/upload-image')
    expect(adminRoutes.map((r) => r.path)).toContain('/api/admin/users')
  })

  test('without a session every staff route answers 401 Unauthorized, before validating the body', async () => {
    for (const { method, path } of staffRoutes) {
      const res = await t.request(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: { nonsense: true } })
      expect({ method, path, status: res.status, body: res.json }).toEqual({ method, path, status: 401, body: { message: 'Unauthorized' } })
    }
  })

  test('a contributor gets 403 on every editor and admin route, an editor on every admin route, before validating the body', async () => {
    for (const { method, path } of staffRoutes.filter((r) => r.access !== 'contributor')) {
      const res = await t.request(method, path, {
        cookie: member,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: { nonsense: true } }),
      })
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 })
    }
    // Drafts' routes (decision 0042) let a contributor past the guard: the service checks what is theirs.
    const drafts = staffRoutes.filter((r) => r.access === 'contributor')
    expect(drafts.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/admin/sermons')
    for (const { method, path } of drafts) {
      const res = await t.request(method, path, { cookie: member, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) })
      expect({ method, path, guarded: res.status === 401 || res.status === 403 }).toEqual({ method, path, guarded: false })
    }
    for (const { method, path } of adminRoutes) {
      const res = await t.request(method, path, {
        cookie: editor,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: { nonsense: true } }),
      })
      expect({ method, path, status: res.status, body: res.json }).toEqual({
        method,
        path,
        status: 403,
        body: { message: 'Forbidden: this needs an admin account' },
      })
    }
  })

  test('an editor gets past the guard of every editor route, an admin of every staff route (a real answer, not 401/403)', async () => {
    for (const { method, path } of staffRoutes.filter((r) => r.access === 'editor')) {
      const res = await t.request(method, path, { cookie: editor, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) })
      expect({ method, path, guarded: res.status === 401 || res.status === 403 }).toEqual({ method, path, guarded: false })
    }
    for (const { method, path } of staffRoutes) {
      const res = await t.request(method, path, { cookie: admin, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) })
      expect({ method, path, guarded: res.status === 401 || res.status === 403 }).toEqual({ method, path, guarded: false })
    }
  })

  test('a route added later under /api/admin is guarded without doing anything', async () => {
    const { Elysia } = await import('elysia')
    const extended = t.app.use(new Elysia().get('/api/admin/added-later', () => ({ secret: true })))
    const res = await extended.handle(new Request('http://localhost/api/admin/added-later'))
    expect(res.status).toBe(401)
  })
})

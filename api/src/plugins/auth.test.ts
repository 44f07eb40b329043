import { describe, expect, test } from 'bun:test'
import { policyFor } from '../lib/route-policy'
import { testApp } from '../test/harness'

const t = await testApp()
const member = await t.signIn('member@example.org')
const admin = await t.admin()

/** Every admin route in the app's route table, with its parameters filled in. */
const adminRoutes = t.app.routes
  .map((r) => ({ method: r.method, path: r.path.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000') }))
  .filter((r) => policyFor(r.method, r.path)?.access === 'admin')

describe('the admin guard, over the whole route table', () => {
  test('there are admin routes to check (the table is read, not hand-listed)', () => {
    expect(adminRoutes.length).toBeGreaterThan(25)
    expect(adminRoutes.map((r) => r.path)).toContain('/api/upload-image')
  })

  test('without a session every admin route answers 401 Unauthorized, before validating the body', async () => {
    for (const { method, path } of adminRoutes) {
      const res = await t.request(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: { nonsense: true } })
      expect({ method, path, status: res.status, body: res.json }).toEqual({ method, path, status: 401, body: { message: 'Unauthorized' } })
    }
  })

  test('a signed-in user without the admin flag gets 403 on every admin route', async () => {
    for (const { method, path } of adminRoutes) {
      const res = await t.request(method, path, { cookie: member, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) })
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 })
    }
  })

  test('an admin gets past the guard (a real answer, not 401/403)', async () => {
    for (const { method, path } of adminRoutes) {
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

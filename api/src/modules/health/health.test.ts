import { expect, test } from 'bun:test'
import { testApp } from '../../test/harness'

const t = await testApp()

test('health is 200 ok while the database answers, not cached', async () => {
  const res = await t.request('GET', '/api/health')
  expect(res.status).toBe(200)
  expect(res.json).toEqual({ status: 'ok' })
  expect(res.headers.get('cache-control')).toBe('no-store')
})

test('health is 503 with a JSON message once the database is gone (within a second)', async () => {
  await t.database.close()
  // A check is reused for up to a second, so a burst of load-balancer probes costs one query.
  await Bun.sleep(1_100)
  const res = await t.request('GET', '/api/health')
  expect(res.status).toBe(503)
  expect(res.json.status).toBe('unavailable')
  expect(res.json.message).toBeString()
  expect(res.headers.get('cache-control')).toBe('no-store')
})

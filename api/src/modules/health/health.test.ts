import { describe, expect, test } from 'bun:test'
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

describe('live and ready, for load balancers and container runtimes', () => {
  test('live answers while the process does, whatever the database; ready needs the database and warm pages', async () => {
    const site = await testApp()
    const live = await site.request('GET', '/api/health/live')
    expect({ status: live.status, json: live.json, cache: live.headers.get('cache-control') }).toEqual({
      status: 200,
      json: { status: 'live' },
      cache: 'no-store',
    })
    const ready = await site.request('GET', '/api/health/ready')
    expect({ status: ready.status, json: ready.json }).toEqual({ status: 200, json: { status: 'ready' } })

    // Just started: the pages have not rendered once yet, so no visitors should be sent to it.
    site.ctx.startup.pagesWarm = false
    const starting = await site.request('GET', '/api/health/ready')
    expect({ status: starting.status, waitingFor: starting.json.waitingFor }).toEqual({ status: 503, waitingFor: 'pages' })
    expect(starting.json.message).toBe('Starting: the pages are being prepared')
    expect(starting.headers.get('cache-control')).toBe('no-store')
    site.ctx.startup.pagesWarm = true

    await site.database.close()
    await Bun.sleep(1_100) // the database check is reused for a second
    const down = await site.request('GET', '/api/health/ready')
    expect({ status: down.status, waitingFor: down.json.waitingFor }).toEqual({ status: 503, waitingFor: 'database' })
    // Alive all the same: a runtime must not restart a process only because its database is away.
    expect((await site.request('GET', '/api/health/live')).status).toBe(200)
  })
})

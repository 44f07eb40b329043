import { describe, expect, test } from 'bun:test'
import { loadConfig } from '../config'
import { testApp } from '../test/harness'
import { clientAddress } from './client-address'

const socket = { requestIP: () => ({ address: '192.0.2.1' }) }
const from = (forwarded: string | string[], hops: number) => {
  const headers = new Headers()
  for (const line of [forwarded].flat()) headers.append('x-forwarded-for', line)
  return clientAddress(new Request('http://localhost/', { headers }), socket, hops)
}

describe('the client address behind proxies', () => {
  test('without TRUST_PROXY the header is ignored: the connection is the client', () => {
    expect(from('203.0.113.7', 0)).toBe('192.0.2.1')
  })

  test('one proxy: the right-most entry, the one the proxy appended after what the client sent', () => {
    expect(from('10.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(from('203.0.113.7', 1)).toBe('203.0.113.7')
    // Header lines the client sent come first; the proxy's line is last.
    expect(from(['10.1.1.1', '203.0.113.7'], 1)).toBe('203.0.113.7')
    expect(from('10.1.1.1,2001:DB8::7', 1)).toBe('2001:db8::7')
  })

  test('two proxies (a load balancer in front of nginx): the second entry from the right', () => {
    expect(from('10.9.9.9, 203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7')
    expect(from('203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7')
  })

  test('fewer entries than proxies, or an entry that is not an address: the connection address', () => {
    expect(from('198.51.100.2', 2)).toBe('192.0.2.1')
    for (const bad of ['not an address', '10.1.1.1, ', '203.0.113.7:4711', '[2001:db8::7]', '', ', ,', '999.1.1.1', '10.1.1.1, unknown']) {
      expect({ bad, address: from(bad, 1) }).toEqual({ bad, address: '192.0.2.1' })
    }
    expect(clientAddress(new Request('http://localhost/'), undefined, 1)).toBe('unknown')
  })

  test('a huge header is read only at its end: the right-most entries still count, nothing else', () => {
    const padding = Array.from({ length: 5000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ')
    expect(from(`${padding}, 203.0.113.7`, 1)).toBe('203.0.113.7')
    expect(from(`${padding}, 203.0.113.7, 198.51.100.2`, 2)).toBe('203.0.113.7')
    expect(from(`${'9'.repeat(100_000)}, 203.0.113.7`, 1)).toBe('203.0.113.7')
    // Beyond the 20 entries read, nothing is believed.
    expect(from(`203.0.113.7, ${Array(20).fill('10.0.0.1').join(', ')}`, 20)).toBe('10.0.0.1')
    expect(from('x'.repeat(100_000), 1)).toBe('192.0.2.1')
  })

  test('TRUST_PROXY is read once at start: true, false or a number of proxies; anything else stops the start', () => {
    const hops = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy
    expect([hops(), hops(''), hops('false'), hops('no'), hops('0')]).toEqual([0, 0, 0, 0, 0])
    expect([hops('true'), hops('TRUE'), hops('yes'), hops('1'), hops(' 2 '), hops('20')]).toEqual([1, 1, 1, 1, 2, 20])
    for (const bad of ['maybe', '-1', '2.5', '21', 'on', '1e1'])
      expect(() => hops(bad)).toThrow(
        `TRUST_PROXY must be true, false or the number of proxies in front of the site (1 to 20), got "${bad}"`,
      )
  })
})

describe('every per-client limit counts by that address', () => {
  test('12 contact forms whose first X-Forwarded-For entry changes each time, from one real address: the 11th is refused', async () => {
    const t = await testApp({ TRUST_PROXY: 'true', FORM_RATE_LIMIT: '10' })
    const statuses: number[] = []
    for (let i = 1; i <= 12; i++) {
      const res = await t.request('POST', '/api/contact', {
        body: { firstName: 'Ann', lastName: 'Lee', email: `ann${i}@example.org`, subject: 'Hello', message: 'Hi there' },
        headers: { 'x-forwarded-for': `10.${i}.${i}.${i}, 203.0.113.7` },
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429])
    // Another real address behind the same proxy is not affected.
    const other = await t.request('POST', '/api/contact', {
      body: { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.org', subject: 'Hello', message: 'Hi there' },
      headers: { 'x-forwarded-for': '10.1.1.1, 203.0.113.8' },
    })
    expect(other.status).toBe(201)
  })

  test('sign-ins on many accounts from one real address are throttled whatever the client puts first', async () => {
    const t = await testApp({ TRUST_PROXY: 'true' })
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) {
      const res = await t.request('POST', '/api/login', {
        body: { email: `user${i}@example.org`, password: 'a guess' },
        headers: { 'x-forwarded-for': `10.0.${i}.1, 203.0.113.7` },
      })
      statuses.push(res.status)
      // Each refused guess costs a full password check (about a second on a busy 2-core machine): stop at the first 429.
      if (res.status === 429) break
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
  }, 60_000)
})

/**
 * The OpenAPI description (plugins/api-docs.ts, decision 0026): in development it lists every API
 * route with the response schema it declares; in production it is not there at all.
 */
import { describe, expect, test } from 'bun:test'
import { SermonCard } from '../modules/sermons/model'
import { testApp } from '../test/harness'

describe('the OpenAPI description', () => {
  test('in development: /api/openapi/json lists /api/sermons with its response schema, and the page is served', async () => {
    const t = await testApp()
    const res = await t.request('GET', '/api/openapi/json')
    expect(res.status).toBe(200)
    const sermons = res.json.paths['/api/sermons'].get
    const page = sermons.responses['200'].content['application/json'].schema
    expect(page.type).toBe('object')
    expect(page.required).toEqual(['items', 'total'])
    // The card's fields as the route's schema has them, in its order.
    expect(Object.keys(page.properties.items.items.properties)).toEqual(Object.keys(SermonCard.entries))
    expect(page.properties.items.items.properties.title).toEqual({ type: 'string' })
    // An instant is an ISO 8601 string on the wire.
    const staff = res.json.paths['/api/admin/sermons'].get.responses['200'].content['application/json'].schema
    expect(staff.properties.items.items.properties.createdAt).toEqual({ type: 'string', format: 'date-time' })
    // Its own routes are not described, and nothing keeps it: not the public cache, not a browser.
    expect(res.json.paths['/api/openapi/json']).toBeUndefined()
    expect(res.headers.get('etag')).toBeNull()
    // The viewer page reads the JSON by its full path, under a policy that lets its script load.
    const viewer = await t.request('GET', '/api/openapi')
    expect(viewer.status).toBe(200)
    expect(viewer.text).toContain('"url":"/api/openapi/json"')
    expect(viewer.headers.get('content-security-policy')).toContain('script-src https://cdn.jsdelivr.net')
  })

  test('in production: no description, 404', async () => {
    const t = await testApp({ NODE_ENV: 'production' })
    for (const path of ['/api/openapi', '/api/openapi/json']) {
      const res = await t.request('GET', path)
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ message: 'Not found' })
    }
  })
})

import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ROUTES } from '../../lib/route-policy'
import { isReservedSlug, RESERVED_SLUGS } from './addresses'

/** The web app's routes as its router generates them (web/src/routeTree.gen.ts): every full path it declares. */
const webPaths = () => {
  const tree = readFileSync(resolve(import.meta.dir, '../../../../web/src/routeTree.gen.ts'), 'utf8')
  return [...tree.matchAll(/fullPath: '([^']*)'/g)].map((match) => match[1])
}

describe('the addresses a page may not take (decision 0046)', () => {
  test('every web route’s first segment is reserved (a web page added later cannot be hidden by a page of staff’s)', () => {
    const segments = [...new Set(webPaths().map((path) => path.split('/')[1] ?? ''))].filter(
      // The root, and the page of staff's own: '/$slug'.
      (segment) => segment !== '' && !segment.startsWith('$'),
    )
    expect(segments.length).toBeGreaterThan(8)
    expect(segments.filter((segment) => !isReservedSlug(segment))).toEqual([])
  })

  test('every server route’s first segment is reserved, news too', () => {
    const segments = ROUTES.map((route) => route.path.split('/')[1] ?? '').filter((s) => s && !s.startsWith(':') && s !== '*')
    expect(segments.filter((segment) => !RESERVED_SLUGS.has(segment))).toEqual([])
    for (const slug of ['news', 'api', 'admin', 'feeds', 'uploads', 'sitemaps']) expect(isReservedSlug(slug)).toBe(true)
  })

  test('the church’s own words are free', () => {
    for (const slug of ['new-here', 'weddings', 'vbs-2027', 'capital-campaign']) expect(isReservedSlug(slug)).toBe(false)
  })
})

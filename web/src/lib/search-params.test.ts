/**
 * The search params are read by hand (search-params.ts) where valibot schemas read them before:
 * on any search the router could hand over, each route reads exactly what its schema did.
 */
import { describe, expect, test } from 'bun:test'
import { isCalendarDate as apiIsCalendarDate } from '@church/api/lib/fields'
import { LINK_TOKEN as API_LINK_TOKEN } from '@church/api/models/newsletter'
import fc from 'fast-check'
import * as v from 'valibot'
import { ADMIN_TAB_VALUES, readAdminSearch } from '../features/admin/tab-values'
import { readServiceView, SERVICE_SORTS, SERVICE_TYPES } from '../features/live-streams/service-filters'
import { LINK_TOKEN, readLinkToken } from '../features/newsletter/link-token'
import { isCalendarDate, readSermonFilters } from '../features/sermons/sermon-filters'

// The schemas as they were.
const urlText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.maxLength(200),
      v.check((s) => s.trim() !== ''),
    ),
  ),
  undefined,
)
const searchDate = v.fallback(v.optional(v.pipe(v.string(), v.check(apiIsCalendarDate))), undefined)
const searchPage = v.fallback(
  v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(2), v.maxValue(10_000))),
  undefined,
)
const keys = <T extends object>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]
const before = {
  sermons: v.object({ search: urlText, speaker: urlText, series: urlText, startDate: searchDate, endDate: searchDate, page: searchPage }),
  services: v.object({
    search: urlText,
    type: v.fallback(v.optional(v.picklist(keys(SERVICE_TYPES))), undefined),
    sort: v.fallback(v.optional(v.picklist(keys(SERVICE_SORTS))), undefined),
  }),
  linkToken: v.object({
    token: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(API_LINK_TOKEN))), undefined),
  }),
  admin: v.object({ tab: v.optional(v.fallback(v.picklist(ADMIN_TAB_VALUES), 'overview'), 'overview') }),
}

const token = fc.stringMatching(/^[0-9a-fA-F]{60,66}$/)
/** Values a search param can hold once the router has parsed the address bar, and a few it should never. */
const param = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    'live',
    'all',
    'recorded',
    'title',
    'date',
    'duration',
    'views',
    'events',
    'users',
    'toString',
    'x'.repeat(200),
    'x'.repeat(201),
    ' '.repeat(201),
  ),
  fc.constantFrom('2026-02-28', '2026-02-29', '2024-02-29', '2026-13-01', '2026-1-01', '0000-01-01', ' 2026-01-01'),
  fc.integer({ min: -5, max: 10_005 }),
  fc.constantFrom('1', '2', '3.0', '1e3', ' 7 ', '0x10', '10000', '10001', 'Infinity'),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, false),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
  token,
  token.map((t) => ` ${t.toUpperCase()}\n`),
)
const search = (names: string[]) => fc.dictionary(fc.constantFrom(...names, 'other', 'tab2'), param, { maxKeys: names.length + 1 })

const same = <T>(read: (search: never) => T, schema: v.GenericSchema, names: string[]) =>
  fc.assert(
    fc.property(search(names), (given) => {
      expect(read(given as never)).toStrictEqual(v.parse(schema, given) as T)
    }),
    { numRuns: 3000 },
  )

describe('search params read by hand, as the valibot schemas read them', () => {
  test('the sermon list', () => same(readSermonFilters, before.sermons, ['search', 'speaker', 'series', 'startDate', 'endDate', 'page']))
  test('the live-stream list', () => same(readServiceView, before.services, ['search', 'type', 'sort']))
  test('a confirmation or unsubscribe link', () => same(readLinkToken, before.linkToken, ['token']))
  test('the dashboard', () => same(readAdminSearch, before.admin, ['tab']))

  test("the copies of the API's rules are the API's", () => {
    expect(LINK_TOKEN.source).toBe(API_LINK_TOKEN.source)
    expect(LINK_TOKEN.flags).toBe(API_LINK_TOKEN.flags)
    const dates = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc
        .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
        .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    )
    fc.assert(
      fc.property(dates, (date) => expect(isCalendarDate(date)).toBe(apiIsCalendarDate(date))),
      { numRuns: 3000 },
    )
  })
})

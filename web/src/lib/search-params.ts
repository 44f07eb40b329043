import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * The address bar's search params, read without a schema library: the routes that read them are in
 * every page's first load, and valibot (about 5 KB gzipped with what imports it) is not needed there.
 * They read exactly as the valibot schemas before them did (search-params.test.ts compares them).
 */

/** How each param of a route's search is read: its value, or undefined when it cannot be read. */
type Readers<T> = { [K in keyof T]-?: (value: unknown) => T[K] }

/**
 * A route's `validateSearch`: each known param is read by its reader, unknown params are dropped, a
 * param that is not there stays out, and one that cannot be read becomes undefined, so any shared
 * link still opens.
 */
export function searchReader<T extends object>(readers: Readers<T>) {
  return (search: Partial<T> & SearchSchemaInput): T => {
    const given = search as Record<string, unknown>
    const read: Record<string, unknown> = {}
    for (const key in readers) if (key in given) read[key] = readers[key](given[key])
    return read as T
  }
}

/** A string, or a number that is one (not NaN): what the router hands over for a param. */
const isStringOrNumber = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value))

/**
 * Free text from the address bar (a search, a chosen speaker). The router reads `?search=123` as the
 * number 123, so numbers are taken back as text; blank or over-long values are dropped rather than
 * breaking the page, so any shared link still opens.
 */
export function urlText(value: unknown): string | undefined {
  if (!isStringOrNumber(value)) return undefined
  const text = String(value)
  return text.length <= 200 && text.trim() !== '' ? text : undefined
}

/** One of these values, or undefined. */
export const oneOf =
  <T extends string>(options: readonly T[]) =>
  (value: unknown): T | undefined =>
    (options as readonly unknown[]).includes(value) ? (value as T) : undefined

/** A whole number from `min` to `max` (a number, or text that is one), or undefined. */
export const wholeNumber =
  (min: number, max: number) =>
  (value: unknown): number | undefined => {
    if (!isStringOrNumber(value)) return undefined
    const number = Number(value)
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined
  }

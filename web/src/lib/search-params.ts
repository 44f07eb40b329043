import * as v from 'valibot'

/**
 * Free text from the address bar (a search, a chosen speaker). The router reads `?search=123` as the
 * number 123, so numbers are taken back as text; blank or over-long values are dropped rather than
 * breaking the page, so any shared link still opens.
 */
export const urlText = v.fallback(
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

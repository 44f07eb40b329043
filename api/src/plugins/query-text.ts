import { Elysia } from 'elysia'

/**
 * A query string's values, read as people write them: every value is its text, commas, quotes,
 * brackets and braces included ('Smith, John' is one speaker, '[draft]' one search). A key given
 * once is a string; a key given more than once is the list of its values, which every query
 * schema refuses (422 naming the field): no list route takes a list. Linear in the query's length.
 */
export function queryText(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null)
  const start = url.indexOf('?')
  if (start === -1) return query
  // The fragment never reaches a server, but a Request built in-process may carry one.
  const end = url.indexOf('#', start)
  for (const [key, value] of new URLSearchParams(url.slice(start + 1, end === -1 ? undefined : end))) {
    const earlier = query[key]
    if (earlier === undefined) query[key] = value
    else if (Array.isArray(earlier)) earlier.push(value)
    else query[key] = [earlier, value]
  }
  return query
}

/**
 * Elysia (1.4) reads the query of a route with a Standard Schema (our valibot ones) as if it were
 * a list: 'a, b' is split at its commas and '[…]' or '{…}' is read as JSON (elysiajs/elysia#1800),
 * so a search or filter with a comma was refused before any route saw it. Here, for every route at
 * once, the query is read again from the URL before validation (transform runs after Elysia's own
 * reading and before the schema), with queryText.
 */
export const queryAsText = () =>
  new Elysia({ name: 'query-as-text' }).onTransform({ as: 'global' }, (context) => {
    context.query = queryText(context.request.url) as typeof context.query
  })

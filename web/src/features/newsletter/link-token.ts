import { LINK_TOKEN } from '@church/api/models/newsletter'
import * as v from 'valibot'

/**
 * The `token` of a confirmation or unsubscribe link, read from the address bar. A missing or
 * mangled one (a link cut short by an email program) becomes undefined: the page says so
 * instead of asking the server.
 */
export const LinkTokenSearch = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(LINK_TOKEN))), undefined),
})

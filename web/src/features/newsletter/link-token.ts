import { searchReader } from '../../lib/search-params'
import type { HeadContext } from '../site-config/page-head'

/**
 * The tokens in confirmation and unsubscribe links: 64 hexadecimal characters. The API's LINK_TOKEN
 * (api/src/modules/newsletter/model.ts), written again here because that module brings valibot with
 * it (search-params.test.ts keeps the two the same).
 */
export const LINK_TOKEN = /^[0-9a-f]{64}$/

/**
 * The `token` of a confirmation or unsubscribe link, read from the address bar. A missing or
 * mangled one (a link cut short by an email program) becomes undefined: the page says so
 * instead of asking the server.
 */
export const readLinkToken = searchReader<{ token?: string }>({
  token: (value) => {
    if (typeof value !== 'string') return undefined
    const token = value.trim().toLowerCase()
    return LINK_TOKEN.test(token) ? token : undefined
  },
})

/** The route options both link pages share: the token read from the address, and no search results (a personal link). */
export const linkPageRoute = {
  validateSearch: readLinkToken,
  head: async (context: HeadContext) =>
    (await import('../site-config/page-head')).pageTags(context, { title: 'Newsletter', noindex: true }),
}

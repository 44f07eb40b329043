import type { AppContext } from '../../context'
import { siteOrigin } from '../../lib/site-origin'
import { eventIcs, occurrenceIcs } from '../feeds'
import { getSiteConfig } from '../site-config/service'
import { receivePageForms } from './forms'

/**
 * What the web app needs from the server to answer page addresses (plugins/web-app.ts): the site's
 * own address its pages are rendered at, an event's calendar file beside its page, the API itself
 * in-process for the pages' reads, and the forms posted to pages. Each page's head, status and body
 * are the web's routes' own (web/src/features/site-config/page-head.ts).
 */
export const sitePages = (ctx: AppContext, answer?: (request: Request) => Promise<Response>) => ({
  origin: async () => siteOrigin(ctx.config, await getSiteConfig(ctx.db)),
  content: ctx.content,
  // /events/{id}.ics, and one date of a series as /events/{id}/{date}.ics, beside its page.
  eventIcs: (id: string, date?: string) => (date ? occurrenceIcs(ctx, id, date) : eventIcs(ctx, id)),
  answer,
  receiveForm: answer && receivePageForms(ctx, answer),
})

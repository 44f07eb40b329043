import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Elysia } from 'elysia'
import { json } from '../lib/errors'
import type { Logger } from '../lib/log'
import { isServerPath, read } from '../lib/route-policy'
import type { KeptAnswers } from './kept-answers'
import { pageForms } from './page-forms'
import { type AnswerSet, type PageRenderer, pageRendering } from './page-rendering'
import { policies } from './route-policy'
import { staticFiles } from './static-files'

export type { PageRenderer } from './page-rendering'

/** The name before `.ics` of a calendar file's segment (`{id}.ics`, `{date}.ics`), or undefined for any other segment. */
const calendarFile = (segment: string | null | undefined) =>
  segment && segment.length > '.ics'.length && segment.endsWith('.ics') ? segment.slice(0, -'.ics'.length) : undefined
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Serves the built web app (production): files from web/dist (plugins/static-files.ts), and for any
 * other GET path without an extension the page, rendered on the server (plugins/page-rendering.ts)
 * or, without `pages`, index.html, so client routes load on a reload. Forms posted to pages without
 * JavaScript are answered by plugins/page-forms.ts, and an event's calendar file beside its page by
 * the feeds (modules/feeds/index.ts).
 */
export const webApp = (distDir: string, pages?: PageRenderer, log?: Logger, kept?: KeptAnswers) => {
  const files = staticFiles(distDir)
  const rendering = pages && pageRendering(distDir, pages, files.shell, log, kept)

  /** A GET no other route answers: a file of the build, or a page. Synchronous for a kept page: only a file or a page to render is waited for. */
  const fileOrPage = (request: Request, set: AnswerSet) => {
    const path = decodeURIComponent(new URL(request.url).pathname)
    // The API, uploaded files and feeds have their own routes: the app never answers for them.
    if (isServerPath(path)) return json(404, { message: 'Not found' })
    return files.fileAt(path, request) ?? (rendering ? rendering.page(request, set) : files.shell(request))
  }

  // The pages, the web build's files, the forms posted to pages and the calendar files answer HTML or
  // files (Responses and strings of HTML), outside the API's App type: they declare no response schema.
  return (
    new Elysia({ name: 'web-app' })
      .use(policies)
      .use(pageForms(pages, rendering))
      // An event's calendar file, /events/{id}.ics, and one date's, /events/{id}/{date}.ics. The router
      // matches whole segments, so these are also the routes of the event's pages (/events/{id},
      // /events/{id}/{date}): any other segment is a file of the build or a page, as below. Block bodies
      // naming `set` on its own: Elysia reads from a handler's text what it uses, and missed it in a ternary.
      .get(
        '/events/:event',
        ({ params, request, set }) => {
          const id = pages && calendarFile(params.event)
          if (id) return (pages as PageRenderer).eventIcs(id)
          return fileOrPage(request, set)
        },
        { policy: read },
      )
      .get(
        '/events/:event/:date',
        ({ params, request, set }) => {
          const date = pages && calendarFile(params.date)
          if (date && CALENDAR_DATE.test(date)) return (pages as PageRenderer).eventIcs(params.event, date)
          return fileOrPage(request, set)
        },
        { policy: read },
      )
      // The web app: every other GET is a page (or a file of the build); its data is guarded by its own routes.
      .get('/*', ({ request, set }) => fileOrPage(request, set), { policy: read })
  )
}

/** Whether `distDir` holds a web build: without one the server answers the API alone. */
export const hasWebBuild = (distDir: string) => existsSync(join(distDir, 'index.html'))

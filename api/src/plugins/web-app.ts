import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Elysia } from 'elysia'
import { json } from '../lib/errors'
import type { Logger } from '../lib/log'
import { isServerPath } from '../lib/route-policy'
import type { KeptAnswers } from './kept-answers'
import { pageForms } from './page-forms'
import { type PageRenderer, pageRendering } from './page-rendering'
import { staticFiles } from './static-files'

export type { PageRenderer } from './page-rendering'

/**
 * Serves the built web app (production): files from web/dist (plugins/static-files.ts), and for any
 * other GET path without an extension the page, rendered on the server (plugins/page-rendering.ts)
 * or, without `pages`, index.html, so client routes load on a reload. Forms posted to pages without
 * JavaScript are answered by plugins/page-forms.ts.
 */
export const webApp = (distDir: string, pages?: PageRenderer, log?: Logger, kept?: KeptAnswers) => {
  const files = staticFiles(distDir)
  const rendering = pages && pageRendering(distDir, pages, files.shell, log, kept)

  // The pages, the web build's files and the forms posted to pages answer HTML or files (Responses and
  // strings of HTML), outside the API's App type: they declare no response schema.
  return (
    new Elysia({ name: 'web-app' })
      .use(pageForms(pages, rendering))
      // Synchronous for a kept page: only a file or a page to render is waited for.
      .get('/*', ({ request, set }) => {
        const path = decodeURIComponent(new URL(request.url).pathname)
        // The API, uploaded files and feeds have their own routes: the app never answers for them.
        if (isServerPath(path)) return json(404, { message: 'Not found' })
        const ics = pages && path.match(/^\/events\/([^/]+)(?:\/(\d{4}-\d{2}-\d{2}))?\.ics$/)
        if (ics) return (pages as PageRenderer).eventIcs(ics[1], ics[2])
        return files.fileAt(path, request) ?? (rendering ? rendering.page(request, set) : files.shell(request))
      })
  )
}

/** Whether `distDir` holds a web build: without one the server answers the API alone. */
export const hasWebBuild = (distDir: string) => existsSync(join(distDir, 'index.html'))

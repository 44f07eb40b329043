import { existsSync, readdirSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

import { Elysia } from 'elysia'
import { acceptedEncoding, contentCache, keyOf, type PreparedBody, prepareBody, sendPrepared } from '../lib/content-cache'
import { contentVersion } from '../lib/content-version'
import { json } from '../lib/errors'
import type { Logger } from '../lib/log'
import { isServerPath, type PublicForm, ROUTES } from '../lib/route-policy'
import type { ReceivedForm } from '../modules/pages/forms'
import { withHead } from '../modules/pages/head'
import type { KeptAnswers } from './kept-answers'
import { type PageTheme, withTheme } from './page-theme'
import { routeOf } from './route-policy'

/** What the server knows about page addresses: each page's head, and the .ics of an event. */
export interface PageRenderer {
  headFor(request: Request): Promise<{ status: number; head: string; origin: string }>
  /** /events/{id}.ics, or with `date` one date of a series: /events/{id}/{date}.ics. */
  eventIcs(id: string, date?: string): Promise<Response>
  /** The API itself, in-process: what the server's rendering of a page reads through. */
  answer?(request: Request): Promise<Response>
  /** Reads a page's form post (modules/pages/forms.ts), or answers it when it cannot be one of `forms`. */
  receiveForm?(request: Request, body: string, server: Server, forms: readonly PublicForm[]): Promise<ReceivedForm | Response>
}

type Server = { requestIP(request: Request): { address: string } | null } | null

/** The web build's server entry (web/src/entry-server.tsx, built into `.server`). */
type ServerEntry = {
  serveApiWith(answer: (request: Request) => Promise<Response>): void
  /** With `posted`, the page's form is sent first and the page shows its answer (and keeps what was typed on an error). */
  renderPage(
    request: Request,
    posted?: ReceivedForm,
  ): Promise<{ status: number; body: string; unread: string[]; failed?: string; location?: string; theme?: PageTheme }>
}

/** Pages the server renders whole; the dashboard renders in the browser (it is all signed-in data). */
const rendersOnServer = (path: string) => path !== '/admin' && !path.startsWith('/admin/')

/** The inline scripts of a rendered page (the router's state), allowed by their hashes alone. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attrs) || /type="application\/(ld\+)?json"/i.test(attrs) || !text) continue
    hashes.push(`'sha256-${new Bun.CryptoHasher('sha256').update(text).digest('base64')}'`)
  }
  return hashes
}

/** The site's policy (set from the current settings by plugins/security-headers.ts), with a page's own script hashes. */
const withScriptHashes = (policy: string | number | undefined, hashes: string[]) =>
  typeof policy === 'string' && hashes.length > 0
    ? policy.replace(/script-src ([^;]*)/, (_, sources) => `script-src ${sources} ${hashes.join(' ')}`)
    : policy

async function loadServerEntry(distDir: string, pages: PageRenderer | undefined): Promise<ServerEntry | undefined> {
  const file = join(distDir, '.server', 'entry-server.js')
  const answer = pages?.answer
  if (!answer || !existsSync(file)) return undefined
  const entry = (await import(file)) as ServerEntry
  entry.serveApiWith(answer)
  return entry
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i

/**
 * Text assets are sent brotli- or gzip-compressed (phones on weak signal). Each file is compressed
 * once per version (path + modification time) and kept in memory: the build is small.
 */
function compressedCache() {
  type Packed = { version: number; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }
  // Promises, so requests arriving while a file is being compressed share the one compression.
  const cache = new Map<string, Promise<Packed>>()
  const pack = async (file: Bun.BunFile, version: number): Promise<Packed> => {
    const bytes = new Uint8Array(await file.arrayBuffer())
    // zlib's async forms run on the thread pool: the event loop keeps answering meanwhile.
    const [br, gz] = await Promise.all([
      brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(bytes, { level: 9 }),
    ])
    return { version, br: new Uint8Array(br), gzip: new Uint8Array(gz) }
  }
  const packed = (path: string, file: Bun.BunFile): Promise<Packed> => {
    const version = file.lastModified
    const entry = cache.get(path)
    if (entry) {
      return entry.then((found): Promise<Packed> | Packed => {
        if (found.version === version) return found
        cache.delete(path)
        return packed(path, file)
      })
    }
    const fresh = pack(file, version)
    cache.set(path, fresh)
    fresh.catch(() => cache.delete(path))
    return fresh
  }
  return {
    async get(path: string, file: Bun.BunFile, acceptEncoding: string | null) {
      const encoding = acceptedEncoding(acceptEncoding)
      if (!encoding || !COMPRESSIBLE.test(path)) return null
      return { encoding, body: (await packed(path, file))[encoding] }
    },
    /** Compresses every text file visitors may be sent, ahead of the first one: not the server's own bundle (`.server`) nor source maps. */
    warm(distDir: string) {
      for (const path of listFiles(distDir))
        if (COMPRESSIBLE.test(path) && servable(path)) void packed(path, Bun.file(join(distDir, path))).catch(() => {})
    },
  }
}

/** A file of the build visitors may load: none under a dot folder (the server's bundle) and no source map. */
const servable = (path: string) => !path.split('/').some((part) => part.startsWith('.')) && !path.endsWith('.map')

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  )
}

/**
 * Serves the built web app (production): files from web/dist, and index.html for any other GET
 * path without an extension, so client routes load on a reload. Vite-hashed assets are cached
 * for a year; index.html and the service worker are revalidated every time. Once sent, a kept page
 * is sent again whole by `kept` (plugins/kept-answers.ts).
 */
export const webApp = (distDir: string, pages?: PageRenderer, log?: Logger, kept?: KeptAnswers) => {
  const compressed = compressedCache()
  compressed.warm(distDir)
  /** A file with its caching rule, compressed when the browser accepts it. */
  const send = async (path: string, request: Request, cacheControl: string) => {
    const file = Bun.file(join(distDir, path))
    const headers: Record<string, string> = {
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      'content-type': file.type,
      vary: 'Accept-Encoding',
    }
    const packed = await compressed.get(path, file, request.headers.get('accept-encoding'))
    if (!packed) return new Response(file, { headers })
    return new Response(packed.body, { headers: { ...headers, 'content-encoding': packed.encoding } })
  }

  /**
   * index.html with the page's own head (title, description, previews, structured data), kept in
   * memory like the public reads (lib/content-cache.ts).
   */
  type Rendered = PreparedBody & {
    status: number
    scriptHashes: string[]
    location?: string
    /** The site's policy last sent with this page, and the same with the page's script hashes. */
    policy?: { site: string; withHashes: string }
  }
  const rendered = contentCache<Rendered>()
  kept?.from((request) => rendered.get(keyOf(request)))
  const rendering = new Map<string, Promise<Rendered | undefined>>()
  const serverEntry = loadServerEntry(distDir, pages)
  let shell: { version: number; text: string } | undefined
  const shellText = async () => {
    const file = Bun.file(join(distDir, 'index.html'))
    if (shell?.version !== file.lastModified) shell = { version: file.lastModified, text: await file.text() }
    return shell.text
  }
  /**
   * The page at `key` (path and query): index.html with the page's own head and, but for the
   * dashboard, the page rendered inside it. With `posted`, the page's form is sent first.
   */
  const renderHtml = async (request: Request, key: string, posted?: ReceivedForm) => {
    const [{ status, head, origin }, entry] = await Promise.all([(pages as PageRenderer).headFor(request), serverEntry])
    let html = withHead(await shellText(), head)
    let scriptHashes: string[] = []
    let shownStatus = status
    let location: string | undefined
    const path = key.replace(/\?.*$/, '')
    if (entry && rendersOnServer(path)) {
      // At the site's own address and without the visitor's cookies: a public page is the same for everyone.
      const out = await entry.renderPage(new Request(`${origin}${key}`), posted)
      if (out.failed)
        log?.error(`${path}: part of the page could not be rendered on the server (${out.failed.trim()}); the browser renders it`)
      if (out.unread.length > 0) log?.warn(`${path} was rendered without ${out.unread.join(', ')}: its route's loader should read them`)
      html = withTheme(html, out.theme).replace('<div id="root"></div>', `<div id="root">${out.body}</div>`)
      scriptHashes = inlineScriptHashes(out.body)
      // The page's status is the head's (404 for a missing record), but for a redirect to the
      // router's own address (always a path on this site, never from the Host) and a posted form's answer.
      if (out.location?.startsWith('/') && !out.location.startsWith('//')) {
        location = out.location
        shownStatus = out.status
      } else if (posted) shownStatus = out.status
    }
    return { html, status: shownStatus, scriptHashes, location }
  }
  const withPolicy = (set: Parameters<typeof sendPrepared>[1], scriptHashes: string[]) => {
    // nosniff and the other security headers come from plugins/security-headers.ts, on every answer.
    set.headers['content-security-policy'] = withScriptHashes(set.headers['content-security-policy'], scriptHashes) as string
  }

  type AnswerSet = Parameters<typeof sendPrepared>[1]
  /** A kept or fresh rendering as the answer: a redirect, or the page with its own script hashes in the policy. */
  const answerWith = (found: Rendered, request: Request, set: AnswerSet) => {
    if (found.location)
      return new Response(null, { status: found.status, headers: { location: found.location, 'cache-control': 'no-cache' } })
    // The policy with the page's hashes is made once per page and site policy, not per request.
    const site = set.headers['content-security-policy']
    if (typeof site === 'string') {
      if (found.policy?.site !== site) found.policy = { site, withHashes: withScriptHashes(site, found.scriptHashes) as string }
      set.headers['content-security-policy'] = found.policy.withHashes
    }
    return sendPrepared(request, set, found, { contentType: 'text/html;charset=utf-8', status: found.status })
  }

  /** The page at the request's path and query: kept (answered at once, with no waiting) or rendered. */
  const page = (request: Request, set: AnswerSet) => {
    // By path and query (the sermon filters), never the Host a request names: heads and links are
    // built from the site's own address (lib/site-origin.ts), so every host gets the same page.
    const key = keyOf(request)
    const kept = rendered.get(key)
    if (kept) return answerWith(kept, request, set)
    // Visitors asking at the same moment (after an admin's save emptied the cache) share one
    // rendering; one asking after a later change waits for a rendering of its own.
    const version = contentVersion()
    const job = `${version} ${key}`
    let pending = rendering.get(job)
    if (!pending) {
      pending = renderHtml(request, key).then(
        ({ html, status, scriptHashes, location }) => {
          const made: Rendered = { ...prepareBody(html), status, scriptHashes, location }
          rendered.set(key, made, version)
          return made
        },
        // The database is unreachable: the app shell still loads and says so itself.
        () => undefined,
      )
      rendering.set(job, pending)
      void pending.finally(() => rendering.delete(job))
    }
    return pending.then((found) => (found ? answerWith(found, request, set) : send('/index.html', request, 'no-cache')))
  }

  /**
   * A visitor form sent as an ordinary post to its page: sent on through the form's API route, and
   * answered with the page showing the result (kept nowhere: it holds what the visitor typed).
   */
  const postedForm = async (request: Request, body: unknown, set: Parameters<typeof sendPrepared>[1], server: Server) => {
    const forms = routeOf(request).policy?.pageForms
    if (!forms || !pages?.receiveForm) return json(404, { message: 'Not found' })
    const received = await pages.receiveForm(request, typeof body === 'string' ? body : '', server, forms)
    if (received instanceof Response) return received
    const url = new URL(request.url)
    const { html, status, scriptHashes } = await renderHtml(request, `${url.pathname}${url.search}`, received)
    withPolicy(set, scriptHashes)
    set.status = status
    set.headers['content-type'] = 'text/html;charset=utf-8'
    set.headers['cache-control'] = 'no-store'
    if (received.refused?.retryAfter) set.headers['retry-after'] = String(received.refused.retryAfter)
    return html
  }

  // The pages, the web build's files and the forms posted to pages answer HTML or files (Responses and
  // strings of HTML), outside the API's App type: they declare no response schema.
  const pagesWithForms = ROUTES.filter((route) => route.method === 'POST' && route.pageForms)
  const app = new Elysia({ name: 'web-app' })
  // Read as text whatever its type says: modules/pages/forms.ts reads the fields.
  for (const route of pagesWithForms)
    app.post(route.path, ({ request, body, set, server }) => postedForm(request, body, set, server), { parse: 'text' })
  // Synchronous for a kept page: only a file or a page to render is waited for.
  return app.get('/*', ({ request, set }) => {
    const path = decodeURIComponent(new URL(request.url).pathname)
    // The API, uploaded files and feeds have their own routes: the app never answers for them.
    if (isServerPath(path)) return json(404, { message: 'Not found' })
    const ics = pages && path.match(/^\/events\/([^/]+)(?:\/(\d{4}-\d{2}-\d{2}))?\.ics$/)
    if (ics) return (pages as PageRenderer).eventIcs(ics[1], ics[2])
    const relative = normalize(path).replace(/^(\.\.[/\\])+/, '')
    // Source maps and dotfiles are never served.
    if (!servable(relative)) return json(404, { message: 'Not found' })
    if (relative !== '/' && /\.[a-z0-9]+$/i.test(relative)) {
      return Bun.file(join(distDir, relative))
        .exists()
        .then((exists) =>
          exists
            ? // Vite's hashed files never change; everything else (sw.js, the manifest) is revalidated.
              send(relative, request, relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
            : json(404, { message: 'Not found' }),
        )
    }
    return pages ? page(request, set) : send('/index.html', request, 'no-cache')
  })
}

export const hasWebBuild = (distDir: string) => existsSync(join(distDir, 'index.html'))

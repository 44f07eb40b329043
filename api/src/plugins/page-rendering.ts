import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { contentCache, keyOf, type PreparedBody, prepareBody, sendPrepared } from '../lib/content-cache'
import type { ContentVersion } from '../lib/content-version'
import type { Logger } from '../lib/log'
import type { PublicForm } from '../lib/route-policy'
import type { ReceivedForm } from '../modules/pages/forms'
import type { KeptAnswers } from './kept-answers'
import { type PageTheme, withTheme } from './page-theme'

/** What the server knows about page addresses: the site's own address, and the .ics of an event. */
export interface PageRenderer {
  /** The site's own address (lib/site-origin.ts), where its pages are rendered: never the Host a request names. */
  origin(): Promise<string>
  /** Where public content is at: a rendered page is kept until it moves (lib/content-version.ts). */
  content: ContentVersion
  /** /events/{id}.ics, or with `date` one date of a series: /events/{id}/{date}.ics. */
  eventIcs(id: string, date?: string): Promise<Response>
  /** The API itself, in-process: what the server's rendering of a page reads through. */
  answer?(request: Request): Promise<Response>
  /** Reads a page's form post (modules/pages/forms.ts), or answers it when it cannot be one of `forms`. */
  receiveForm?(request: Request, body: string, server: Server, forms: readonly PublicForm[]): Promise<ReceivedForm | Response>
}

/** The running server as a route sees it: what it tells of the visitor's address. */
export type Server = { requestIP(request: Request): { address: string } | null } | null

/** Where a route sets its answer's status and headers. */
export type AnswerSet = Parameters<typeof sendPrepared>[1]

/** The web build's server entry (web/src/entry-server.tsx, built into `.server`). */
type ServerEntry = {
  serveApiWith(answer: (request: Request) => Promise<Response>): void
  /** With `posted`, the page's form is sent first and the page shows its answer (and keeps what was typed on an error). */
  renderPage(
    request: Request,
    posted?: ReceivedForm,
  ): Promise<{ status: number; body: string; head: string; unread: string[]; failed?: string; location?: string; theme?: PageTheme }>
}

/** The part of the built index.html the server replaces with the page's head: between these two comments. */
export const HEAD_START = '<!-- page-head -->'
export const HEAD_END = '<!-- /page-head -->'

export function withHead(indexHtml: string, head: string): string {
  const start = indexHtml.indexOf(HEAD_START)
  const end = indexHtml.indexOf(HEAD_END)
  if (start < 0 || end < start || !head) return indexHtml
  return `${indexHtml.slice(0, start + HEAD_START.length)}\n    ${head}\n    ${indexHtml.slice(end)}`
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

/** Allows a page's own inline scripts (`scriptHashes`) in the policy it is sent with. */
export const allowPageScripts = (set: AnswerSet, scriptHashes: string[]) => {
  // nosniff and the other security headers come from plugins/security-headers.ts, on every answer.
  set.headers['content-security-policy'] = withScriptHashes(set.headers['content-security-policy'], scriptHashes) as string
}

async function loadServerEntry(distDir: string, pages: PageRenderer | undefined): Promise<ServerEntry | undefined> {
  const file = join(distDir, '.server', 'entry-server.js')
  const answer = pages?.answer
  if (!answer || !existsSync(file)) return undefined
  const entry = (await import(file)) as ServerEntry
  entry.serveApiWith(answer)
  return entry
}

/**
 * The pages of the site as the server sends them: index.html (`distDir`) with the page's own head
 * (title, description, previews, structured data) and, but for the dashboard, the page rendered
 * inside it by the web build's server entry. Kept in memory like the public reads
 * (lib/content-cache.ts) and, once sent, sent again whole by `kept` (plugins/kept-answers.ts); the
 * page as last rendered, or else the app `shell`, answers when it cannot be rendered (the database down).
 */
export function pageRendering(
  distDir: string,
  pages: PageRenderer,
  shell: (request: Request) => Promise<Response>,
  log?: Logger,
  kept?: KeptAnswers,
) {
  type Rendered = PreparedBody & {
    status: number
    scriptHashes: string[]
    location?: string
    /** The site's policy last sent with this page, and the same with the page's script hashes. */
    policy?: { site: string; withHashes: string }
  }
  const rendered = contentCache<Rendered>(pages.content)
  kept?.from((request) => rendered.get(keyOf(request)))
  const rendering = new Map<string, Promise<Rendered | undefined>>()
  const serverEntry = loadServerEntry(distDir, pages)
  let template: { version: number; text: string } | undefined
  const templateText = async () => {
    const file = Bun.file(join(distDir, 'index.html'))
    if (template?.version !== file.lastModified) template = { version: file.lastModified, text: await file.text() }
    return template.text
  }
  /**
   * The page at `key` (path and query): index.html with the page's own head and, but for the
   * dashboard, the page rendered inside it. With `posted`, the page's form is sent first.
   */
  const render = async (key: string, posted?: ReceivedForm) => {
    const [origin, entry, template] = await Promise.all([pages.origin(), serverEntry, templateText()])
    if (!entry) return { html: template, status: 200, scriptHashes: [] }
    const path = key.replace(/\?.*$/, '')
    // At the site's own address and without the visitor's cookies: a public page is the same for everyone.
    let out = await entry.renderPage(new Request(`${origin}${key}`), posted)
    // The dashboard's address as the router writes it (/admin → /admin?tab=overview): its head is that
    // page's, and the browser, which renders the dashboard, moves there itself.
    if (!rendersOnServer(path) && out.location) out = await entry.renderPage(new Request(`${origin}${out.location}`))
    // A read the page made failed for the server's own reason (the database down): never kept, and
    // the page as last rendered is sent instead (below).
    if (out.status >= 500) throw new Error(`${path}: a read of the page failed`)
    // A redirect to the router's own address: always a path on this site, never from the Host.
    if (rendersOnServer(path) && out.location?.startsWith('/') && !out.location.startsWith('//'))
      return { html: '', status: out.status, scriptHashes: [], location: out.location }
    if (out.failed)
      log?.error(`${path}: part of the page could not be rendered on the server (${out.failed.trim()}); the browser renders it`)
    if (out.unread.length > 0) log?.warn(`${path} was rendered without ${out.unread.join(', ')}: its route's loader should read them`)
    // The head its routes declare (404 for a missing record or an unknown address); the dashboard's
    // body is left to the browser (it is all signed-in data).
    const html = withHead(template, out.head)
    if (!rendersOnServer(path)) return { html, status: out.status, scriptHashes: [] }
    return {
      html: withTheme(html, out.theme).replace('<div id="root"></div>', `<div id="root">${out.body}</div>`),
      status: out.status,
      scriptHashes: inlineScriptHashes(out.body),
    }
  }

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

  return {
    render,
    /** The page at the request's path and query: kept (answered at once, with no waiting) or rendered. */
    page(request: Request, set: AnswerSet) {
      // By path and query (the sermon filters), never the Host a request names: heads and links are
      // built from the site's own address (lib/site-origin.ts), so every host gets the same page.
      const key = keyOf(request)
      const kept = rendered.get(key)
      if (kept) return answerWith(kept, request, set)
      // Visitors asking at the same moment (after an admin's save emptied the cache) share one
      // rendering; one asking after a later change waits for a rendering of its own.
      const version = pages.content.now()
      const job = `${version} ${key}`
      let pending = rendering.get(job)
      if (!pending) {
        pending = render(key).then(
          ({ html, status, scriptHashes, location }) => {
            const made: Rendered = { ...prepareBody(html), status, scriptHashes, location }
            rendered.set(key, made, version)
            return made
          },
          // The database is unreachable: the page as last rendered, however old, so visitors keep
          // reading; a page never rendered gets the app shell, which loads and says so itself.
          () => rendered.stale(key),
        )
        rendering.set(job, pending)
        void pending.finally(() => rendering.delete(job))
      }
      return pending.then((found) => (found ? answerWith(found, request, set) : shell(request)))
    },
  }
}

/** What `pageRendering` gives: a page's answer, and a page rendered with a posted form's answer. */
export type PageRendering = ReturnType<typeof pageRendering>

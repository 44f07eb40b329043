import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createContext } from '../app'
import { createLogger } from '../lib/log'
import { sitePages } from '../modules/pages'
import { webApp } from '../plugins/web-app'
import type { testApp } from './harness'

/** The web's own server entry, as source: Bun runs it as it is, so no web build is needed. */
const WEB_ENTRY = resolve(import.meta.dir, '../../../web/src/entry-server.tsx')

/**
 * The pages a test app's site serves as production does, without a web build: the real
 * `web/index.html` template (its head markers are what the server fills in) and the web's routes
 * rendering each page and its head on the server, reading the test app's API in-process. With a
 * reader of what a search engine or a link preview takes from a page: status, title, canonical
 * URL, meta tags and JSON-LD.
 */
export function siteOf(t: Awaited<ReturnType<typeof testApp>>) {
  const dist = mkdtempSync('/tmp/church-dist-')
  writeFileSync(join(dist, 'index.html'), readFileSync(join(import.meta.dir, '../../../web/index.html')))
  mkdirSync(join(dist, '.server'))
  writeFileSync(join(dist, '.server', 'entry-server.js'), `export * from ${JSON.stringify(WEB_ENTRY)}\n`)
  // As Vite's server build says it is (import.meta.env.SSR, which Bun reads from the environment):
  // the heads then carry what only the server's page has, JSON-LD and the icons.
  process.env.SSR = 'true'
  const ctx = createContext({ config: t.config, database: t.database, log: createLogger('silent') })
  const site = webApp(
    dist,
    sitePages(ctx, (request) => t.app.handle(request)),
  )

  async function page(path: string) {
    const res = await site.handle(new Request(`http://localhost${path}`))
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    const meta = (key: string) => head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1]
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
    return {
      status: res.status,
      html,
      head,
      title: head.match(/<title>(.*?)<\/title>/)?.[1],
      canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
      meta,
      jsonLd,
      event: jsonLd.find((d) => d['@type'] === 'Event'),
    }
  }

  return { site, page }
}

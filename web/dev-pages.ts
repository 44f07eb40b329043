import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Addresses the API answers (proxied by the dev server) or that name a file: never a page. */
const NOT_A_PAGE = /^\/(api|uploads|feeds|admin|@|src\/|node_modules\/)|\.[a-z0-9]+$/i

/** The visitor forms a page's ordinary post may name (production checks which page shows which). */
const PAGE_FORMS = new Set(['contact', 'visit', 'newsletter'])

/** The body of a Node request, as text. */
const bodyOf = (req: import('node:http').IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })

/**
 * `bun run dev` renders public pages on the server too, as production does (api/src/plugins/web-app.ts):
 * the page's reads go to the API at `apiTarget`, and the page arrives filled in, then hot-reloads as usual.
 * A visitor form posted to its page without JavaScript is sent on to the API and the page shows the
 * answer, as in production. The dashboard stays rendered in the browser.
 */
export function renderPagesInDev(apiTarget: string): Plugin {
  return {
    name: 'church:render-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      let connected = false
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? req.url ?? '/'
        const path = url.split('?')[0]
        const posting = req.method === 'POST' && req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        if ((req.method !== 'GET' && !posting) || !req.headers.accept?.includes('text/html') || NOT_A_PAGE.test(path)) return next()
        try {
          let posted: { form: string; fields: Record<string, string>; send: (request: Request) => Promise<Response> } | undefined
          if (posting) {
            const fields = Object.fromEntries(new URLSearchParams(await bodyOf(req)))
            if (!PAGE_FORMS.has(fields.form)) {
              res.statusCode = 400
              res.end('This form cannot be sent from this page')
              return
            }
            const send = async (request: Request) => {
              const { pathname, search } = new URL(request.url)
              return fetch(`${apiTarget}${pathname}${search}`, {
                method: request.method,
                headers: request.headers,
                body: await request.text(),
              })
            }
            posted = { form: fields.form, fields, send }
          }
          const entry = await server.ssrLoadModule('/src/entry-server.tsx')
          if (!connected) {
            entry.serveApiWith((request: Request) => {
              const { pathname, search } = new URL(request.url)
              return fetch(`${apiTarget}${pathname}${search}`, { method: request.method, headers: request.headers })
            })
            connected = true
          }
          const template = await server.transformIndexHtml(url, readFileSync(join(server.config.root, 'index.html'), 'utf8'))
          const page = await entry.renderPage(new Request(`http://localhost:${server.config.server.port}${url}`), posted)
          if (page.location) {
            res.writeHead(307, { location: page.location })
            res.end()
            return
          }
          if (page.unread.length > 0)
            server.config.logger.warn(`${path} was rendered without ${page.unread.join(', ')}: its route's loader should read them`)
          if (page.failed)
            server.config.logger.error(`${path}: part of the page could not be rendered on the server (${page.failed.trim()})`)
          res.statusCode = page.status
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.end(template.replace('<div id="root"></div>', `<div id="root">${page.body}</div>`))
        } catch (error) {
          server.ssrFixStacktrace(error as Error)
          // The page still works, rendered in the browser; the terminal says why the server could not.
          server.config.logger.error(`Could not render ${path} on the server: ${(error as Error).stack ?? error}`)
          next()
        }
      })
    },
  }
}

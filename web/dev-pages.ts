import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Addresses the API answers (proxied by the dev server) or that name a file: never a page. */
const NOT_A_PAGE = /^\/(api|uploads|feeds|admin|@|src\/|node_modules\/)|\.[a-z0-9]+$/i

/**
 * `bun run dev` renders public pages on the server too, as production does (api/src/plugins/web-app.ts):
 * the page's reads go to the API at `apiTarget`, and the page arrives filled in, then hot-reloads as usual.
 * The dashboard stays rendered in the browser.
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
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html') || NOT_A_PAGE.test(path)) return next()
        try {
          const entry = await server.ssrLoadModule('/src/entry-server.tsx')
          if (!connected) {
            entry.serveApiWith((request: Request) => {
              const { pathname, search } = new URL(request.url)
              return fetch(`${apiTarget}${pathname}${search}`, { method: request.method, headers: request.headers })
            })
            connected = true
          }
          const template = await server.transformIndexHtml(url, readFileSync(join(server.config.root, 'index.html'), 'utf8'))
          const page = await entry.renderPage(new Request(`http://localhost:${server.config.server.port}${url}`))
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

import { existsSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { Elysia } from 'elysia'
import { json } from './errors'

/** Paths the single-page app never answers: the API, uploaded files and feeds have their own routes. */
const SERVER_PATHS = /^\/(api|uploads|feeds)(\/|$)/

/**
 * Serves the built web app (production): files from web/dist, and index.html for any other GET
 * path without an extension, so client routes load on a reload. Vite-hashed assets are cached
 * for a year; index.html and the service worker are revalidated every time.
 */
export const webApp = (distDir: string) => {
  const indexFile = join(distDir, 'index.html')
  const html = (status = 200) =>
    new Response(Bun.file(indexFile), { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } })

  return new Elysia({ name: 'web-app' }).get('/*', async ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname)
    if (SERVER_PATHS.test(path)) return json(404, { message: 'Not found' })
    const relative = normalize(path).replace(/^(\.\.[/\\])+/, '')
    // Source maps and dotfiles are never served.
    if (relative.split('/').some((part) => part.startsWith('.')) || relative.endsWith('.map')) return json(404, { message: 'Not found' })
    if (relative !== '/' && /\.[a-z0-9]+$/i.test(relative)) {
      const file = Bun.file(join(distDir, relative))
      if (!(await file.exists())) return json(404, { message: 'Not found' })
      const immutable = relative.startsWith('/assets/')
      return new Response(file, {
        headers: { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache', 'x-content-type-options': 'nosniff' },
      })
    }
    return html()
  })
}

export const hasWebBuild = (distDir: string) => existsSync(join(distDir, 'index.html'))

import { existsSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { Elysia } from 'elysia'
import { json } from './errors'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i

/**
 * Text assets are sent brotli- or gzip-compressed (phones on weak signal). Each file is compressed
 * once per version (path + modification time) and kept in memory: the build is small.
 */
function compressedCache() {
  const cache = new Map<string, { version: number; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }>()
  return async (path: string, file: Bun.BunFile, acceptEncoding: string) => {
    const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null
    if (!encoding || !COMPRESSIBLE.test(path)) return null
    const version = file.lastModified
    let entry = cache.get(path)
    if (entry?.version !== version) {
      const bytes = new Uint8Array(await file.arrayBuffer())
      entry = {
        version,
        br: new Uint8Array(brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
        gzip: new Uint8Array(gzipSync(bytes, { level: 9 })),
      }
      cache.set(path, entry)
    }
    return { encoding, body: entry[encoding] }
  }
}

/** Paths the single-page app never answers: the API, uploaded files and feeds have their own routes. */
const SERVER_PATHS = /^\/(api|uploads|feeds)(\/|$)/

/**
 * Serves the built web app (production): files from web/dist, and index.html for any other GET
 * path without an extension, so client routes load on a reload. Vite-hashed assets are cached
 * for a year; index.html and the service worker are revalidated every time.
 */
export const webApp = (distDir: string) => {
  const compressed = compressedCache()
  /** A file with its caching rule, compressed when the browser accepts it. */
  const send = async (path: string, request: Request, cacheControl: string) => {
    const file = Bun.file(join(distDir, path))
    const headers: Record<string, string> = {
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      'content-type': file.type,
      vary: 'Accept-Encoding',
    }
    const packed = await compressed(path, file, request.headers.get('accept-encoding') ?? '')
    if (!packed) return new Response(file, { headers })
    return new Response(packed.body, { headers: { ...headers, 'content-encoding': packed.encoding } })
  }

  return new Elysia({ name: 'web-app' }).get('/*', async ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname)
    if (SERVER_PATHS.test(path)) return json(404, { message: 'Not found' })
    const relative = normalize(path).replace(/^(\.\.[/\\])+/, '')
    // Source maps and dotfiles are never served.
    if (relative.split('/').some((part) => part.startsWith('.')) || relative.endsWith('.map')) return json(404, { message: 'Not found' })
    if (relative !== '/' && /\.[a-z0-9]+$/i.test(relative)) {
      if (!(await Bun.file(join(distDir, relative)).exists())) return json(404, { message: 'Not found' })
      // Vite's hashed files never change; everything else (sw.js, the manifest) is revalidated.
      return send(relative, request, relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
    return send('/index.html', request, 'no-cache')
  })
}

export const hasWebBuild = (distDir: string) => existsSync(join(distDir, 'index.html'))

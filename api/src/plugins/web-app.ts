import { existsSync, readdirSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

import { Elysia } from 'elysia'
import { acceptedEncoding, contentCache, type PreparedBody, prepareBody, sendPrepared } from '../lib/content-cache'
import { contentVersion } from '../lib/content-version'
import { isServerPath } from '../lib/route-policy'
import { withHead } from '../modules/pages/head'
import { json } from './errors'

/** What the server knows about page addresses: each page's head, and the .ics of an event. */
export interface PageRenderer {
  headFor(request: Request): Promise<{ status: number; head: string }>
  eventIcs(id: string): Promise<Response>
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
    /** Compresses every text file of the build ahead of the first visitor. */
    warm(distDir: string) {
      for (const path of listFiles(distDir)) if (COMPRESSIBLE.test(path)) void packed(path, Bun.file(join(distDir, path))).catch(() => {})
    },
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  )
}

/**
 * Serves the built web app (production): files from web/dist, and index.html for any other GET
 * path without an extension, so client routes load on a reload. Vite-hashed assets are cached
 * for a year; index.html and the service worker are revalidated every time.
 */
export const webApp = (distDir: string, pages?: PageRenderer) => {
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
  const rendered = contentCache<PreparedBody & { status: number }>()
  let shell: { version: number; text: string } | undefined
  const shellText = async () => {
    const file = Bun.file(join(distDir, 'index.html'))
    if (shell?.version !== file.lastModified) shell = { version: file.lastModified, text: await file.text() }
    return shell.text
  }
  const page = async (request: Request, set: Parameters<typeof sendPrepared>[1]) => {
    // By path only: heads are built from the site's own address (lib/site-origin.ts), never the Host
    // a request names, so every host gets the same page.
    const key = new URL(request.url).pathname
    let found = rendered.get(key)
    if (!found) {
      const version = contentVersion()
      try {
        const { status, head } = await (pages as PageRenderer).headFor(request)
        found = { ...prepareBody(withHead(await shellText(), head)), status }
      } catch {
        // The database is unreachable: the app shell still loads and says so itself.
        return send('/index.html', request, 'no-cache')
      }
      rendered.set(key, found, version)
    }
    // nosniff and the other security headers come from plugins/security-headers.ts, on every answer.
    return sendPrepared(request, set, found, { contentType: 'text/html;charset=utf-8', status: found.status })
  }

  return new Elysia({ name: 'web-app' }).get('/*', async ({ request, set }) => {
    const path = decodeURIComponent(new URL(request.url).pathname)
    // The API, uploaded files and feeds have their own routes: the app never answers for them.
    if (isServerPath(path)) return json(404, { message: 'Not found' })
    const ics = pages && path.match(/^\/events\/([^/]+)\.ics$/)
    if (ics) return (pages as PageRenderer).eventIcs(ics[1])
    const relative = normalize(path).replace(/^(\.\.[/\\])+/, '')
    // Source maps and dotfiles are never served.
    if (relative.split('/').some((part) => part.startsWith('.')) || relative.endsWith('.map')) return json(404, { message: 'Not found' })
    if (relative !== '/' && /\.[a-z0-9]+$/i.test(relative)) {
      if (!(await Bun.file(join(distDir, relative)).exists())) return json(404, { message: 'Not found' })
      // Vite's hashed files never change; everything else (sw.js, the manifest) is revalidated.
      return send(relative, request, relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
    return pages ? page(request, set) : send('/index.html', request, 'no-cache')
  })
}

export const hasWebBuild = (distDir: string) => existsSync(join(distDir, 'index.html'))

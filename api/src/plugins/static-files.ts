import { readdirSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import { acceptedEncoding } from '../lib/content-cache'
import { json } from '../lib/errors'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

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
 * The web build's files (web/dist), each with its caching rule and compressed when the browser
 * accepts it: Vite-hashed assets are cached for a year; index.html, the service worker and the rest
 * are revalidated every time. Its text files are compressed ahead, as the server starts.
 */
export function staticFiles(distDir: string) {
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
  return {
    /** The app shell (index.html), revalidated every time: the browser renders the page itself. */
    shell: (request: Request) => send('/index.html', request, 'no-cache'),
    /**
     * The build's file at the decoded `path`, clamped to the build; a source map, a dotfile or a file
     * the build lacks is 404. Undefined for a path naming no file: a page.
     */
    fileAt(path: string, request: Request): Response | Promise<Response> | undefined {
      const relative = normalize(path).replace(/^(\.\.[/\\])+/, '')
      // Source maps and dotfiles are never served.
      if (!servable(relative)) return json(404, { message: 'Not found' })
      if (relative === '/' || !/\.[a-z0-9]+$/i.test(relative)) return undefined
      return Bun.file(join(distDir, relative))
        .exists()
        .then((exists) =>
          exists
            ? // Vite's hashed files never change; everything else (sw.js, the manifest) is revalidated.
              send(relative, request, relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
            : json(404, { message: 'Not found' }),
        )
    },
  }
}

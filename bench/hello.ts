/**
 * The yardsticks (bench/api.ts), on the same machine in the same run: a bare Elysia hello-world at
 * `/`, and at `/copy?url=…` a bare Elysia sending the very bytes (compressed as the site sent them)
 * of another address, fetched once. A page's answer is some 9 kB of brotli where hello-world's is
 * 17 bytes, and the load generator reading those bytes costs CPU on the shared machine: the copy
 * shows what sending them costs anyone, so a page can be compared with it as well.
 */
import { Elysia } from 'elysia'

type Copy = { body: Uint8Array; headers: Record<string, string> }
const copies = new Map<string, Copy>()

async function copyOf(url: string): Promise<Copy> {
  const known = copies.get(url)
  if (known) return known
  const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, decompress: false })
  const headers: Record<string, string> = { 'content-type': res.headers.get('content-type') ?? 'text/html' }
  const encoding = res.headers.get('content-encoding')
  if (encoding) headers['content-encoding'] = encoding
  const copy = { body: new Uint8Array(await res.arrayBuffer()), headers }
  copies.set(url, copy)
  return copy
}

new Elysia()
  .get('/', () => ({ hello: 'world' }))
  .get('/copy', async ({ query, set }) => {
    const copy = await copyOf(String(query.url))
    Object.assign(set.headers, copy.headers)
    return copy.body
  })
  .listen({ port: Number(process.env.PORT), hostname: '127.0.0.1', reusePort: false })

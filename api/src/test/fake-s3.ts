import { afterAll } from 'bun:test'

/**
 * A stand-in for an S3-compatible bucket on loopback (path-style: `/{bucket}/{key}`), enough for
 * Bun's S3 client: PUT (presigned, or signed in the Authorization header), GET, HEAD, DELETE and
 * ListObjectsV2. Unsigned requests are refused; `refuse` makes it refuse every write.
 * Stopped when the test file ends.
 */
export function fakeS3(bucket = 'church') {
  const objects = new Map<string, { type: string | null; bytes: Uint8Array; modified: Date }>()
  const state = { refuse: false }
  const denied = () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 })
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url)
      const signed = url.searchParams.has('X-Amz-Signature') || request.headers.has('authorization')
      if (!signed) return denied()
      const key = decodeURIComponent(url.pathname.slice(`/${bucket}/`.length))
      if (request.method === 'GET' && (url.pathname === `/${bucket}` || url.pathname === `/${bucket}/`)) {
        const prefix = url.searchParams.get('prefix') ?? ''
        const contents = [...objects.entries()]
          .filter(([k]) => k.startsWith(prefix))
          .map(
            ([k, o]) =>
              `<Contents><Key>${k}</Key><Size>${o.bytes.length}</Size><LastModified>${o.modified.toISOString()}</LastModified></Contents>`,
          )
        return new Response(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${contents.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
          { headers: { 'content-type': 'application/xml' } },
        )
      }
      const object = objects.get(key)
      switch (request.method) {
        case 'PUT':
          if (state.refuse) return denied()
          objects.set(key, {
            type: request.headers.get('content-type'),
            bytes: new Uint8Array(await request.arrayBuffer()),
            modified: new Date(),
          })
          return new Response(null, { status: 200 })
        case 'GET':
        case 'HEAD':
          if (!object) return new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 })
          return new Response(request.method === 'HEAD' ? null : (object.bytes as Uint8Array<ArrayBuffer>), {
            headers: { 'content-type': object.type ?? 'application/octet-stream', 'content-length': String(object.bytes.length) },
          })
        case 'DELETE':
          objects.delete(key)
          return new Response(null, { status: 204 })
      }
      return new Response('method', { status: 405 })
    },
  })
  afterAll(() => server.stop(true))
  return {
    objects,
    state,
    /** The environment that points the site at this bucket. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${server.port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PUBLIC_URL: `https://cdn.example.org/${bucket}`,
    },
  }
}

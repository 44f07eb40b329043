/**
 * The photos mode of `bun run bench:web --photos` (bench/lighthouse.ts): a phone's photo (4032×3024
 * JPEG of about 5 MB with EXIF and a GPS position, made here with sharp) uploaded through the real
 * upload flow, five times, timed, while `/api/health` is probed every 50 ms (and the same probes with
 * nothing uploading, between the uploads, for the ratio); three of those pictures then become the
 * newest sermon's thumbnail, the next event's picture and the first staff member's photo; then the
 * image bytes a phone (390 px wide, 3× pixels) downloads for a page's first screen and for the whole
 * page scrolled to the bottom, measured in Debian Chromium before and after the pictures are set.
 * A benchmark, not a test: it prints numbers and asserts nothing about time.
 */
import { chromium } from '@playwright/test'
import sharp from '../api/node_modules/sharp'

/** Image bytes a phone may download (issue 30): home's first screen, and the whole of home. */
export const GOALS = { firstScreen: 150 * 1024, wholePage: 400 * 1024 }
export const ADMIN = { email: 'bench@photos.test', password: 'bench photos password' }
const UPLOADS = 5
const PROBE_EVERY_MS = 50
const IDLE_MS = 2000

/**
 * Grain at these scales (px) and strengths (levels), shared by the three colours as light and shade:
 * like a photo's texture (stone, leaves, fabric), it is still there once the picture is made smaller,
 * where one pixel's noise alone would be averaged away and leave a published picture of a few KB.
 */
const GRAIN: [scale: number, strength: number][] = [
  [1, 20],
  [4, 36],
  [16, 60],
  [64, 80],
  [256, 60],
]

/** One grain layer, W×H grey levels: noise drawn at 1/scale, enlarged smoothly. */
async function grain(width: number, height: number, scale: number, seed: number): Promise<Buffer> {
  const [w, h] = [Math.ceil(width / scale), Math.ceil(height / scale)]
  const noise = Buffer.alloc(w * h)
  let x = seed
  for (let i = 0; i < noise.length; i++) {
    // xorshift32: no stripes, unlike a plain linear congruential generator.
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    noise[i] = x & 255
  }
  if (scale === 1) return noise
  return sharp(noise, { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer()
}

/** A phone's photo: a gradient with grain, 4032×3024, JPEG quality 95 (about 5 MB), EXIF with where it was taken. */
export async function makePhoto(): Promise<Uint8Array<ArrayBuffer>> {
  const [width, height] = [4032, 3024]
  const layers = await Promise.all(GRAIN.map(([scale], k) => grain(width, height, scale, 20261127 + k * 7919)))
  const raw = Buffer.alloc(width * height * 3)
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const [gx, gy] = [x / width, y / height]
      let shade = 0
      for (let k = 0; k < GRAIN.length; k++) shade += (layers[k][p] / 255 - 0.5) * GRAIN[k][1]
      raw[p * 3] = Math.max(0, Math.min(255, 40 + 150 * gx + shade))
      raw[p * 3 + 1] = Math.max(0, Math.min(255, 90 + 100 * gy + shade))
      raw[p * 3 + 2] = Math.max(0, Math.min(255, 170 - 120 * gx * gy + shade))
    }
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 22/1 1200/100', GPSLongitudeRef: 'W', GPSLongitude: '86/1 13/1 3000/100' },
    })
    .toBuffer()
  return new Uint8Array(jpeg)
}

/** Signs the bench's admin in (made by SEED_ADMIN at server start); the cookies to send. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

type Probes = number[]
export type UploadRun = { publicUrl: string; putMs: number; busy: Probes; idle: Probes }

/** `/api/health` every 50 ms (one at a time) until `until` settles; each answer's time in ms. */
async function probeHealth(base: string, until: Promise<unknown>): Promise<Probes> {
  let done = false
  until.finally(() => {
    done = true
  })
  const times: Probes = []
  while (!done) {
    const started = performance.now()
    const res = await fetch(`${base}/api/health`)
    await res.arrayBuffer()
    times.push(performance.now() - started)
    await Bun.sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - started)))
  }
  return times
}

/** Five uploads as the dashboard makes them, each timed (the PUT), with health probed meanwhile. */
export async function uploadPhotos(base: string, cookie: string, photo: Uint8Array<ArrayBuffer>): Promise<UploadRun[]> {
  const runs: UploadRun[] = []
  for (let n = 0; n < UPLOADS; n++) {
    // The same probes with nothing uploading, just before: the yardstick for this upload.
    const idle = await probeHealth(base, Bun.sleep(IDLE_MS))
    const asked = await fetch(`${base}/api/upload-image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ fileName: `IMG_${4032 + n}.JPG`, contentType: 'image/jpeg', size: photo.byteLength }),
    })
    if (!asked.ok) throw new Error(`Asking for an upload address failed: ${asked.status} ${await asked.text()}`)
    const { uploadUrl } = (await asked.json()) as { uploadUrl: string }
    const started = performance.now()
    const put = fetch(new URL(uploadUrl, base), { method: 'PUT', headers: { 'content-type': 'image/jpeg', cookie }, body: photo }).then(
      async (res) => {
        const putMs = performance.now() - started
        if (!res.ok) throw new Error(`The upload failed: ${res.status} ${await res.text()}`)
        return { ...((await res.json()) as { publicUrl: string }), putMs }
      },
    )
    const [busy, received] = await Promise.all([probeHealth(base, put), put])
    runs.push({ publicUrl: received.publicUrl, putMs: received.putMs, busy, idle })
    console.log(`upload ${n + 1}: ${received.putMs.toFixed(0)} ms → ${received.publicUrl}`)
  }
  return runs
}

/** A record saved again with one field changed, as the dashboard's dialog does (its empty fields left out). */
async function saveWith(base: string, cookie: string, path: string, record: Record<string, unknown>, field: string, value: string) {
  const body = Object.fromEntries(Object.entries({ ...record, [field]: value }).filter(([, v]) => v !== null))
  const res = await fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`Saving ${path} failed: ${res.status} ${await res.text()}`)
}

/** The newest sermon's thumbnail, the next event's picture, the first staff member's photo. */
export async function placePhotos(base: string, cookie: string, [sermonPhoto, eventPhoto, staffPhoto]: string[]) {
  const get = async <T>(path: string) => (await (await fetch(`${base}${path}`)).json()) as T
  type Row = Record<string, unknown> & { id: string }
  const {
    items: [newest],
  } = await get<{ items: Row[] }>('/api/sermons?limit=1')
  const sermon = await get<Row>(`/api/sermons/${newest.id}`)
  await saveWith(base, cookie, `/api/admin/sermons/${sermon.id}`, sermon, 'thumbnailUrl', sermonPhoto)
  const upcoming = await get<Row[] | { items: Row[] }>('/api/events?upcoming=true&limit=1')
  const [next] = Array.isArray(upcoming) ? upcoming : upcoming.items
  const event = await get<Row>(`/api/events/${next.id}`)
  await saveWith(base, cookie, `/api/admin/events/${event.id}`, event, 'imageUrl', eventPhoto)
  const [person] = await get<Row[]>('/api/church/staff')
  await saveWith(base, cookie, `/api/admin/church/staff/${person.id}`, person, 'photoUrl', staffPhoto)
  return { sermon: sermon.id, event: event.id, staff: person.id }
}

/** The second and third newest sermons' thumbnails too, so home's three latest sermons all show a photo. */
export async function placeOnNextSermons(base: string, cookie: string, photos: string[]) {
  type Row = Record<string, unknown> & { id: string }
  const { items } = (await (await fetch(`${base}/api/sermons?limit=3`)).json()) as { items: Row[] }
  for (const [i, photo] of photos.entries()) {
    const sermon = (await (await fetch(`${base}/api/sermons/${items[i + 1].id}`)).json()) as Row
    await saveWith(base, cookie, `/api/admin/sermons/${sermon.id}`, sermon, 'thumbnailUrl', photo)
  }
}

export type PageBytes = { path: string; firstScreen: number; wholePage: number; files: string[] }

/**
 * Image bytes (headers and body as sent) a new phone downloads for a page: once the page has loaded
 * and the network is quiet (the first screen, and what the browser's lazy loading fetches near it),
 * then after scrolling to the bottom a screen at a time (every lazy image loaded). No service worker:
 * it only keeps what the page fetched.
 */
export async function phoneImageBytes(base: string, paths: string[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const out: PageBytes[] = []
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      })
      const page = await context.newPage()
      let bytes = 0
      let inFlight = 0
      let lastActivity = performance.now()
      const files: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() !== 'image') return
        inFlight++
        lastActivity = performance.now()
      })
      page.on('requestfailed', (r) => {
        if (r.resourceType() !== 'image') return
        // This machine has no internet: a picture from another site (a YouTube thumbnail) fails here.
        files.push(`failed: ${new URL(r.url()).host}${new URL(r.url()).pathname}`)
        inFlight--
        lastActivity = performance.now()
      })
      page.on('requestfinished', async (r) => {
        if (r.resourceType() !== 'image') return
        const sizes = await r.sizes()
        bytes += sizes.responseBodySize + sizes.responseHeadersSize
        files.push(
          `${new URL(r.url()).pathname.split('/').pop()} ${((sizes.responseBodySize + sizes.responseHeadersSize) / 1024).toFixed(0)} KB`,
        )
        inFlight--
        lastActivity = performance.now()
      })
      const quiet = async () => {
        while (inFlight > 0 || performance.now() - lastActivity < 1000) await Bun.sleep(100)
      }
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
      await quiet()
      const firstScreen = bytes
      files.push('-- scrolled --')
      for (;;) {
        const atBottom = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight)
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
        })
        await Bun.sleep(300)
        if (atBottom) break
      }
      await quiet()
      out.push({ path, firstScreen, wholePage: bytes, files })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return out
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

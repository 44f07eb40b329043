import { describe, expect, test } from 'bun:test'
import sharp from 'sharp'
import { fakeS3 } from '../../test/fake-s3'
import { testApp } from '../../test/harness'
import { pruneUnusedPictures } from '../housekeeping/service'
import { storageFor } from './storage'

const bucket = fakeS3('church')
const objects = bucket.objects
const t = await testApp(bucket.env)
const admin = await t.admin()
const PNG = new Uint8Array(
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer(),
)

const put = (uploadUrl: string, body: Uint8Array, type = 'image/png') =>
  t.app.handle(
    new Request(`http://localhost${uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': type },
      body: new Blob([body as Uint8Array<ArrayBuffer>]),
    }),
  )

describe('uploads to S3-compatible storage', () => {
  test('the published files and the original go to the bucket through presigned PUTs; the address is the bucket’s', async () => {
    const slot = (await t.request('POST', '/api/upload-image', { body: { fileName: 'logo.png', contentType: 'image/png' }, cookie: admin }))
      .json
    const res = await put(slot.uploadUrl, PNG)
    expect(res.status).toBe(200)
    const { publicUrl } = await res.json()
    expect(publicUrl).toMatch(/^https:\/\/cdn\.example\.org\/church\/[0-9a-f-]{36}_40x30_[0-9a-f]{6}_40\.jpg$/)
    const stem = publicUrl
      .split('/')
      .pop()
      .replace(/\.jpg$/, '')
    expect(objects.get(`${stem}.jpg`)?.type).toBe('image/jpeg')
    expect(objects.get(`${stem}.webp`)?.type).toBe('image/webp')
    expect(objects.get(`${stem}.avif`)?.type).toBe('image/avif')
    // The original as it came, under a name of its own that the published names do not give away.
    const original = [...objects.entries()].find(([key]) => key.startsWith('originals/'))
    expect(original?.[1].bytes).toEqual(PNG)
    expect(original?.[0]).not.toContain(stem.split('_')[0])
  })

  test('HTML posing as an image never reaches the bucket', async () => {
    const before = objects.size
    const slot = (await t.request('POST', '/api/upload-image', { body: { fileName: 'x.png', contentType: 'image/png' }, cookie: admin }))
      .json
    const res = await put(slot.uploadUrl, new TextEncoder().encode('<html><script>alert(1)</script></html>'))
    expect(res.status).toBe(415)
    expect(objects.size).toBe(before)
  })

  test('when the bucket refuses, staff get a clear 502 and nothing is claimed to be stored', async () => {
    bucket.state.refuse = true
    const slot = (await t.request('POST', '/api/upload-image', { body: { fileName: 'y.png', contentType: 'image/png' }, cookie: admin }))
      .json
    const res = await put(slot.uploadUrl, PNG)
    bucket.state.refuse = false
    expect(res.status).toBe(502)
    expect((await res.json()).message).toBe('The image store did not accept the file. Please try again.')
  })

  test('housekeeping removes from the bucket a picture nothing uses any more', async () => {
    const slot = (await t.request('POST', '/api/upload-image', { body: { fileName: 'z.png', contentType: 'image/png' }, cookie: admin }))
      .json
    const res = await put(slot.uploadUrl, PNG)
    expect(res.status).toBe(200)
    const id = (await res.json()).publicUrl.split('/').pop().split('_')[0] as string
    const stored = () => [...objects.keys()].filter((path) => path.includes(id) || path.startsWith('originals/'))
    expect(stored().length).toBeGreaterThanOrEqual(4)
    const aWeekLater = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)
    expect(await pruneUnusedPictures(t.db, storageFor(t.config), aWeekLater)).toBeGreaterThanOrEqual(1)
    // Every size, every format and the original are gone.
    expect(stored()).toEqual([])
  })
})

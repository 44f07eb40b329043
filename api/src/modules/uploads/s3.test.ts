import { describe, expect, test } from 'bun:test'
import { fakeS3 } from '../../test/fake-s3'
import { testApp } from '../../test/harness'
import { pruneUnusedPictures } from '../housekeeping/service'
import { storageFor } from './storage'

const bucket = fakeS3('church')
const objects = bucket.objects
const t = await testApp(bucket.env)
const admin = await t.admin()
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
])

const put = (uploadUrl: string, body: Uint8Array, type = 'image/png') =>
  t.app.handle(
    new Request(`http://localhost${uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': type },
      body: new Blob([body as Uint8Array<ArrayBuffer>]),
    }),
  )

describe('uploads to S3-compatible storage', () => {
  test('checked bytes go to the bucket through a presigned PUT; the public URL is the bucket’s', async () => {
    const slot = (await t.request('POST', '/api/upload-image', { body: { fileName: 'logo.png', contentType: 'image/png' }, cookie: admin }))
      .json
    expect(slot.publicUrl).toMatch(/^https:\/\/cdn\.example\.org\/church\/[0-9a-f-]{36}\.png$/)
    const res = await put(slot.uploadUrl, PNG)
    expect(res.status).toBe(200)
    expect((await res.json()).publicUrl).toBe(slot.publicUrl)
    const key = slot.publicUrl.split('/').pop()
    const stored = objects.get(key)
    expect(stored?.type).toBe('image/png')
    expect(stored?.bytes).toEqual(PNG)
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
    expect((await put(slot.uploadUrl, PNG)).status).toBe(200)
    const key = slot.publicUrl.split('/').pop() as string
    expect([...objects.keys()].some((path) => path.endsWith(key))).toBe(true)
    const aWeekLater = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)
    expect(await pruneUnusedPictures(t.db, storageFor(t.config), aWeekLater)).toBeGreaterThanOrEqual(1)
    expect([...objects.keys()].some((path) => path.endsWith(key))).toBe(false)
  })
})

import type { Page } from '@playwright/test'

/** A 2400×1600 photo drawn in the page (a gradient and a disc off-centre, so a focal point shows), as JPEG bytes. */
export async function drawPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2400, 1600)
    const draw = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    const gradient = draw.createLinearGradient(0, 0, 2400, 1600)
    gradient.addColorStop(0, '#1d6f8a')
    gradient.addColorStop(1, '#e8b04a')
    draw.fillStyle = gradient
    draw.fillRect(0, 0, 2400, 1600)
    draw.fillStyle = '#f8fafc'
    draw.beginPath()
    draw.arc(720, 320, 200, 0, Math.PI * 2)
    draw.fill()
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (const byte of bytes) text += String.fromCharCode(byte)
    return btoa(text)
  })
  return Buffer.from(base64, 'base64')
}

/** A photo uploaded as an image field does, under `fileName`: the address the server published it at. */
export async function uploadPhoto(page: Page, fileName: string): Promise<string> {
  const photo = await drawPhoto(page)
  return page.evaluate(
    async ({ fileName, bytes }) => {
      const body = new Uint8Array(bytes)
      const asked = await fetch('/api/upload-image', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileName, contentType: 'image/jpeg', size: body.length }),
      })
      const { uploadUrl } = await asked.json()
      const sent = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body })
      return (await sent.json()).publicUrl as string
    },
    { fileName, bytes: [...photo] },
  )
}

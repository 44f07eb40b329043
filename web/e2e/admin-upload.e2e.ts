import { signInAsAdmin } from './support/admin'
import { expect, test } from './support/test'

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

test.describe('uploading an image from a form', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page, 'sermons')
    await page.getByRole('button', { name: 'Add Sermon' }).click()
  })

  test('an image uploads, fills the field with its address and shows a preview', async ({ page, request }) => {
    await page.getByLabel('Upload an image for Thumbnail').setInputFiles({ name: 'cross.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByText('Image uploaded successfully!')).toBeVisible()
    const field = page.getByRole('textbox', { name: 'Thumbnail' })
    // Published as a picture 1 px wide; its fallback stays a PNG (its one pixel is see-through).
    await expect(field).toHaveValue(/^\/uploads\/[0-9a-f-]{36}_1x1_[0-9a-f]{6}_1\.png$/)
    await expect(page.getByRole('img', { name: 'Preview of Thumbnail' })).toBeVisible()
    const served = await request.get(await field.inputValue())
    expect(served.headers()['content-type']).toBe('image/png')
    expect(served.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('a file that is not an image is refused before anything is sent', async ({ page }) => {
    let asked = false
    page.on('request', (r) => {
      if (r.url().includes('/api/upload-image')) asked = true
    })
    await page
      .getByLabel('Upload an image for Thumbnail')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByText('Please select a valid image file')).toBeVisible()
    expect(asked).toBe(false)
  })

  test('an image over 25 MB is refused', async ({ page }) => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0)
    PNG.copy(big)
    await page.getByLabel('Upload an image for Thumbnail').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big })
    await expect(page.getByText('Image must be smaller than 25MB')).toBeVisible()
  })

  test("a failed upload says 'Failed to upload image. Please try again.', and a broken preview is hidden", async ({ page }) => {
    await page.route('**/api/uploads/**', (route) => route.fulfill({ status: 500, json: { message: 'disk full' } }))
    await page.getByLabel('Upload an image for Thumbnail').setInputFiles({ name: 'cross.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByText('Failed to upload image. Please try again.')).toBeVisible()
    // An image address that answers 404 at once (no waiting on DNS for a host that doesn't exist).
    await page.route('https://images.example.org/**', (route) => route.fulfill({ status: 404, body: '' }))
    await page.getByRole('textbox', { name: 'Thumbnail' }).fill('https://images.example.org/nothing.png')
    await expect(page.getByRole('img', { name: 'Preview of Thumbnail' })).toHaveCount(0)
  })
})

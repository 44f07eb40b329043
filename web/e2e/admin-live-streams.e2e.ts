import type { Page } from '@playwright/test'
import { dialog, signInAsAdmin } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
/** A YouTube-shaped id (11 characters) no other record uses. */
const videoId = () => `m${stamp()}`.slice(0, 11).padEnd(11, 'x')

/** '10:30 AM' from '10:30', as the site writes a time. */
const clock = (time: string) => {
  const [h, m] = time.split(':').map(Number)
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}
/** The toast staff see; dismissed as a person would, so the next one (one at a time) can show. */
async function expectToast(page: Page, text: string) {
  const region = page.getByRole('region', { name: /notifications/i })
  await expect(region.getByText(text, { exact: true })).toBeVisible()
  await region.getByRole('button', { name: 'Dismiss notification' }).click()
}

test.describe('recorded services by hand', () => {
  test('staff add a recorded service with a thumbnail, see it on /live-streams, edit it and delete it', async ({ page }) => {
    const title = `Evensong by hand ${stamp()}`
    const video = videoId()
    await signInAsAdmin(page, 'live-streams')
    await page.getByRole('button', { name: 'Add Live Stream' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Add Live Stream' })).toBeVisible()

    // The server's own messages, before anything is sent.
    await dialog(page).getByLabel('YouTube URL').fill('youtube')
    await dialog(page).getByRole('button', { name: 'Create' }).click()
    await expect(dialog(page).getByText('Title is required')).toBeVisible()
    await expect(dialog(page).getByText('Date is required')).toBeVisible()
    await expect(dialog(page).getByText('Please enter a valid URL', { exact: true })).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await dialog(page).getByLabel('Title').fill(title)
    await dialog(page).getByLabel('Date').fill('2026-02-01')
    await dialog(page).getByLabel('Duration').fill('1:14:09')
    await dialog(page).getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${video}`)
    await dialog(page).getByLabel('Description').fill('Choral Evensong for Candlemas.\n\nWith the parish choir.')
    await dialog(page)
      .getByLabel('Upload an image for Thumbnail')
      .setInputFiles({ name: 'evensong.png', mimeType: 'image/png', buffer: PNG })
    // The toast sits outside the open dialog, which hides the rest of the page from the accessibility tree.
    await expect(page.getByText('Image uploaded successfully!')).toBeVisible()
    // Closed as staff would, so it no longer sits over the dialog's buttons; the dialog stays open.
    await page.getByLabel('Dismiss notification').click()
    await expect(page.getByText('Image uploaded successfully!')).toBeHidden()
    const thumbnailField = dialog(page).getByRole('textbox', { name: 'Thumbnail' })
    // Published at its own size (decision 0032): the address says its shape and colour.
    await expect(thumbnailField).toHaveValue(/^\/uploads\/[0-9a-f-]{36}_\d+x\d+_[0-9a-f]{6}_\d+\.(png|jpg)$/)
    await expect(dialog(page).getByRole('img', { name: 'Preview of Thumbnail' })).toBeVisible()
    const thumbnail = await thumbnailField.inputValue()
    await dialog(page).getByRole('button', { name: 'Create' }).click()
    await expectToast(page, 'Live stream created successfully')
    await expect(dialog(page)).toBeHidden()

    const row = page.getByRole('table', { name: 'Live stream archive' }).getByRole('row', { name: new RegExp(title) })
    await expect(row).toBeVisible()
    await expect(row.getByText('February 1, 2026')).toBeVisible()
    await expect(row.getByText('1:14:09')).toBeVisible()
    await expect(row.getByText('Recorded', { exact: true })).toBeVisible()

    // Visitors find it on the live-streams page, with the uploaded picture and its own page.
    await page.goto(`/live-streams?search=${encodeURIComponent(title)}`)
    const cards = page.getByRole('list', { name: 'Services' }).locator(':scope > li')
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(cards.first().locator('img').first()).toHaveAttribute('src', thumbnail)
    await expect(cards.first().getByRole('link', { name: `Play ${title} on YouTube` })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${video}`,
    )
    await cards.first().getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('region', { name: 'About This Service' }).locator('p')).toHaveText([
      'Choral Evensong for Candlemas.',
      'With the parish choir.',
    ])

    // Edit: the dialog opens with what was saved.
    await page.goto('/admin?tab=live-streams')
    await row.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Edit Live Stream' })).toBeVisible()
    await expect(dialog(page).getByLabel('Title')).toHaveValue(title)
    await expect(dialog(page).getByLabel('Date')).toHaveValue('2026-02-01')
    await expect(dialog(page).getByLabel('Duration')).toHaveValue('1:14:09')
    await expect(dialog(page).getByRole('textbox', { name: 'Thumbnail' })).toHaveValue(thumbnail)
    await dialog(page).getByLabel('Title').fill('')
    await dialog(page).getByRole('button', { name: 'Update' }).click()
    await expect(dialog(page).getByText('Title is required')).toBeVisible()
    const renamed = `${title} (Candlemas)`
    await dialog(page).getByLabel('Title').fill(renamed)
    await dialog(page).getByLabel('Duration').fill('1:15:00')
    await dialog(page).getByRole('button', { name: 'Update' }).click()
    await expectToast(page, 'Live stream updated successfully')
    const renamedRow = page
      .getByRole('table', { name: 'Live stream archive' })
      .getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) })
    await expect(renamedRow.getByText('1:15:00')).toBeVisible()
    // Marked live from the table, an edit keeps it live.
    await renamedRow.getByRole('button', { name: `Mark as Live: ${renamed}` }).click()
    await expectToast(page, 'Live stream marked as live')
    await renamedRow.getByRole('button', { name: `Edit ${renamed}` }).click()
    await dialog(page).getByLabel('Duration').fill('')
    await dialog(page).getByRole('button', { name: 'Update' }).click()
    await expectToast(page, 'Live stream updated successfully')
    await expect(renamedRow.getByText('Live', { exact: true })).toBeVisible()
    await expect(renamedRow.getByText('—').first()).toBeVisible()

    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Item deleted successfully')
    await expect(renamedRow).toHaveCount(0)
    await page.goto(`/live-streams?search=${encodeURIComponent(title)}`)
    await expect(page.getByText('No services found matching your search.')).toBeVisible()
  })

  test('a Sunday service staff enter shows on home as the next service', async ({ page }) => {
    await signInAsAdmin(page)
    const next = (await (await page.request.get('/api/sunday-services/next')).json()).service as {
      id: string
      date: string
      time: string
      location: string
      youtubeUrl: string
    }
    const place = `Chapel of St. Francis ${stamp()}`
    const link = `https://www.youtube.com/watch?v=${videoId()}`
    const save = (body: Record<string, unknown>) => page.request.put(`/api/admin/sunday-services/${next.id}`, { data: body })
    try {
      // As staff do it, in the Sunday Services tab.
      await page.goto('/admin?tab=services')
      const dateText = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${next.date}T12:00:00Z`),
      )
      await page.getByRole('button', { name: `Edit service on ${dateText} at ${clock(next.time)}` }).click()
      await dialog(page).getByLabel('Location').fill(place)
      await dialog(page).getByLabel('YouTube URL').fill(link)
      await dialog(page).getByRole('button', { name: 'Update' }).click()
      await expectToast(page, 'Sunday service updated successfully')

      await page.goto('/')
      const card = page.getByRole('region', { name: /^(Next|Today's) Sunday Service$/ })
      await expect(card.getByText(place)).toBeVisible()
      await expect(card.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })).toHaveAttribute('href', link)
    } finally {
      expect((await save({ date: next.date, time: next.time, location: next.location, youtubeUrl: next.youtubeUrl })).ok()).toBe(true)
    }
  })
})

import type { Page } from '@playwright/test'
import { dialog, dismissToast, signInAsAdmin, toast } from './support/admin'
import { stamp } from './support/inbox'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { drawPhoto, uploadPhoto } from './support/photos'
import { expect, test } from './support/test'

/** The Media tab showing only the pictures that match `search` (other tests upload pictures too). */
async function searchMedia(page: Page, search: string) {
  await page.getByLabel('Search pictures').fill(search)
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1–1 of 1$/ })).toBeVisible()
}

test.describe('the Media tab', () => {
  test('a picture uploaded from the tab is listed, then described and given a focal point', async ({ page }) => {
    await signInAsAdmin(page, 'media')
    await expect(page.getByRole('heading', { name: 'Media', level: 2 })).toBeVisible()
    const fileName = `Nave ${stamp()}.jpg`
    await page.getByLabel('Upload picture').setInputFiles({ name: fileName, mimeType: 'image/jpeg', buffer: await drawPhoto(page) })
    await expect(toast(page, 'Image uploaded successfully!')).toBeVisible()
    await dismissToast(page)
    // Newest first: it is on the first page without a search.
    const row = page.getByRole('row', { name: new RegExp(fileName) })
    await expect(row).toBeVisible()
    await searchMedia(page, fileName)
    await expect(row).toContainText('2400 × 1600 px')
    await expect(row).toContainText('Not used')
    await expect(row).toContainText('Not described yet')

    await page.getByRole('button', { name: `Edit ${fileName}` }).click()
    const edit = dialog(page)
    await expect(edit.getByRole('heading', { name: 'Edit picture' })).toBeVisible()
    // Nothing said, not decorative: the dialog says what it needs.
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit.getByText('Describe what the picture shows, or mark it as decorative.')).toBeVisible()
    await expect(edit.getByLabel('Description (alt text)')).toHaveAttribute('aria-invalid', 'true')
    await edit.getByLabel('Description (alt text)').fill('A white moon over a teal and gold evening sky')

    // The focal point by keyboard: 1% a press, 10% with Shift.
    const focal = edit.getByRole('button', { name: /^Focal point:/ })
    await expect(focal).toHaveAccessibleName('Focal point: 50% across, 50% down')
    await focal.focus()
    await page.keyboard.press('Shift+ArrowLeft')
    await page.keyboard.press('Shift+ArrowLeft')
    await page.keyboard.press('Shift+ArrowUp')
    await page.keyboard.press('Shift+ArrowUp')
    await page.keyboard.press('Shift+ArrowUp')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowDown')
    await expect(focal).toHaveAccessibleName('Focal point: 30% across, 20% down')
    // The previews crop to it.
    await expect(edit.locator('img.rounded-full')).toHaveCSS('object-position', '30% 20%')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Picture updated successfully')).toBeVisible()
    await expect(edit).toHaveCount(0)

    // Saved: a reload shows it.
    await page.reload()
    await searchMedia(page, fileName)
    await expect(row).toContainText('A white moon over a teal and gold evening sky')
    await expect(row.getByRole('img', { name: 'A white moon over a teal and gold evening sky' })).toBeVisible()
    await page.getByRole('button', { name: `Edit ${fileName}` }).click()
    await expect(edit.getByLabel('Description (alt text)')).toHaveValue('A white moon over a teal and gold evening sky')
    await expect(edit.getByRole('button', { name: 'Focal point: 30% across, 20% down' })).toBeVisible()
    // A click on the picture puts the point there.
    const box = await focal.boundingBox()
    if (!box) throw new Error('the picture has no box')
    await focal.click({ position: { x: box.width * 0.75, y: box.height * 0.5 } })
    await expect(focal).toHaveAccessibleName(/^Focal point: (74|75|76)% across, (49|50|51)% down$/)
  })

  test("'Choose from Media' in the Add Sermon dialog fills the Thumbnail with a picture already uploaded", async ({ page }) => {
    await signInAsAdmin(page, 'sermons')
    const fileName = `Chalice ${stamp()}.jpg`
    const address = await uploadPhoto(page, fileName)
    expect(address).toMatch(/^\/uploads\/.+_2400x1600_[0-9a-f]{6}_1920\.jpg$/)
    await page.getByRole('button', { name: 'Add Sermon' }).click()
    await page.getByRole('button', { name: 'Choose from Media' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose from Media' })
    await expect(picker).toBeVisible()
    await picker.getByLabel('Search pictures').fill(fileName)
    await expect(picker.getByRole('button', { name: /^Choose / })).toHaveCount(1)
    await expectNoSeriousA11yIssues(page)
    await page.screenshot({ path: `${screensDir(test.info().outputDir)}/media-picker-1280.png` })
    await picker.getByRole('button', { name: `Choose ${fileName}` }).click()
    await expect(picker).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Thumbnail' })).toHaveValue(address)
    await expect(page.getByRole('img', { name: 'Preview of Thumbnail' })).toBeVisible()
    // The Add Sermon dialog is still open, for the rest of the sermon.
    await expect(page.getByRole('dialog', { name: 'Add Sermon' })).toBeVisible()
  })

  test('a picture still used cannot be deleted; an unused one can', async ({ page }) => {
    await signInAsAdmin(page)
    const used = `Font ${stamp()}.jpg`
    const address = await uploadPhoto(page, used)
    const title = `Media in use ${stamp()}`
    // Dated long ago, so the lists other tests read first stay as they were; deleted at the end.
    const sermon = await page.request.post('/api/admin/sermons', {
      data: { title, speaker: 'The Rev. Lens', date: '2019-03-10', thumbnailUrl: address },
    })
    expect(sermon.status()).toBe(201)
    const unused = `Spare ${stamp()}.jpg`
    await uploadPhoto(page, unused)
    try {
      await page.goto('/admin?tab=media')
      await searchMedia(page, used)
      await expect(page.getByRole('row', { name: new RegExp(used) })).toContainText(`Sermon: ${title}`)
      await page.getByRole('button', { name: `Delete ${used}` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expect(toast(page, `This picture is still used by “${title}” (sermon). Choose another picture there first.`)).toBeVisible()
      await dismissToast(page)
      await expect(page.getByRole('row', { name: new RegExp(used) })).toBeVisible()

      await searchMedia(page, unused)
      await page.getByRole('button', { name: `Delete ${unused}` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expect(toast(page, `Deleted ${unused}.`)).toBeVisible()
      await expect(page.getByText(`No pictures match “${unused}”.`)).toBeVisible()
    } finally {
      const id = ((await sermon.json()) as { id: string }).id
      await page.request.delete(`/api/admin/sermons/${id}`)
    }
  })

  test('the tab and its Edit dialog have no serious accessibility problems, at 1280 px and 390 px', async ({ page }) => {
    await signInAsAdmin(page)
    const fileName = `Lychgate ${stamp()}.jpg`
    await uploadPhoto(page, fileName)
    const screens = screensDir(test.info().outputDir)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto('/admin?tab=media')
      await expect(page.getByRole('heading', { name: 'Media', level: 2 })).toBeVisible()
      await expect(page.getByText('Loading...')).toHaveCount(0)
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${screens}/media-tab-${width}.png`, fullPage: true })
      await searchMedia(page, fileName)
      await page.getByRole('button', { name: `Edit ${fileName}` }).click()
      const edit = dialog(page)
      await expect(edit.getByRole('heading', { name: 'Edit picture' })).toBeVisible()
      await expect
        .poll(() =>
          edit
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true)
      await expectNoSeriousA11yIssues(page)
      await page.screenshot({ path: `${screens}/media-edit-${width}.png`, fullPage: true })
      // Every control of the dialog is at least 24 px each way (docs/product.md#tap-targets); the checkbox's target is its whole label.
      for (const control of await edit.locator('button, input:not([type=checkbox]), textarea, label:has(input[type=checkbox])').all()) {
        const box = await control.boundingBox()
        if (!box || (await control.evaluate((element) => element.classList.contains('sr-only')))) continue
        expect(box.width, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(24)
        expect(box.height, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(24)
      }
      await edit.getByRole('button', { name: 'Cancel' }).click()
      await expect(edit).toHaveCount(0)
    }
  })
})

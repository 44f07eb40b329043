import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { answerClearAll, signInAsAdmin } from './support/admin'
import { expect, test } from './support/test'

/** A name no other test (or run) uses, so tests sharing the database never meet. */
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
/** An 11-character video id of our own (sermons are unique per video). */
const videoId = () => `e2e${Math.random().toString(36).slice(2)}xxxxxxxx`.slice(0, 11)

const sermonRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Sermons, newest first' }).getByRole('row').filter({ hasText: title })

test('staff add a sermon, see the rules, edit it and delete it', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  const title = unique('Grace Abounds')
  const table = page.getByRole('table', { name: 'Sermons, newest first' })
  await expect(table).toBeVisible()

  // Create mode: no sermon chosen.
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Sermon' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('YouTube URL').fill('not a link')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await expect(dialog.getByText('Speaker is required')).toBeVisible()
  await expect(dialog.getByText('Date is required')).toBeVisible()
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible()

  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Speaker').fill('Pastor Ann')
  await dialog.getByLabel('Date').fill('2031-05-04')
  await dialog.getByLabel('Series').fill('Letters')
  const id = videoId()
  await dialog.getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${id}`)
  await dialog.getByLabel('Tags (separated by commas)').fill('grace, faith, grace')
  // Hold the answer a moment, so 'Saving...' can be seen.
  await page.route('**/api/admin/sermons', async (route) => {
    await new Promise((done) => setTimeout(done, 400))
    await route.continue()
  })
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  await expect(page.getByText('Sermon created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.unroute('**/api/admin/sermons')

  const row = sermonRow(page, title)
  await expect(row).toContainText('Pastor Ann')
  await expect(row).toContainText('May 4, 2031')
  await expect(row).toContainText('Letters')
  await expect(row.getByRole('link', { name: `Watch ${title} (opens in a new tab)` })).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${id}`,
  )
  await expect(row.getByRole('link', { name: /Watch/ })).toHaveAttribute('target', '_blank')

  // Edit mode: the sermon's values, 'Update', and the list refreshes.
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Sermon' })
  await expect(edit.getByLabel('Title')).toHaveValue(title)
  await expect(edit.getByLabel('Tags (separated by commas)')).toHaveValue('grace, faith')
  await edit.getByLabel('Speaker').fill('Pastor Ben')
  await edit.getByLabel('Series').fill('')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Sermon updated successfully')).toBeVisible()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('Pastor Ben')
  await expect(row).not.toContainText('Letters')

  // A fresh Add starts empty again.
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Sermon' }).getByLabel('Title')).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Add Sermon' })).toBeHidden()

  // Delete asks first; Cancel keeps it.
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Sermon' })
  await expect(confirm).toContainText(`Are you sure you want to delete "${title}"? You can undo it from the message that follows.`)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('alertdialog', { name: 'Delete Sermon' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Item deleted successfully')).toBeVisible()
  await expect(row).toHaveCount(0)
  // The toast's Undo puts it back as it was.
  await page
    .getByRole('region', { name: /notifications/i })
    .getByRole('button', { name: 'Undo' })
    .click()
  await expect(page.getByText('Restored 1 sermon.')).toBeVisible()
  await expect(row).toContainText('Pastor Ben')
})

test('the Scripture field says how it reads as it is typed, and warns in plain words of what it cannot read', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Sermon' })
  const scripture = dialog.getByLabel('Scripture')
  await scripture.fill('Jn 3:16-21; Rom 8')
  await expect(dialog.getByText('Read as: John 3:16–21; Romans 8')).toBeVisible()
  await expect(dialog.getByText(/couldn't read/)).toHaveCount(0)
  await scripture.fill('Jhn 33:99; Rom 8')
  await expect(dialog.getByText('Read as: Romans 8')).toBeVisible()
  await expect(
    dialog.getByText("We couldn't read ‘Jhn 33:99’ as a passage; it will still show as typed, but won't be listed under Scripture."),
  ).toBeVisible()
  // Announced politely, and tied to the field.
  await expect(scripture).toHaveAccessibleDescription(/We couldn't read/)
  await page.keyboard.press('Escape')
})

test('a sermon the server refuses keeps the dialog open with the server message on the field', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  await page.route('**/api/admin/sermons', (route) =>
    route.fulfill({ status: 422, json: { message: 'Speaker is required', fields: { speaker: 'Speaker is required' } } }),
  )
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Sermon' })
  await dialog.getByLabel('Title').fill(unique('Refused'))
  await dialog.getByLabel('Speaker').fill('Someone')
  await dialog.getByLabel('Date').fill('2030-01-01')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Speaker is required')).toBeVisible()
  // The toast says it too (behind the open dialog, so not in its accessibility tree), in words, without a status code.
  await expect(page.locator('[data-scope="toast"][data-part="description"]')).toHaveText('Speaker is required')
  // (A status code stands alone: other tests' records carry numbers, 'Easter Sunday 1796174224583'.)
  await expect(page.getByText(/\b422\b/)).toHaveCount(0)
  await expect(dialog).toBeVisible()
})

test('bulk update: the messages, a preview that writes nothing, then apply', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  const box = page.getByRole('region', { name: 'Bulk Update' })
  const text = box.getByLabel('Sermon data (tab-delimited)')
  const preview = box.getByRole('button', { name: 'Preview' })

  await preview.click()
  await expect(box.getByText('Please paste your tab-delimited sermon data')).toBeVisible()
  await text.fill('Title\tSpeaker\tDate\n\n')
  await preview.click()
  await expect(box.getByText('No data found to update')).toBeVisible()
  await text.fill('Title\tSpeaker\nOne\tTwo\tThree')
  await preview.click()
  await expect(box.getByText('Failed to parse data. Please check your formatting.')).toBeVisible()

  const first = unique('Bulk Hope')
  const second = unique('Bulk Peace')
  const noSpeaker = unique('Bulk Nobody')
  await text.fill(
    [
      'TITLE\tSpeaker\tDate\tSeries\tYouTube URL',
      `${first}\tPastor Cy\t3/8/2032\tAdvent\thttps://youtu.be/${videoId()}`,
      `${second}\tPastor Di\t2032-03-15\t\t`,
      `${noSpeaker}\t\t2032-03-22\t\t`,
    ].join('\n'),
  )
  await preview.click()
  const previewTable = box.getByRole('table', { name: 'What applying the pasted rows will do' })
  await expect(box.getByText('2 to create, 0 to update, 1 skipped. Nothing has been saved yet.')).toBeVisible()
  await expect(previewTable.getByRole('row').filter({ hasText: first })).toContainText('Create')
  await expect(previewTable.getByRole('row').filter({ hasText: second })).toContainText('Create')
  await expect(previewTable.getByRole('row').filter({ hasText: noSpeaker })).toContainText('Skip')
  await expect(previewTable.getByRole('row').filter({ hasText: noSpeaker })).toContainText('Speaker is required')
  // Nothing written yet.
  await expect(sermonRow(page, first)).toHaveCount(0)

  await box.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Sermons updated: 2 created, 0 updated, 1 skipped')).toBeVisible()
  await expect(sermonRow(page, first)).toContainText('March 8, 2032')
  await expect(sermonRow(page, second)).toContainText('Pastor Di')
  await expect(text).toHaveValue('')

  // The same title and date again is an update, shown as such before it is applied.
  await text.fill(`Series\tdate\ttitle\nEaster\t2032-03-15\t${second}`)
  await preview.click()
  await expect(box.getByText('0 to create, 1 to update, 0 skipped.')).toBeVisible()
  await expect(previewTable.getByRole('row').filter({ hasText: second })).toContainText('Update')
  // Changing the text drops the preview: it no longer matches.
  await text.press('End')
  await text.pressSequentially(' ')
  await expect(previewTable).toBeHidden()
  await preview.click()
  await box.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Sermons updated: 0 created, 1 updated, 0 skipped')).toBeVisible()
  await expect(sermonRow(page, second)).toContainText('Easter')
})

test("a search with a comma ('Nov 24, 2024') finds the sermon, with no error toast", async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  const title = unique('Thanksgiving, Nov 24, 2024')
  const added = await page.request.post('/api/admin/sermons', {
    data: { title, speaker: 'Smith, John', date: '2024-11-24', youtubeUrl: `https://www.youtube.com/watch?v=${videoId()}` },
  })
  expect(added.status()).toBe(201)
  await page.getByLabel('Search sermons').fill('Nov 24, 2024')
  await expect(sermonRow(page, title)).toBeVisible()
  await expect(sermonRow(page, title)).toContainText('Smith, John')
  await expect(page.getByText('could not be loaded')).toHaveCount(0)
  await expect(page.getByRole('region', { name: /notifications/i }).getByText('Error')).toHaveCount(0)
})

test('a description written with a bold word and a link shows so on the sermon page', async ({ page }) => {
  // The editor is fetched and typed into key by key: more time on a shared machine.
  test.slow()
  await signInAsAdmin(page, 'sermons')
  const title = unique('Glad Tidings')
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Sermon' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Speaker').fill('Pastor Ann')
  await dialog.getByLabel('Date').fill('2026-05-03')
  const editor = dialog.getByRole('textbox', { name: 'Description' })
  await editor.click()
  await page.keyboard.type('We are ')
  await page.keyboard.press('Control+B')
  await page.keyboard.type('glad')
  await page.keyboard.press('Control+B')
  await page.keyboard.type(' to see you. Read more')
  // 'Read more' selected, then Ctrl+K: the link's dialog (as admin-rich-text.e2e.ts does it).
  await editor.evaluate((element) => {
    const words = element.querySelector('p')?.lastChild
    if (!words?.textContent) throw new Error('no words typed')
    const end = words.textContent.length
    element.ownerDocument.getSelection()?.setBaseAndExtent(words, end, words, end - 'Read more'.length)
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true }))
  })
  const linkDialog = page.getByRole('dialog', { name: 'Add a link' })
  await expect(linkDialog.getByRole('textbox', { name: 'Where the link goes' })).toBeFocused()
  await page.keyboard.type('https://example.org/more')
  await page.keyboard.press('Enter')
  await expect(linkDialog).toBeHidden()
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/sermons')
  await dialog.getByRole('button', { name: 'Create' }).click()
  const answer = await saved
  expect(answer.status()).toBe(201)
  const { id, description } = await answer.json()
  // The words everything else reads (search, feeds, page heads) are the server's.
  expect(description).toBe('We are glad to see you. Read more')

  await page.goto(`/sermons/${id}`)
  const about = page.getByRole('region', { name: 'About This Sermon' })
  await expect(about.locator('strong')).toHaveText('glad')
  await expect(about.getByRole('link', { name: /Read more/ })).toHaveAttribute('href', 'https://example.org/more')
})

test('clear all sermons asks with the exact words and shows the server message', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  const cleared = await answerClearAll(page, '**/api/admin/sermons/clear-all', { message: 'Deleted 16 sermons', deleted: 16 })
  await page.getByRole('button', { name: 'Clear All Sermons' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Clear All Sermons' })
  await expect(confirm).toContainText(
    'sermons at once. You can undo it from the message that follows, or restore them from Recently deleted for 30 days.',
  )
  await confirm.getByLabel(/^To confirm, type/).fill('sermons')
  await confirm.getByRole('button', { name: 'Delete All Sermons' }).click()
  await expect(page.getByText('Deleted 16 sermons')).toBeVisible()
  await expect(confirm).toBeHidden()
  expect(cleared()).toBe(true)
})

test('the sermons tab and its dialog are accessible', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  await expect(page.getByRole('table', { name: 'Sermons, newest first' })).toBeVisible()
  const serious = (violations: { impact?: string | null }[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([])
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  await page.getByRole('dialog', { name: 'Add Sermon' }).getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  expect(serious((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations)).toEqual([])
})

import { answerClearAll, dialog, dismissToast, expectAccessibleTab, openAddDialog, signInAsAdmin, toast } from './support/admin'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

test('staff add, edit and delete an event, with the form’s messages', async ({ page }) => {
  const title = `Youth Night ${Date.now()}`
  // Create mode: no event chosen, empty form, 'Create'.
  await openAddDialog(page, 'events', 'Events', 'Add Event')
  await expect(dialog(page).getByLabel('Title')).toHaveValue('')
  await dialog(page).getByLabel('Image', { exact: true }).fill('not a url')
  await dialog(page).getByLabel('External link (URL)').fill('example.org')
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await expect(dialog(page).getByText('Title is required')).toBeVisible()
  await expect(dialog(page).getByText('Date is required')).toBeVisible()
  await expect(dialog(page).getByText('Please enter a valid URL or upload an image')).toBeVisible()
  await expect(dialog(page).getByText('Please enter a valid URL', { exact: true })).toBeVisible()
  await expect(dialog(page).getByLabel('Title')).toBeFocused()

  await dialog(page).getByLabel('Title').fill(title)
  await dialog(page).getByRole('textbox', { name: 'Description' }).fill('Games, worship and pizza.')
  await dialog(page).getByLabel('Date').fill('2031-03-07')
  await dialog(page).getByLabel('Start time').fill('18:30')
  await dialog(page).getByLabel('End time').fill('20:30')
  await dialog(page).getByLabel('Location').fill('Fellowship Hall')
  await dialog(page).getByLabel('Image', { exact: true }).fill('/uploads/youth.jpg')
  await dialog(page).getByLabel('External link (URL)').fill('https://example.org/youth')
  await dialog(page).getByLabel('Link text').fill('Sign up')
  await dialog(page).getByLabel('This event repeats').check()
  await dialog(page).getByLabel('Repeats', { exact: true }).selectOption({ label: 'Monthly' })
  await dialog(page).getByRole('radio', { name: 'On the first Friday' }).check()
  await dialog(page).getByLabel('Shown as').fill('First Friday of the month')

  // 'Saving...' while the request is on its way, and the button can't be pressed twice.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/admin/events', async (route) => {
    await held
    await route.continue()
  })
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Saving...' })).toBeDisabled()
  release()
  await expect(toast(page, 'Event created successfully')).toBeVisible()
  await dismissToast(page)
  await expect(dialog(page)).toBeHidden()
  await page.unroute('**/api/admin/events')

  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('March 7, 2031')
  await expect(row).toContainText('6:30 PM – 8:30 PM')
  await expect(row).toContainText('Fellowship Hall')
  await expect(row).toContainText('First Friday of the month')

  // Edit mode: the chosen event's values, 'Update'.
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expect(dialog(page).getByLabel('Title')).toHaveValue(title)
  await expect(dialog(page).getByLabel('Start time')).toHaveValue('18:30')
  await expect(dialog(page).getByRole('radio', { name: 'On the first Friday' })).toBeChecked()
  await expect(dialog(page).getByLabel('Rule (iCalendar RRULE)')).toHaveValue('FREQ=MONTHLY;BYDAY=1FR')
  await dialog(page).getByLabel('Location').fill('Gym')
  await expect(dialog(page).getByLabel('Shown as')).toHaveValue('First Friday of the month')
  await dialog(page).getByLabel('Shown as').fill('')
  await dialog(page).getByRole('button', { name: 'Update' }).click()
  await expect(toast(page, 'Event updated successfully')).toBeVisible()
  await dismissToast(page)
  await expect(dialog(page)).toBeHidden()
  await expect(row).toContainText('Gym')
  // Emptied, 'Shown as' is the repeat in words again.
  await expect(row).not.toContainText('First Friday of the month')
  await expect(row).toContainText('Every month on the first Friday')

  // The form starts afresh in create mode after an edit.
  await page.getByRole('button', { name: 'Add Event' }).click()
  await expect(dialog(page).getByLabel('Title')).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()

  // Delete asks first; Cancel keeps the event.
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`Are you sure you want to delete "${title}"? You can undo it from the message that follows.`)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Event' }).click()
  await expect(toast(page, 'Item deleted successfully')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('an event that ends before it starts is refused, under End time, until the time is put right', async ({ page }) => {
  const title = `Evening Prayer ${Date.now()}`
  await signInAsAdmin(page, 'events')
  await page.getByRole('button', { name: 'Add Event' }).click()
  await dialog(page).getByLabel('Title').fill(title)
  await dialog(page).getByLabel('Date').fill('2031-04-02')
  await dialog(page).getByLabel('Start time').fill('18:00')
  await dialog(page).getByLabel('End time').fill('17:00')
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await expect(dialog(page).getByLabel('End time')).toHaveAccessibleDescription('End time must be after the start time')
  await expect(dialog(page).getByLabel('End time')).toBeFocused()

  // The server says the same to anyone who skips the form.
  const direct = await page.request.post('/api/admin/events', { data: { title, date: '2031-04-02', startTime: '18:00', endTime: '17:00' } })
  expect(direct.status()).toBe(422)
  expect((await direct.json()).fields).toEqual({ endTime: 'End time must be after the start time' })

  await dialog(page).getByLabel('End time').fill('19:00')
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Event created successfully')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('6:00 PM – 7:00 PM')
})

test('bulk import: the import messages, then a preview by line; Apply saves the good rows only', async ({ page }) => {
  const stamp = Date.now()
  await signInAsAdmin(page, 'events')
  const box = page.getByLabel('Event data (tab-delimited)')
  const importButton = page.getByRole('button', { name: 'Import Events' })

  await importButton.click()
  await expect(page.getByText('Please paste your tab-delimited event data', { exact: true })).toBeVisible()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(box).toBeFocused()

  await box.fill('\tNo title here\t2031-01-01')
  await importButton.click()
  await expect(page.getByText('No valid events found to import', { exact: true })).toBeVisible()

  await box.fill(['a', 'b', '2031-01-01', '', '', '', '', '', '', '', 'no', '', '', '', '', 'one column too many'].join('\t'))
  await importButton.click()
  await expect(page.getByText('Failed to parse event data. Please check your formatting.', { exact: true })).toBeVisible()

  await box.fill(
    [
      `Men's Breakfast ${stamp}\tPancakes\t3/14/2031\t8:00 AM\t9:30 AM\tFellowship Hall\t\t\t\tSecond Saturday`,
      `\tno title\t2031-03-15`,
      `Bad Date ${stamp}\tx\tnot a date`,
      `Choir Practice ${stamp}\t\t2031-03-18\t19:00\t\tSanctuary`,
    ].join('\n'),
  )
  await importButton.click()
  // Nothing is saved until Apply; each row is named by its own line.
  const preview = page.getByRole('table', { name: 'What applying the pasted rows will do' })
  await expect(page.getByText('2 to create, 0 to update, 2 skipped. Nothing has been saved yet.')).toBeVisible()
  await expect(preview.getByRole('row', { name: /^2 \(no title\) Skip Title is required/ })).toBeVisible()
  await expect(preview.getByRole('row', { name: new RegExp(`^3 Bad Date ${stamp} Skip Please enter a valid date`) })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`Men's Breakfast ${stamp}.*March`) })).toHaveCount(0)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(toast(page, 'Imported 2 events successfully (2 new, 0 updated, 2 skipped)')).toBeVisible()
  await expect(box).toHaveValue('')
  const breakfast = page.getByRole('row', { name: new RegExp(`Men's Breakfast ${stamp}`) })
  await expect(breakfast).toContainText('March 14, 2031')
  await expect(breakfast).toContainText('8:00 AM – 9:30 AM')
  await expect(breakfast).toContainText('Second Saturday')
  await expect(page.getByRole('row', { name: new RegExp(`Choir Practice ${stamp}`) })).toContainText('7:00 PM')
  await expect(page.getByRole('row', { name: new RegExp(`Bad Date ${stamp}`) })).toHaveCount(0)
})

test('export with nothing to export, and an export that fails', async ({ page }) => {
  await signInAsAdmin(page, 'events')
  await expect(page.getByText('Loading...')).toHaveCount(0)
  // The export reads every event 100 at a time; the table's own pages (25) are left alone.
  const exportPages = /\/api\/admin\/events\?limit=100&/
  await page.route(exportPages, (route) => route.fulfill({ json: { items: [], total: 0 } }))
  await page.getByRole('button', { name: 'Export Events' }).click()
  await expect(page.getByText('There are no events to export')).toBeVisible()
  await expect(page.getByText('No Events', { exact: true })).toBeVisible()
  await dismissToast(page)

  await page.unroute(exportPages)
  await page.route(exportPages, (route) => route.fulfill({ status: 500, json: { message: 'Database unavailable' } }))
  await page.getByRole('button', { name: 'Export Events' }).click()
  await expect(page.getByText('Failed to export events. Please try again.')).toBeVisible()
  await expect(page.getByText('Export Failed')).toBeVisible()
})

test('clear all events asks first and shows the server’s message', async ({ page }) => {
  await signInAsAdmin(page, 'events')
  const cleared = await answerClearAll(page, '**/api/admin/events/clear-all', { message: 'Deleted 16 events', deleted: 16 })
  await page.getByRole('button', { name: 'Clear All Events' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(
    'events at once. You can undo it from the message that follows, or restore them from Recently deleted for 30 days.',
  )
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect(cleared()).toBe(false)
  await page.getByRole('button', { name: 'Clear All Events' }).click()
  await page
    .getByRole('alertdialog')
    .getByLabel(/^To confirm, type/)
    .fill('events')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete All Events' }).click()
  await expect(toast(page, 'Deleted 16 events')).toBeVisible()
  await expect(page.getByRole('alertdialog')).toBeHidden()
  expect(cleared()).toBe(true)
})

test('the Events tab and its dialog have no serious accessibility problems', async ({ page }) => {
  await expectAccessibleTab(page, 'events', 'Add Event', 'Title is required', () => dialog(page).getByLabel('This event repeats').check())
})

import { confirmDelete, dialog, expectAccessibleTab, openAddDialog, saveDialog } from './support/admin'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

test.describe('Sunday Services tab', () => {
  test('staff add, edit and delete a Sunday service', async ({ page }) => {
    const location = `Chapel ${Date.now()}`
    await openAddDialog(page, 'services', 'Sunday Services', 'Add Sunday Service')
    // A new service starts at the main service's time and place (Church tab).
    await expect(dialog(page).getByLabel('Time')).toHaveValue('10:30')
    await expect(dialog(page).getByLabel('Location')).toHaveValue('Main Sanctuary')
    await dialog(page).getByLabel('Time').fill('')
    await dialog(page).getByLabel('YouTube URL').fill('youtube')
    await dialog(page).getByRole('button', { name: 'Create' }).click()
    await expect(dialog(page).getByText('Date is required')).toBeVisible()
    await expect(dialog(page).getByText('Time is required')).toBeVisible()
    await expect(dialog(page).getByText('Please enter a valid URL')).toBeVisible()

    await dialog(page).getByLabel('Date').fill('2031-06-01')
    await dialog(page).getByLabel('Time').fill('09:00')
    await dialog(page).getByLabel('Location').fill(location)
    await dialog(page).getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=abcdefghijk')
    await dialog(page).getByLabel('Live now').check()
    await saveDialog(page, 'Create', 'Sunday service created successfully')

    const row = page.getByRole('row', { name: new RegExp(location) })
    await expect(row).toContainText('June 1, 2031')
    await expect(row).toContainText('9:00 AM')
    await expect(row).toContainText('Live')

    await row.getByRole('button', { name: 'Edit service on June 1, 2031 at 9:00 AM' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Edit Sunday Service' })).toBeVisible()
    await expect(dialog(page).getByLabel('Location')).toHaveValue(location)
    await expect(dialog(page).getByLabel('Live now')).toBeChecked()
    await dialog(page).getByLabel('Time').fill('10:30')
    await dialog(page).getByLabel('Live now').uncheck()
    await saveDialog(page, 'Update', 'Sunday service updated successfully')
    await expect(row).toContainText('10:30 AM')
    await expect(row).not.toContainText('Live')

    await row.getByRole('button', { name: /^Delete service on/ }).click()
    await confirmDelete(
      page,
      'Are you sure you want to delete the service on June 1, 2031 at 10:30 AM? You can undo it from the message that follows.',
      'Delete Service',
    )
    await expect(row).toHaveCount(0)
  })

  test('the Sunday Services tab has no serious accessibility problems', async ({ page }) => {
    await expectAccessibleTab(page, 'services', 'Add Sunday Service', 'Date is required')
  })
})

test.describe('Featured tab', () => {
  test('staff feature a video, switch it off and remove it', async ({ page }) => {
    const title = `Easter Welcome ${Date.now()}`
    await openAddDialog(page, 'featured', 'Featured Content', 'Add Featured Content')
    await expect(dialog(page).getByLabel('Type')).toHaveValue('video')
    await expect(dialog(page).getByLabel('Active (shown on the site)')).toBeChecked()
    await dialog(page).getByLabel('YouTube URL').fill('not a link')
    await dialog(page).getByRole('button', { name: 'Create' }).click()
    await expect(dialog(page).getByText('Content ID is required')).toBeVisible()
    await expect(dialog(page).getByText('Please enter a valid URL')).toBeVisible()

    await dialog(page).getByLabel('Type').selectOption('sermon')
    await dialog(page).getByLabel('Content ID').fill('abcdefghijk')
    await dialog(page).getByLabel('YouTube URL').fill('https://youtu.be/abcdefghijk')
    await dialog(page).getByLabel('Title').fill(title)
    await dialog(page).getByLabel('Description').fill('He is risen.')
    await saveDialog(page, 'Create', 'Featured content created successfully')

    const row = page.getByRole('row', { name: new RegExp(title) })
    await expect(row).toContainText('Sermon')
    await expect(row).toContainText('abcdefghijk')
    await expect(row).toContainText('Active')

    await page.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Edit Featured Content' })).toBeVisible()
    await expect(dialog(page).getByLabel('Type')).toHaveValue('sermon')
    await dialog(page).getByLabel('Type').selectOption('video')
    await dialog(page).getByLabel('Active (shown on the site)').uncheck()
    await saveDialog(page, 'Update', 'Featured content updated successfully')
    // Inactive items stay in the staff list (the public list leaves them out).
    await expect(row).toContainText('Inactive')
    await expect(row).toContainText('Video')
    const publicList: { title: string }[] = await (await page.request.get('/api/featured-content')).json()
    expect(publicList.map((item) => item.title)).not.toContain(title)

    await page.getByRole('button', { name: `Delete ${title}` }).click()
    await confirmDelete(page, `Are you sure you want to delete "${title}"? You can undo it from the message that follows.`, 'Delete')
    await expect(row).toHaveCount(0)
  })

  test('the Featured tab has no serious accessibility problems', async ({ page }) => {
    await expectAccessibleTab(page, 'featured', 'Add Featured Content', 'Content ID is required')
  })
})

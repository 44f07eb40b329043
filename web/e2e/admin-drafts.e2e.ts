import type { Page } from '@playwright/test'
import { ADMIN, dialog, signInAgain, signInAsAdmin } from './support/admin'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

const discard = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' })

test('a dialog with something typed asks before closing (Esc, a click outside, Cancel); an untouched one just closes', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  await expect(dialog(page)).toBeVisible()
  // Nothing typed: Escape closes without a question.
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(discard(page)).toHaveCount(0)

  await page.getByRole('button', { name: 'Add Sermon' }).click()
  await dialog(page).getByLabel('Title').fill('The Good Shepherd')
  await dialog(page).getByRole('textbox', { name: 'Description' }).fill('A long description that took a while to write.')
  await page.keyboard.press('Escape')
  await expect(discard(page)).toContainText('What you typed here has not been saved. If you close now, it will be lost.')
  await discard(page).getByRole('button', { name: 'Keep Editing' }).click()
  await expect(dialog(page).getByRole('textbox', { name: 'Description' })).toHaveText('A long description that took a while to write.')

  // A click outside the dialog asks too.
  await page.mouse.click(5, 5)
  await expect(discard(page)).toBeVisible()
  await discard(page).getByRole('button', { name: 'Keep Editing' }).click()
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await discard(page).getByRole('button', { name: 'Discard Changes' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Sermon' })).toHaveCount(0)

  // Discarded means gone: the next Add starts empty.
  await page.getByRole('button', { name: 'Add Sermon' }).click()
  await expect(dialog(page).getByLabel('Title')).toHaveValue('')
  await expect(page.getByText('Your unsaved changes from before were restored.')).toHaveCount(0)
})

test('a session that ends mid-dialog: after signing in again, the same tab, and the dialog opened again holds what was typed', async ({
  page,
}) => {
  const title = `Vestry Supper ${Date.now().toString(36)}`
  await signInAsAdmin(page, 'events')
  await page.getByRole('button', { name: 'Add Event' }).click()
  await dialog(page).getByLabel('Title').fill(title)
  await dialog(page).getByLabel('Date').fill('2031-09-12')
  await dialog(page).getByRole('textbox', { name: 'Description' }).fill('Bring a dish to share.')
  // The session ends (signed out elsewhere, or expired) while the dialog is open.
  await page.context().clearCookies()
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await signInAgain(page, 'events')

  // Back on the same tab, the dialog is open again by itself, filled with what was typed.
  await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible()
  await expect(dialog(page).getByText('Your unsaved changes from before were restored.')).toBeVisible()
  await expect(dialog(page).getByLabel('Title')).toHaveValue(title)
  await expect(dialog(page).getByRole('textbox', { name: 'Description' })).toHaveText('Bring a dish to share.')
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('region', { name: /notifications/i }).getByText('Event created successfully')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(1)

  // Saved: the draft is gone, and a reload opens nothing by itself.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Add Event' }).click()
  await expect(dialog(page).getByLabel('Title')).toHaveValue('')
})

test('a session that ends while editing: after signing in again, the Edit dialog of that record is open with the change', async ({
  page,
}) => {
  const title = `Evensong ${Date.now().toString(36)}`
  await signInAsAdmin(page, 'sermons')
  const made = await page.request.post('/api/admin/sermons', { data: { title, speaker: 'The Rev. Before', date: '2031-10-05' } })
  expect(made.status()).toBe(201)
  await page.reload()
  await page.getByLabel('Search sermons').fill(title)
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible()
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: `Edit ${title}` })
    .click()
  await dialog(page).getByLabel('Speaker').fill('The Rev. After')
  await page.context().clearCookies()
  // The save meets the ended session (or a list loading just then does, and the sign-in page opens first).
  await dialog(page)
    .getByRole('button', { name: 'Update' })
    .click({ timeout: 2000 })
    .catch(() => {})
  await page.waitForURL('**/api/login?returnTo=%2Fadmin%3Ftab%3Dsermons')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin?tab=sermons')
  const edit = page.getByRole('dialog', { name: 'Edit Sermon' })
  await expect(edit.getByLabel('Title')).toHaveValue(title)
  await expect(edit.getByLabel('Speaker')).toHaveValue('The Rev. After')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('region', { name: /notifications/i }).getByText('Sermon updated successfully')).toBeVisible()
  expect((await (await page.request.get(`/api/sermons/${(await made.json()).id}`)).json()).speaker).toBe('The Rev. After')
})

test('a draft survives a reload; signing out leaves nothing typed behind on the office computer', async ({ page }) => {
  await signInAsAdmin(page, 'church')
  await page.getByRole('button', { name: 'Add Staff Member' }).click()
  await dialog(page).getByLabel('Name').fill('The Rev. Draft Person')
  await page.reload()
  await page.getByRole('button', { name: 'Add Staff Member' }).click()
  await expect(dialog(page).getByLabel('Name')).toHaveValue('The Rev. Draft Person')
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await discard(page).getByRole('button', { name: 'Keep Editing' }).click()
  await page.keyboard.press('Escape')
  await expect(discard(page)).toBeVisible()
  await discard(page).getByRole('button', { name: 'Keep Editing' }).click()

  await page.goto('/admin?tab=church')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Logout' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin'))
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('church-admin-draft:')))).toEqual([])
  await signInAsAdmin(page, 'church')
  await page.getByRole('button', { name: 'Add Staff Member' }).click()
  await expect(dialog(page).getByLabel('Name')).toHaveValue('')
})

test('Settings keep what was typed: a tab switch asks first, and edits left behind come back after a reload', async ({ page }) => {
  await signInAsAdmin(page, 'settings')
  const settings = page.getByRole('form', { name: 'Site Configuration' })
  const tagline = settings.getByLabel('Tagline')
  const saved = await tagline.inputValue()
  // Nothing changed: switching tabs just switches.
  await page.getByRole('tab', { name: 'Events' }).click()
  await expect(page).toHaveURL(/tab=events/)
  await page.getByRole('tab', { name: 'Settings' }).click()

  await tagline.fill('A tagline still being written')
  await page.getByRole('tab', { name: 'Events' }).click()
  const asking = page.getByRole('alertdialog', { name: 'Discard changes?' })
  await expect(asking).toContainText('If you switch tabs now, it will be lost.')
  await asking.getByRole('button', { name: 'Keep Editing' }).click()
  await expect(page).toHaveURL(/tab=settings/)
  await expect(tagline).toHaveValue('A tagline still being written')

  // Closed or reloaded without saving: the edit is still there, and says so; the password never is kept.
  await settings.getByLabel('Email Account Password').fill('not-kept-on-this-device')
  await page.reload()
  await expect(page.getByText('Your unsaved changes from before were restored.')).toBeVisible()
  await expect(tagline).toHaveValue('A tagline still being written')
  await expect(settings.getByText('You have unsaved changes.')).toBeVisible()
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('church-admin-draft:')))
  expect(JSON.stringify(stored)).not.toContain('not-kept-on-this-device')

  // Discarding on a tab switch drops the draft: Settings opens with what is saved.
  await page.getByRole('tab', { name: 'Events' }).click()
  await asking.getByRole('button', { name: 'Discard Changes' }).click()
  await expect(page).toHaveURL(/tab=events/)
  await page.getByRole('tab', { name: 'Settings' }).click()
  await expect(tagline).toHaveValue(saved)
  await expect(page.getByText('Your unsaved changes from before were restored.')).toHaveCount(0)
})

test('Send newsletter and Add User ask too, and keep what was typed (never a password)', async ({ page }) => {
  await signInAsAdmin(page, 'newsletter')
  await page.getByRole('button', { name: 'Send newsletter' }).click()
  await dialog(page).getByLabel('Message').fill('A long letter about Advent.')
  await page.keyboard.press('Escape')
  await expect(discard(page)).toBeVisible()
  await discard(page).getByRole('button', { name: 'Keep Editing' }).click()
  await page.reload()
  await page.getByRole('button', { name: 'Send newsletter' }).click()
  await expect(dialog(page).getByText('Your unsaved changes from before were restored.')).toBeVisible()
  await expect(dialog(page).getByLabel('Message')).toHaveValue('A long letter about Advent.')
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await discard(page).getByRole('button', { name: 'Discard Changes' }).click()
  await expect(dialog(page)).toHaveCount(0)

  await page.goto('/admin?tab=users')
  await page.getByRole('button', { name: 'Add User' }).click()
  // Untouched: closes without a question.
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Add User' }).click()
  await dialog(page).getByLabel('Name').fill('The Verger')
  await page.keyboard.press('Escape')
  await expect(discard(page)).toBeVisible()
  await discard(page).getByRole('button', { name: 'Discard Changes' }).click()
  await expect(dialog(page)).toHaveCount(0)
})

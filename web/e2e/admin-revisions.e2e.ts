import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

/** A name no other test (or run) uses, so tests sharing the database never meet. */
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

const sermonRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Sermons, newest first' }).getByRole('row').filter({ hasText: title })

/** Opens the sermon's Edit dialog, then its History. */
async function openHistory(page: Page, title: string) {
  await sermonRow(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Sermon' })
  await edit.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: 'History' })
  await expect(history.getByRole('heading', { name: 'Versions', exact: true })).toBeVisible()
  return { edit, history }
}

test('a sermon’s earlier title is compared with the new one and restored, as a new version on top', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  const first = unique('Easter Sunday')
  const second = unique('Easter Day')

  await page.getByRole('button', { name: 'Add Sermon' }).click()
  const add = page.getByRole('dialog', { name: 'Add Sermon' })
  await add.getByLabel('Title').fill(first)
  await add.getByLabel('Speaker').fill('Pastor Ann')
  await add.getByLabel('Date').fill('2031-04-13')
  await add.getByRole('button', { name: 'Create' }).click()
  await expect(add).toBeHidden()

  await sermonRow(page, first)
    .getByRole('button', { name: `Edit ${first}` })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Sermon' })
  await edit.getByLabel('Title').fill(second)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(edit).toBeHidden()
  await expect(sermonRow(page, second)).toBeVisible()

  // The History: two versions, newest first; the last save's change compared field by field.
  const { history } = await openHistory(page, second)
  const versions = history.getByRole('listitem')
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toContainText('Current')
  await expect(history.getByText('1 field differs.')).toBeVisible()
  const title = history.getByRole('row', { name: /Title/ })
  await expect(title).toContainText(first)
  await expect(title).toContainText(second)
  // Unchanged fields are hidden until asked for, then shown greyed.
  await expect(history.getByRole('row', { name: /Speaker/ })).toHaveCount(0)
  await history.getByLabel('Show unchanged fields').check()
  await expect(history.getByRole('row', { name: /Speaker/ })).toContainText('Pastor Ann')
  await expectNoSeriousA11yIssues(page)

  // Restore asks first, then the old title is back and both dialogs have closed.
  await versions
    .nth(1)
    .getByRole('button', { name: /Restore/ })
    .click()
  const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' })
  await expect(confirm).toContainText('The sermon goes back to version 1, as it was saved on')
  await confirm.getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByText('That version is back; it is now the newest in the history.')).toBeVisible()
  await expect(history).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Edit Sermon' })).toBeHidden()
  await expect(sermonRow(page, first)).toBeVisible()
  await expect(sermonRow(page, second)).toHaveCount(0)

  // The restore is itself a version, on top: three now, the newest two differing by the title.
  const again = await openHistory(page, first)
  await expect(again.history.getByRole('listitem')).toHaveCount(3)
  await expect(again.history.getByText('1 field differs.')).toBeVisible()
  const back = again.history.getByRole('row', { name: /Title/ })
  await expect(back.getByRole('cell').nth(0)).toHaveText(second)
  await expect(back.getByRole('cell').nth(1)).toHaveText(first)
})

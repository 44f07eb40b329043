import type { Page } from '@playwright/test'
import { answerClearAll, dismissToast, signInAsAdmin, toast } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const sermonsTable = (page: Page) => page.getByRole('table', { name: 'Sermons, newest first' })
const binTable = (page: Page) => page.getByRole('table', { name: 'Recently deleted, newest first' })

test('a deleted sermon is restored from Recently deleted after its toast has gone, and is back in Sermons', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  const mark = stamp()
  const title = `Hope, peace and joy ${mark}`
  const made = await page.request.post('/api/admin/sermons', {
    data: { title, speaker: 'Pastor Ann', date: '2031-05-04', youtubeUrl: `https://www.youtube.com/watch?v=${`bin${mark}`.slice(0, 11)}` },
  })
  expect(made.status()).toBe(201)
  await page.reload()
  await page.getByLabel('Search sermons').fill(mark)
  const row = sermonsTable(page).getByRole('row').filter({ hasText: title })
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('alertdialog', { name: 'Delete Sermon' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Item deleted successfully')).toBeVisible()
  // The secretary lets the Undo go.
  await dismissToast(page)
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0)
  await expect(row).toHaveCount(0)

  await page.getByRole('tab', { name: 'Recently deleted' }).click()
  const entry = binTable(page).getByRole('row').filter({ hasText: title })
  await expect(entry).toContainText('Sermon')
  await expect(entry.getByRole('cell').nth(1)).toHaveText('Test Admin')
  // Who, when (the church's clock, its zone said) and the day it leaves for good.
  await expect(entry.getByRole('cell').nth(2)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \S+$/)
  await expect(entry.getByRole('cell').nth(3)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await expectNoSeriousA11yIssues(page)
  await entry.getByRole('button', { name: `Restore ${title}` }).click()
  await expect(toast(page, 'Restored 1 sermon.')).toBeVisible()
  await expect(entry).toHaveCount(0)
  await dismissToast(page)

  await page.getByRole('tab', { name: 'Sermons' }).click()
  await page.getByLabel('Search sermons').fill(mark)
  await expect(sermonsTable(page).getByRole('row').filter({ hasText: title })).toContainText('Pastor Ann')
})

test('Clear All Sermons, apart from Add, works only once the count (or the word) is typed', async ({ page }) => {
  await signInAsAdmin(page, 'sermons')
  const total = (await page.getByText(/^\d+ in all$/).textContent())?.split(' ')[0] as string
  const cleared = await answerClearAll(page, '**/api/admin/sermons/clear-all', {
    message: `Deleted ${total} sermons`,
    deleted: Number(total),
  })
  await page.getByRole('button', { name: 'Clear All Sermons' }).click()
  const question = page.getByRole('alertdialog', { name: 'Clear All Sermons' })
  await expect(question).toContainText(`This deletes all ${total} sermons at once.`)
  const confirm = question.getByRole('button', { name: 'Delete All Sermons' })
  const typed = question.getByLabel(`To confirm, type ${total} or sermons`)
  await expect(confirm).toBeDisabled()
  await typed.fill(String(Number(total) + 1))
  await expect(confirm).toBeDisabled()
  await typed.press('Enter')
  expect(cleared()).toBe(false)
  await typed.fill(` ${total} `)
  await expect(confirm).toBeEnabled()
  await typed.press('Enter')
  await expect(toast(page, `Deleted ${total} sermons`)).toBeVisible()
  await expect(question).toBeHidden()
  expect(cleared()).toBe(true)
})

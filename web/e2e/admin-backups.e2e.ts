import { spawnSync } from 'node:child_process'
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { expect, test } from './support/test'

// The backups of the staff tests' server: these tests take turns with its backup folder.
test.describe.configure({ mode: 'serial' })

const dataDir = process.env.E2E_ADMIN_DATA_DIR as string
const TOAST = { timeout: 10_000 }
const lastBackup = (page: Page) => page.getByRole('region', { name: 'Last backup' })

async function backUpNow(page: Page) {
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByText('Backup started')).toBeVisible(TOAST)
  // The section asks again while the backup runs, and shows its result when it lands.
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled({ timeout: 30_000 })
}

test('Back up now: the result, size and who asked, and the backup downloads whole (admins only)', async ({ page, browser }) => {
  await signInAsAdmin(page, 'backups')
  await expect(page.getByRole('heading', { name: 'Backups', level: 2 })).toBeVisible()
  await backUpNow(page)
  await expect(lastBackup(page)).toContainText('Succeeded')
  await expect(lastBackup(page)).toContainText('Taken by hand (Back up now), by admin@e2e.test')
  await expect(lastBackup(page)).toContainText(/Size\s*\d+(\.\d)? KB/)
  await expect(page.getByRole('region', { name: 'Data size' })).toContainText(/Database\s*\d+(\.\d)? MB/)

  const downloading = page.waitForEvent('download')
  await page
    .getByRole('link', { name: /^Download the backup of / })
    .first()
    .click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^church-\d{4}-\d{2}-\d{2}T.*\.tar\.gz$/)
  const listed = spawnSync('tar', ['-tzf', (await download.path()) as string], { encoding: 'utf8' })
  // The database, a file of rows per table, and the pictures it names (decision 0040).
  expect(listed.stdout.split('\n')).toContain('database/manifest.json')

  // Signed out, the same address gives nothing away.
  const href = (await page
    .getByRole('link', { name: /^Download the backup of / })
    .first()
    .getAttribute('href')) as string
  const stranger = await browser.newContext()
  const refused = await stranger.request.get(href)
  expect(refused.status()).toBe(401)
  expect(await refused.text()).not.toContain('manifest.json')
  await stranger.close()

  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('a backup that fails says why, and the next one succeeds once the folder is fixed', async ({ page }) => {
  const folder = join(dataDir, 'backups')
  const away = join(dataDir, 'backups-away')
  await signInAsAdmin(page, 'backups')
  // Something that is not a folder where the backups go.
  if (existsSync(folder)) renameSync(folder, away)
  writeFileSync(folder, 'in the way')
  try {
    await backUpNow(page)
    await expect(lastBackup(page)).toContainText('Failed')
    await expect(lastBackup(page)).toContainText(
      `The backup folder ${folder} cannot be used: something that is not a folder is in its place.`,
    )
  } finally {
    rmSync(folder, { force: true })
    if (existsSync(away)) renameSync(away, folder)
  }
  await backUpNow(page)
  await expect(lastBackup(page)).toContainText('Succeeded')
})

test('staff set the nightly time and how many are kept; a wrong time is refused on its field', async ({ page }) => {
  await signInAsAdmin(page, 'backups')
  const time = page.getByLabel('Nightly backup time')
  await expect(time).toHaveValue('3:00 AM')
  await time.fill('25:00')
  await page.getByRole('button', { name: 'Save backup settings' }).click()
  await expect(page.getByText('Please enter a time like 10:30 AM')).toBeVisible()
  await time.fill('2:30 am')
  await page.getByLabel('Daily backups kept').fill('7')
  await page.getByRole('button', { name: 'Save backup settings' }).click()
  await expect(page.getByText('Backup settings saved')).toBeVisible(TOAST)
  await expect(page.getByText(/Every night at 2:30 AM the server saves/)).toBeVisible()
  // No commands or server folders for staff: a restore in words, and who does it.
  await expect(page.getByText(/The person who looks after the server does it/)).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(/bun run|db:restore|\/backups/)
  await expect(lastBackup(page)).toContainText(/Next nightly backup: .* 2:30 AM C[SD]T/)
  await page.reload()
  await expect(page.getByLabel('Nightly backup time')).toHaveValue('2:30 AM')
  await expect(page.getByLabel('Daily backups kept')).toHaveValue('7')
  // Back as it was, for whoever comes next.
  await page.getByLabel('Nightly backup time').fill('3:00 AM')
  await page.getByLabel('Daily backups kept').fill('14')
  await page.getByRole('button', { name: 'Save backup settings' }).click()
  await expect(page.getByText('Backup settings saved')).toBeVisible(TOAST)
})

test('the Overview warns when the last good backup is older than 36 hours, and leads to Backups', async ({ page }) => {
  // The server's own answer, aged: its last good backup three days ago and a failure since.
  await page.route('**/api/admin/backups', async (route) => {
    const answer = await route.fetch()
    const status = await answer.json()
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString()
    await route.fulfill({
      response: answer,
      json: {
        ...status,
        stale: true,
        running: null,
        lastGood: { ...status.lastGood, startedAt: threeDaysAgo, finishedAt: threeDaysAgo },
        last: { ...status.last, status: 'failed', error: 'The disk is full: there was no room for the backup in /srv/church/backups.' },
      },
    })
  })
  await signInAsAdmin(page)
  const warning = page.getByRole('region', { name: 'Backup warning' })
  await expect(warning).toContainText('The last good backup is older than 36 hours: it was taken 3 days ago')
  await expect(warning).toContainText('The last try failed: The disk is full')
  await warning.getByRole('link', { name: 'Open Backups' }).click()
  await expect(page.getByRole('tab', { name: 'Backups' })).toHaveAttribute('aria-selected', 'true')
})

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { expect, test } from './support/test'

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
/** A YouTube-shaped id (11 characters) no other record uses. */
const videoId = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 11).padEnd(11, 'x')
const NO_KEY = 'YouTube sync is not set up: the server has no YOUTUBE_API_KEY. Ask whoever runs the server to add it.'

/** The toast staff see; dismissed as a person would, so the next one (one at a time) can show. */
async function expectToast(page: Page, title: string, text: string) {
  const region = page.getByRole('region', { name: /notifications/i })
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  await expect(region.getByText(text, { exact: true })).toBeVisible()
  await region.getByRole('button', { name: 'Dismiss notification' }).click()
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test.describe('Live Streams', () => {
  test('the archive: marked live, then recorded, then deleted after confirming', async ({ page }) => {
    await signInAsAdmin(page)
    const title = `Evening Prayer ${stamp()}`
    const id = videoId()
    const created = await page.request.post('/api/admin/live-streams', {
      data: {
        title,
        date: '2026-01-04',
        duration: '1:02:03',
        // An image that is not there: its preview must not show as a broken picture.
        thumbnailUrl: `/uploads/missing-${id}.png`,
        youtubeUrl: `https://www.youtube.com/watch?v=${id}`,
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/admin?tab=live-streams')

    const row = page.getByRole('table', { name: 'Live stream archive' }).getByRole('row', { name: new RegExp(title) })
    await expect(row).toBeVisible()
    await expect(row.getByText('January 4, 2026')).toBeVisible()
    await expect(row.getByText('1:02:03')).toBeVisible()
    await expect(row.getByRole('link', { name: `Watch ${title} on YouTube (opens in a new tab)` })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${id}`,
    )
    await expect(row.locator('img')).toHaveCount(0)
    await expect(row.getByText('Recorded', { exact: true })).toBeVisible()

    await row.getByRole('button', { name: `Mark as Live: ${title}` }).click()
    await expectToast(page, 'Success', 'Live stream marked as live')
    await expect(row.getByText('Live', { exact: true })).toBeVisible()

    await row.getByRole('button', { name: `Mark as Recorded: ${title}` }).click()
    await expectToast(page, 'Success', 'Live stream marked as recorded')
    await expect(row.getByText('Recorded', { exact: true })).toBeVisible()

    // Cancel first: nothing is deleted.
    await row.getByRole('button', { name: `Delete ${title}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete live stream?' })
    await expect(
      confirm.getByText(`Are you sure you want to delete "${title}"? You can undo it from the message that follows.`),
    ).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(row).toBeVisible()

    await row.getByRole('button', { name: `Delete ${title}` }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Success', 'Item deleted successfully')
    await expect(row).toHaveCount(0)
    expect((await page.request.get(`/api/live-streams/${(await created.json()).id}`)).status()).toBe(404)
  })

  test('an empty archive says so; the tab has no serious accessibility problems', async ({ page }) => {
    await signInAsAdmin(page, 'live-streams')
    await expect(page.getByRole('table', { name: 'Live stream archive' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.route('**/api/admin/live-streams?*', (route) => route.fulfill({ json: { items: [], total: 0 } }))
    await page.reload()
    await expect(page.getByText('No live streams yet')).toBeVisible()
  })
})

test.describe('YouTube', () => {
  /** The playlists as the server lists them, each with a playlist id as if saved, and the sync state `synced` gives its type when asked. */
  const listPlaylists = (page: Page, synced: (type: string) => Record<string, unknown> | undefined) =>
    page.route('**/api/youtube-configs', async (route) => {
      const configs = (await (await route.fetch()).json()) as { type: string; playlistId: string }[]
      await route.fulfill({ json: configs.map((c) => ({ ...c, playlistId: c.playlistId || `PL-${c.type}`, ...synced(c.type) })) })
    })

  test("without an API key: 'Not connected' and what to set, playlists without an id 'Not set', syncs disabled with the reason", async ({
    page,
  }) => {
    await signInAsAdmin(page, 'youtube')
    const connection = page.getByRole('region', { name: 'YouTube connection' })
    await expect(connection.getByText('Not connected', { exact: true })).toBeVisible()
    await expect(connection).toContainText('YOUTUBE_API_KEY')
    const sermons = page.getByRole('article', { name: 'Sermons' })
    const archive = page.getByRole('article', { name: 'Live Stream Archive' })
    // This server was given no playlist ids: neither says 'Active'.
    await expect(sermons.getByText('Not set', { exact: true })).toBeVisible()
    await expect(archive.getByText('Not set', { exact: true })).toBeVisible()
    await expect(page.getByText('Active', { exact: true })).toHaveCount(0)
    const reason = 'Syncing needs a YouTube API key on the server (see above).'
    await expect(archive.getByRole('button', { name: /^Sync Now/ })).toBeDisabled()
    await expect(archive.getByRole('button', { name: /^Sync Now/ })).toHaveAccessibleDescription(reason)
    const channelSync = page.getByRole('region', { name: 'Sync from a Channel' })
    await expect(channelSync.getByRole('button', { name: 'Sync Videos' })).toBeDisabled()
    await expect(channelSync.getByRole('button', { name: 'Sync Videos' })).toHaveAccessibleDescription(reason)

    // A playlist id can still be saved: the card says 'Active' once it has one.
    const field = archive.getByLabel('Playlist ID')
    const playlistId = `PLe2e${stamp()}`
    await field.fill(playlistId)
    await archive.getByRole('button', { name: /^Save/ }).click()
    await expectToast(page, 'Success', 'Playlist updated successfully')
    await page.reload()
    await expect(archive.getByLabel('Playlist ID')).toHaveValue(playlistId)
    await expect(archive.getByText('Active', { exact: true })).toBeVisible()
    await expect(archive.getByText('Not synced yet')).toBeVisible()
    await expect(archive.getByRole('button', { name: /^Sync Now/ })).toBeDisabled()

    // Put the id back for anyone else using this server.
    await field.fill('')
    await archive.getByRole('button', { name: /^Save/ }).click()
    await expectToast(page, 'Success', 'Playlist updated successfully')
    await expect(archive.getByText('Not set', { exact: true })).toBeVisible()
  })

  test('with an API key: an unsaved id waits, and a refused sync says why in words and stays on the card', async ({ page }) => {
    await page.route('**/api/admin/youtube/status', (route) => route.fulfill({ json: { connected: true } }))
    let failed = false
    await page.route('**/api/admin/youtube/sync-playlist', async (route) => {
      failed = true
      await route.fulfill({ status: 503, json: { message: NO_KEY } })
    })
    await listPlaylists(page, (type) =>
      failed && type === 'live_streams'
        ? { lastSyncedAt: new Date().toISOString(), lastSyncStatus: 'failed', lastSyncMessage: NO_KEY }
        : undefined,
    )
    await signInAsAdmin(page, 'youtube')
    await expect(page.getByRole('region', { name: 'YouTube connection' })).toHaveCount(0)
    const archive = page.getByRole('article', { name: 'Live Stream Archive' })
    const field = archive.getByLabel('Playlist ID')
    await field.fill(`PLe2e${stamp()}`)
    // Not synced with an unsaved id: staff are told to save first.
    await expect(archive.getByRole('button', { name: /^Sync Now/ })).toBeDisabled()
    await expect(archive.getByText('Save the new playlist ID before syncing.')).toBeVisible()
    await field.fill('PL-live_streams')
    await archive.getByRole('button', { name: /^Sync Now/ }).click()
    // The toast speaks in words: no status code.
    await expectToast(page, 'Error', NO_KEY)
    const alert = archive.getByRole('alert')
    await expect(alert).toContainText(/^Last sync failed less than a minute ago/)
    await expect(alert).toContainText(NO_KEY)
  })

  test('a playlist sync: a pending label, the server message in the toast, then the last sync on the card', async ({ page }) => {
    await page.route('**/api/admin/youtube/status', (route) => route.fulfill({ json: { connected: true } }))
    let synced = false
    let answer = () => {}
    const answered = new Promise<void>((done) => {
      answer = done
    })
    await page.route('**/api/admin/youtube/sync-playlist', async (route) => {
      await answered
      synced = true
      await route.fulfill({ json: { message: 'Synced 7 videos (7 new, 0 updated)' } })
    })
    const fiveMinutesAgo = () => new Date(Date.now() - 5 * 60_000).toISOString()
    await listPlaylists(page, (type) =>
      synced && type === 'sermons'
        ? { lastSyncedAt: fiveMinutesAgo(), lastSyncStatus: 'ok', lastSyncMessage: 'Synced 7 videos (7 new, 0 updated)' }
        : undefined,
    )
    await signInAsAdmin(page, 'youtube')
    const sermons = page.getByRole('article', { name: 'Sermons' })
    await sermons.getByRole('button', { name: /^Sync Now/ }).click()
    const pending = sermons.getByRole('button', { name: /^Syncing\.\.\./ })
    await expect(pending).toBeDisabled()
    answer()
    await expectToast(page, 'Success', 'Synced 7 videos (7 new, 0 updated)')
    await expect(sermons.getByRole('button', { name: /^Sync Now/ })).toBeEnabled()
    await expect(sermons.getByText('Last synced 5 minutes ago')).toBeVisible()
    await expect(sermons.getByText('Synced 7 videos (7 new, 0 updated)')).toBeVisible()
  })

  test('a scheduled sync that failed is an alert on its card, readable and accessible', async ({ page }) => {
    const quota = "YouTube's daily quota is used up; syncing will work again after midnight Pacific time."
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString()
    await listPlaylists(page, (type) => ({
      lastSyncedAt: twoHoursAgo,
      ...(type === 'live_streams'
        ? { lastSyncStatus: 'failed', lastSyncMessage: quota }
        : { lastSyncStatus: 'ok', lastSyncMessage: 'Synced 120 videos (0 new, 2 updated, 1 left as edited)' }),
    }))
    await signInAsAdmin(page, 'youtube')
    const archive = page.getByRole('article', { name: 'Live Stream Archive' })
    await expect(archive.getByRole('alert')).toHaveText(`Last sync failed about 2 hours ago${quota}`)
    const sermons = page.getByRole('article', { name: 'Sermons' })
    await expect(sermons.getByRole('alert')).toHaveCount(0)
    await expect(sermons.getByText('Last synced about 2 hours ago')).toBeVisible()
    await expect(sermons.getByText('Synced 120 videos (0 new, 2 updated, 1 left as edited)')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('the channel sync form: its rules, a refusal in words, and success', async ({ page }) => {
    await page.route('**/api/admin/youtube/status', (route) => route.fulfill({ json: { connected: true } }))
    await signInAsAdmin(page, 'youtube')
    const form = page.getByRole('region', { name: 'Sync from a Channel' })
    const channel = form.getByLabel('YouTube Channel ID')
    const max = form.getByLabel('Max results')
    await expect(max).toHaveValue('20')

    await form.getByRole('button', { name: 'Sync Videos' }).click()
    await expect(form.getByText('YouTube Channel ID is required')).toBeVisible()
    await expect(channel).toBeFocused()

    await channel.fill('UCe2eChannel')
    await max.fill('51')
    await form.getByRole('button', { name: 'Sync Videos' }).click()
    await expect(form.getByText('Max results must be a number from 1 to 50')).toBeVisible()
    await expect(form.getByText('YouTube Channel ID is required')).toHaveCount(0)

    await max.fill('20')
    const sent = page.waitForRequest('**/api/admin/youtube/sync')
    await form.getByRole('button', { name: 'Sync Videos' }).click()
    expect((await sent).postDataJSON()).toEqual({ channelId: 'UCe2eChannel', maxResults: 20 })
    await expectToast(page, 'Error', NO_KEY)
    await expect(form.getByRole('status')).toHaveText(NO_KEY)

    await page.route('**/api/admin/youtube/sync', (route) => route.fulfill({ json: {} }))
    await form.getByRole('button', { name: 'Sync Videos' }).click()
    await expectToast(page, 'Success', 'YouTube videos synced successfully')
    await expect(form.getByRole('status')).toHaveText('YouTube videos synced successfully')
  })

  test('the YouTube tab has no serious accessibility problems', async ({ page }) => {
    await signInAsAdmin(page, 'youtube')
    await expect(page.getByRole('article', { name: 'Sermons' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

import { readFile } from 'node:fs/promises'
import { EVENT_COLUMNS } from '@church/api/models/events/paste'
import type { Page } from '@playwright/test'
import { dismissToast, signInAsAdmin, toast } from './support/admin'
import { expect, test } from './support/test'

/**
 * Export, clear all and import: this clears every event, so it runs on the server whose database
 * only the Church tab's tests share (playwright.config.ts), never beside the other staff tests.
 */
test.use({ serviceWorkers: 'block' })

/** Every event, read a page at a time as the Events tab's list gives them. */
async function allEvents(page: Page): Promise<Record<string, unknown>[]> {
  const events: Record<string, unknown>[] = []
  for (;;) {
    const answer = await (await page.request.get(`/api/admin/events?limit=100&offset=${events.length}`)).json()
    events.push(...answer.items)
    if (answer.items.length === 0 || events.length >= answer.total) return events
  }
}

test('export, clear all, import the export: the same events with their repeat rules; importing it again adds nothing', async ({ page }) => {
  const stamp = Date.now()
  await signInAsAdmin(page, 'events')
  const mine = [
    {
      title: `Round Trip Supper ${stamp}`,
      description: 'Line one\nLine two with a back\\slash',
      date: '2031-05-02',
      startTime: '17:30',
      endTime: '19:00',
      location: 'Fellowship Hall',
      imageUrl: 'https://example.org/supper.jpg',
      externalUrl: 'https://example.org/supper',
      externalLinkText: 'RSVP',
      recurrenceDescription: 'Every first Friday',
    },
    {
      ...Object.fromEntries(EVENT_COLUMNS.map((column) => [column, ''])),
      title: `Round Trip Prayer ${stamp}`,
      date: '2031-05-06',
      recurrenceDescription: 'Every Tuesday',
    },
  ]
  const repeats = { isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU' }
  // The prayer carries the demo's Worship category, which the export names and the import matches by name (decision 0057).
  const categories: { id: string; name: string }[] = await (await page.request.get('/api/admin/event-categories')).json()
  const worship = categories.find((c) => c.name === 'Worship')?.id
  expect(worship).toBeTruthy()
  expect((await page.request.post('/api/admin/events', { data: mine[0] })).status()).toBe(201)
  expect((await page.request.post('/api/admin/events', { data: { ...mine[1], ...repeats, categoryIds: [worship] } })).status()).toBe(201)
  const before: Record<string, unknown>[] = await allEvents(page)
  const comparable = (list: Record<string, unknown>[]) =>
    list
      .map(
        (event): Record<string, unknown> => ({
          ...Object.fromEntries([...EVENT_COLUMNS, 'isRecurring', 'recurrenceRule'].map((f) => [f, event[f]])),
          categories: (event.categories as { name: string }[]).map((c) => c.name).join(', '),
        }),
      )
      .sort((a, b) => `${a.date}${a.title}`.localeCompare(`${b.date}${b.title}`))
  await page.reload()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Events' }).click()
  const download = await downloading
  const today = new Date()
  const ymd = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
  expect(download.suggestedFilename()).toBe(`events-export-${ymd}.txt`)
  const text = await readFile((await download.path()) as string, 'utf8')
  const lines = text.split('\n').filter((line) => line !== '')
  await expect(toast(page, `Exported ${lines.length} events successfully`)).toBeVisible()
  await expect(page.getByText('Export Complete')).toBeVisible()
  await dismissToast(page)
  // The import's ten columns, then whether the event repeats, its rule, the day it ends (none), its changed dates (none) and its categories.
  const prayer = lines.find((line) => line.startsWith(`Round Trip Prayer ${stamp}`)) as string
  expect(prayer.split('\t').slice(9)).toEqual(['Every Tuesday', 'yes', 'FREQ=WEEKLY;BYDAY=TU', '', '', 'Worship'])

  // Clear all, then paste the export back: every event is back, field for field, repeating as before.
  await page.getByRole('button', { name: 'Clear All Events' }).click()
  await page
    .getByRole('alertdialog')
    .getByLabel(/^To confirm, type/)
    .fill(String(lines.length))
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete All Events' }).click()
  await expect(toast(page, `Deleted ${lines.length} events`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`Round Trip Supper ${stamp}`) })).toHaveCount(0)
  // Undo from the toast brings every event back, rules and all; then clear them again for the import.
  await page
    .getByRole('region', { name: /notifications/i })
    .getByRole('button', { name: 'Undo' })
    .click()
  await expect(toast(page, `Restored ${lines.length} events.`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`Round Trip Supper ${stamp}`) })).toHaveCount(1)
  expect(comparable(await allEvents(page))).toEqual(comparable(before))
  await dismissToast(page)
  await page.getByRole('button', { name: 'Clear All Events' }).click()
  await page
    .getByRole('alertdialog')
    .getByLabel(/^To confirm, type/)
    .fill(String(lines.length))
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete All Events' }).click()
  await expect(toast(page, `Deleted ${lines.length} events`)).toBeVisible()
  await dismissToast(page)
  const box = page.getByLabel('Event data (tab-delimited)')
  await box.fill(text)
  await page.getByRole('button', { name: 'Import Events' }).click()
  await expect(page.getByText(`${lines.length} to create, 0 to update, 0 skipped.`)).toBeVisible()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(toast(page, `Imported ${lines.length} events successfully`)).toBeVisible()
  await dismissToast(page)
  const after: Record<string, unknown>[] = await allEvents(page)
  expect(comparable(after)).toEqual(comparable(before))

  // The same file again: every row updates its event; nothing is doubled.
  await box.fill(text)
  await page.getByRole('button', { name: 'Import Events' }).click()
  await expect(page.getByText(`0 to create, ${lines.length} to update, 0 skipped.`)).toBeVisible()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(toast(page, `Imported ${lines.length} events successfully (0 new, ${lines.length} updated, 0 skipped)`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`Round Trip Supper ${stamp}`) })).toHaveCount(1)
  expect(comparable(await allEvents(page))).toEqual(comparable(before))
})

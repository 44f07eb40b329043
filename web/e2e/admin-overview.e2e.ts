import AxeBuilder from '@axe-core/playwright'
import { signInAsAdmin } from './support/admin'
import { expect, test } from './support/test'

const card = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('region', { name: 'At a glance' }).getByRole('region', { name: label })

test('the overview counts, and its recent sermons and events open their edit dialogs', async ({ page }) => {
  await signInAsAdmin(page)
  // A sermon dated after anything else, so it is the most recent.
  const title = `Overview Sermon ${Date.now()}`
  const created = await page.request.post('/api/admin/sermons', { data: { title, speaker: 'Pastor Eve', date: '2099-12-31' } })
  expect(created.status()).toBe(201)
  await page.reload()

  for (const label of [
    'New Messages',
    'New Visitor Requests',
    'Total Sermons',
    'Upcoming Events',
    'Sunday Services',
    'Newsletter Subscribers',
  ]) {
    await expect(card(page, label)).toContainText(/\d/)
  }
  const recent = page.getByRole('region', { name: 'Recent Sermons' })
  await expect(recent.getByRole('listitem')).toHaveCount(5)
  await recent.getByRole('button', { name: `Edit ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Sermon' })
  await expect(dialog.getByLabel('Speaker')).toHaveValue('Pastor Eve')
  await dialog.getByLabel('Speaker').fill('Pastor Fay')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Sermon updated successfully')).toBeVisible()
  await expect(recent.getByRole('listitem').filter({ hasText: title })).toContainText('Pastor Fay')

  const events = page.getByRole('region', { name: 'Upcoming Events' })
  const firstEvent = events.getByRole('listitem').first()
  const eventTitle = (await firstEvent.locator('p').first().textContent()) ?? ''
  await firstEvent.getByRole('button', { name: `Edit ${eventTitle}` }).click()
  const eventDialog = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(eventDialog.getByLabel('Title')).toHaveValue(eventTitle)
  await page.keyboard.press('Escape')
  await expect(eventDialog).toBeHidden()

  await page.request.delete(`/api/admin/sermons/${(await created.json()).id}`)

  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('counts come from the server, however many there are, and a card leads to its tab', async ({ page }) => {
  await page.route('**/api/admin/sermons?*', (route) =>
    route.fulfill({
      json: {
        total: 1234,
        items: Array.from({ length: 5 }, (_, i) => ({
          id: `s${i}`,
          title: `Sermon ${i}`,
          speaker: 'Speaker',
          scripture: '',
          series: '',
          date: '2030-01-01',
          duration: '',
          thumbnailUrl: '',
          youtubeUrl: '',
          audioUrl: '',
          description: '',
          tags: [],
        })),
      },
    }),
  )
  await signInAsAdmin(page)
  await expect(card(page, 'Total Sermons')).toContainText('1234')
  await card(page, 'Sunday Services').getByRole('link', { name: 'Go to Sunday Services' }).click()
  await expect(page).toHaveURL(/tab=services/)
  await expect(page.getByRole('tab', { name: 'Sunday Services' })).toHaveAttribute('aria-selected', 'true')
})

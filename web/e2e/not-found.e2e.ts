import { expect, test } from './support/test'

const CHURCH = 'Anglican Church of Santa Rosa Beach'
const MISSING = '00000000-0000-4000-8000-000000000000'

/** A tab, a bookmark or a search result of a missing page says so, not just the church's name. */
for (const [path, heading, title] of [
  ['/no-such-page', '404 Page Not Found', 'Page Not Found'],
  [`/sermons/${MISSING}`, 'Sermon Not Found', 'Sermon Not Found'],
  [`/events/${MISSING}`, 'Event Not Found', 'Event Not Found'],
  ['/events/not-an-id', 'Event Not Found', 'Event Not Found'],
  [`/live-streams/${MISSING}`, 'Service Not Found', 'Service Not Found'],
] as const) {
  test(`${path}: '${heading}', titled '${title}'`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(`${title} | ${CHURCH}`)
  })
}

test('moving from a missing page to a real one gives the real title back', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page).toHaveTitle(`Page Not Found | ${CHURCH}`)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page).not.toHaveTitle(/Not Found/)
  await page.goto(`/sermons/${MISSING}`)
  await expect(page).toHaveTitle(`Sermon Not Found | ${CHURCH}`)
  await page.getByRole('link', { name: /Back to Sermons/ }).click()
  await expect(page).toHaveTitle(`Sermons | ${CHURCH}`)
})

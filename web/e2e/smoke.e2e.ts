import { expect, test } from './support/test'

test('home shows the church, upcoming events and recent sermons', async ({ page }) => {
  await page.goto('/')

  await expect(page.getByRole('heading', { level: 1, name: 'Anglican Church of Santa Rosa Beach' })).toBeVisible()
  // The hero's 'Join Us' (the footer lists the same service among the regular times).
  await expect(page.getByRole('main').getByText('Sunday Worship 10:30 AM')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Plan Your Visit' })).toBeVisible()

  const events = page.getByRole('region', { name: 'Upcoming Events' })
  await expect(events.getByRole('listitem').first()).toBeVisible()
  expect(await events.getByRole('listitem').count()).toBeLessThanOrEqual(3)

  const sermons = page.getByRole('region', { name: 'Recent Sermons' })
  await expect(sermons.getByRole('listitem').first()).toBeVisible()
  expect(await sermons.getByRole('listitem').count()).toBeLessThanOrEqual(3)

  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login?returnTo=%2Fadmin')
})

test('an unknown address shows the 404 page inside the site layout', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

for (const width of [390, 1280]) {
  test(`home page screenshot at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Recent Sermons' }).getByRole('listitem').first()).toBeVisible()
    // Not the hashed test folder: a stable name people can open after the run.
    await page.screenshot({ path: `${testInfo.project.outputDir}/home-${width}.png`, fullPage: true })
  })
}

test('the service worker controls the page from the first visit', async ({ page }) => {
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(scope).toBe(new URL('/', page.url()).href)
})

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { openFromShell, openPage } from './support/page'
import { expect, test } from './support/test'

/** A signed-in browser: the server's readable hint cookie, and the user the check answers. */
async function signedInAs(page: Page, baseURL: string | undefined, user: { role: 'admin' | 'editor' | 'contributor' }) {
  await page.context().addCookies([{ name: 'church_signed_in', value: '1', url: baseURL as string }])
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({ json: { id: '00000000-0000-4000-8000-000000000001', email: 'staff@example.org', name: 'Staff', ...user } }),
  )
}

test.describe('the top bar', () => {
  test('on a phone the menu is behind a labelled button that opens and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await openPage(page, '/')
    const button = page.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeHidden()
    // A main target: at least 44 px tall, the button and each link.
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Sermons' })).toBeVisible()
    expect((await nav.getByRole('link', { name: 'Sermons' }).boundingBox())?.height).toBeGreaterThanOrEqual(44)
    // The next Tab goes into the open menu; Escape closes it and focus is back on the button.
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    // A link followed from the menu closes it.
    await button.click()
    await nav.getByRole('link', { name: 'Sermons' }).click()
    await expect(page).toHaveURL(/\/sermons$/)
    await expect(nav).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('a wide logo keeps its shape, and the Menu button stays in view on a phone', async ({ page }) => {
    // A 600×200 logo, through the configuration the app reads (the seeded database is never changed).
    await page.route('**/e2e-wide-logo.svg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#1e3a8a"/></svg>',
      }),
    )
    await page.route('**/api/site-config', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...(await response.json()), logoUrl: '/e2e-wide-logo.svg' } })
    })
    await page.setViewportSize({ width: 390, height: 800 })
    await openFromShell(page, '/')
    const logo = page.getByRole('banner').locator('img[src="/e2e-wide-logo.svg"]')
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600)
    const shown = await logo.boundingBox()
    expect(shown?.height).toBe(40)
    // Shown wide (a squeezed 40×40 box drew it about 40×13), not cut to fit.
    expect(shown?.width).toBeGreaterThan(2 * (shown?.height ?? 0))
    const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox()
    expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(390)
    // On a desktop the links stay beside the logo, each on one line.
    await page.setViewportSize({ width: 1280, height: 800 })
    const wide = await logo.boundingBox()
    const about = await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).boundingBox()
    expect(about?.height).toBeLessThanOrEqual(44)
    expect(Math.abs((about?.y ?? 0) + (about?.height ?? 0) / 2 - ((wide?.y ?? 0) + (wide?.height ?? 0) / 2))).toBeLessThan(12)
  })

  test('About Us goes to the staff tab and is shown active on any /about path', async ({ page }) => {
    await page.goto('/')
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })
    await expect(about).toHaveAttribute('href', '/about/staff')
    await page.goto('/about/music')
    await expect(about).toHaveAttribute('aria-current', 'page')
  })

  test('Admin shows only for admins', async ({ page, baseURL }) => {
    await page.goto('/')
    const main = page.getByRole('navigation', { name: 'Main' })
    await expect(main.getByRole('link', { name: 'Sermons' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Admin' })).toHaveCount(0)
    await signedInAs(page, baseURL, { role: 'admin' })
    await page.reload()
    await expect(main.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })
})

test.describe('the footer', () => {
  test('signed out: Login is a browser navigation to /api/login', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login?returnTo=%2Fadmin')
    await expect(footer.getByRole('link', { name: 'Logout' })).toHaveCount(0)
  })

  test('signed in as an admin: Logout and Admin Dashboard', async ({ page, baseURL }) => {
    await signedInAs(page, baseURL, { role: 'admin' })
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout')
    await expect(footer.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin')
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveCount(0)
  })

  test('quick links, service times, contact details and only the configured social networks', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const name of ['Home', 'About', 'Events', 'Sermons', 'Live Streams', 'Contact', 'Give', 'Plan a Visit']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
    }
    // The regular service times staff keep in the Church tab (the Kids Church time is on its own page).
    await expect(footer.getByRole('region', { name: 'Service Times' }).getByRole('listitem')).toHaveText([
      'Sunday Worship 10:30 AM',
      'Wednesday Service 7:00 PM',
      "Women's Bible Study Tuesday 10:00 AM",
      'Eastside Missional Wednesday 5:30 PM',
    ])
    await expect(footer.getByRole('link', { name: 'office@anglicansrb.org' })).toHaveAttribute('href', 'mailto:office@anglicansrb.org')
    // The demo church has Facebook and YouTube configured, not Instagram or Twitter.
    await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible()
    await expect(footer.getByRole('link', { name: /YouTube/ })).toBeVisible()
    await expect(footer.getByRole('link', { name: /Instagram|Twitter/ })).toHaveCount(0)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })
})

test('an anonymous visit makes no sign-in check at all', async ({ page }) => {
  const checks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/user')) checks.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
  expect(checks).toEqual([])
})

test('public pages never wait for the current-user check', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'church_signed_in', value: '1', url: baseURL as string }])
  await page.route('**/api/auth/user', () => {
    // Never answered: a slow or offline sign-in check must not hold the page.
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible()
})

test('a configured light theme colour is darkened to stay readable', async ({ page }) => {
  await page.route('**/api/site-config', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), primaryColor: '#fde047' } })
  })
  // The server's page carries the configuration: the browser must read the answered one.
  const answered = page.waitForResponse('**/api/site-config')
  await openFromShell(page, '/')
  await answered
  const primaryShown = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim())
  // The shell starts with the stylesheet's default; the read configuration replaces it.
  await expect.poll(primaryShown).not.toBe('#2563eb')
  expect(await primaryShown()).not.toBe('#fde047')
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('a new toast replaces the one showing at once, and F8 moves focus to the toasts', async ({ page }) => {
  let fail = true
  await page.route('**/api/newsletter/subscribe', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'Mail room closed' } }) : route.fulfill({ json: { message: 'ok' } }),
  )
  // The app must have taken the page over: before that, Subscribe is an ordinary form post.
  await openPage(page, '/plan-a-visit')
  const form = page.getByRole('region', { name: 'Stay Connected' })
  await form.getByLabel('Email address').fill(`toast-${Date.now()}@example.org`)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Mail room closed')).toBeVisible()
  fail = false
  await form.getByRole('button', { name: 'Subscribe' }).click()
  // Well within the 5 s the first toast would otherwise have stayed.
  await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible({ timeout: 1500 })
  await expect(page.getByText('Mail room closed')).toHaveCount(0)
  await page.keyboard.press('F8')
  await expect(page.locator('[data-scope="toast"][data-part="group"]')).toBeFocused()
})

import type { Page } from '@playwright/test'
import { policyAsConfigured } from './support/csp'
import { expectNoSeriousA11yIssues, openFromShell, screensDir } from './support/page'
import { expect, test } from './support/test'

// page.route must see every API call: no service worker in between.
test.use({ serviceWorkers: 'block' })

const WIDGET_URL = 'https://giving.example.test/widget.js'
const FORM_URL = 'https://forms.example.test/offering'

/**
 * The real configuration with some fields replaced (the seeded database is never changed), for
 * pages opened from the app shell (openFromShell): the app reads /api/site-config, answered here, and
 * the shell carries the policy the server sends when those providers are configured.
 */
async function configure(page: Page, fields: { givingWidgetUrl?: string; offeringFormUrl?: string }) {
  await policyAsConfigured(page, fields)
  await page.route('**/api/site-config', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), ...fields } })
  })
}

/** A stand-in provider script: draws its form into the container it was added to. */
async function serveWidget(page: Page) {
  let loads = 0
  await page.route(WIDGET_URL, (route) => {
    loads++
    return route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const box = document.querySelector('script[data-giving-widget]').parentElement
        const form = document.createElement('form')
        form.setAttribute('aria-label', 'Demo giving widget')
        form.innerHTML = '<label>Amount <input name="amount" inputmode="decimal"></label>'
        box.append(form)
      })()`,
    })
  })
  return () => loads
}

test.describe('give', () => {
  test('with nothing configured, says how to give in person', async ({ page }) => {
    await page.goto('/give')
    await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible()
    const inPerson = page.getByRole('region', { name: 'Give In Person' })
    await expect(inPerson).toContainText('offering plate during our 10:30 AM service')
    await expect(inPerson).toContainText('Mail a check payable to Anglican Church of Santa Rosa Beach to:')
    await expect(inPerson).toContainText('123 Church Street, Santa Rosa Beach, FL 32459')
    await expect(page.getByText(/is a 501\(c\)\(3\) nonprofit organization\. Your gifts are tax-deductible/)).toBeVisible()
    await expect(page.locator('script[data-giving-widget], iframe')).toHaveCount(0)
  })

  test('with a provider configured, loads its widget once and notes the secure platform', async ({ page }) => {
    await configure(page, { givingWidgetUrl: WIDGET_URL })
    const loads = await serveWidget(page)
    await openFromShell(page, '/give')
    const online = page.getByRole('region', { name: 'Give Online' })
    await expect(online.getByRole('form', { name: 'Demo giving widget' })).toBeVisible()
    await expect(online).toContainText("church-management provider's secure platform")
    await expect(page.getByText(/501\(c\)\(3\)/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Other Ways to Give' })).toContainText('offering plate')
    await expect(page.locator(`script[src="${WIDGET_URL}"]`)).toHaveCount(1)
    await expect(online.getByText('Loading the giving form...')).toBeHidden()
    expect(loads()).toBe(1)

    // Away and back: still one widget on the page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Give' }).click()
    await expect(page.getByRole('form', { name: 'Demo giving widget' })).toHaveCount(1)
    await expect(page.locator(`script[src="${WIDGET_URL}"]`)).toHaveCount(1)
  })

  test('a widget that cannot load gets a calm note, and the other ways to give stay', async ({ page }) => {
    await configure(page, { givingWidgetUrl: WIDGET_URL })
    await page.route(WIDGET_URL, (route) => route.abort('internetdisconnected'))
    await openFromShell(page, '/give')
    await expect(page.getByRole('alert')).toContainText("The online giving form couldn't load just now.")
    await expect(page.getByRole('region', { name: 'Other Ways to Give' })).toContainText('Mail a check')
  })

  test('has no serious accessibility issues', async ({ page }) => {
    await page.goto('/give')
    await expect(page.getByRole('region', { name: 'Give In Person' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await configure(page, { givingWidgetUrl: WIDGET_URL })
    await serveWidget(page)
    await openFromShell(page, '/give')
    await expect(page.getByRole('form', { name: 'Demo giving widget' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })
})

test.describe('offering', () => {
  test('with nothing configured, says how to give in person instead of a frame', async ({ page }) => {
    await page.goto('/offering')
    await expect(page.getByRole('heading', { level: 1, name: 'Offering' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Give In Person' })).toContainText('123 Church Street, Santa Rosa Beach, FL 32459')
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('with a form configured, embeds it 2665 px high with a title', async ({ page }) => {
    await configure(page, { offeringFormUrl: FORM_URL })
    await page.route(FORM_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Offering</title><h1>Offering form</h1>' }),
    )
    await openFromShell(page, '/offering')
    const frame = page.locator('iframe[title="Offering form"]')
    await expect(frame).toHaveAttribute('src', FORM_URL)
    await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(2665)
    await expect(page.frameLocator('iframe[title="Offering form"]').getByRole('heading', { name: 'Offering form' })).toBeVisible()
    await expect(page.getByText('Loading the offering form...')).toBeHidden()
    const newTab = page.getByRole('link', { name: 'Open it in a new tab' })
    await expect(newTab).toHaveAttribute('href', FORM_URL)
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('has no serious accessibility issues', async ({ page }) => {
    await page.goto('/offering')
    await expect(page.getByRole('region', { name: 'Give In Person' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })
})

for (const width of [390, 1280]) {
  test(`give and offering screenshots at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    const dir = screensDir(testInfo.project.outputDir)
    await page.goto('/give')
    await expect(page.getByRole('region', { name: 'Give In Person' })).toBeVisible()
    await page.screenshot({ path: `${dir}/give-${width}.png`, fullPage: true })
    await page.goto('/offering')
    await expect(page.getByRole('region', { name: 'Give In Person' })).toBeVisible()
    await page.screenshot({ path: `${dir}/offering-${width}.png`, fullPage: true })

    await configure(page, { givingWidgetUrl: WIDGET_URL, offeringFormUrl: FORM_URL })
    await serveWidget(page)
    await page.route(FORM_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Offering</title><h1>Offering form</h1>' }),
    )
    await openFromShell(page, '/give')
    await expect(page.getByRole('form', { name: 'Demo giving widget' })).toBeVisible()
    await page.screenshot({ path: `${dir}/give-configured-${width}.png`, fullPage: true })
    await openFromShell(page, '/offering')
    await expect(page.getByText('Loading the offering form...')).toBeHidden()
    await page.screenshot({ path: `${dir}/offering-configured-${width}.png` })
  })
}

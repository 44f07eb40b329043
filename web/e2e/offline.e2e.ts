import type { Page } from '@playwright/test'
import { policyAsConfigured } from './support/csp'
import { controlled, keptPages, savedReads } from './support/offline'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

/**
 * Visitors offline (decision 0010): after one online visit the pages read from the service worker's
 * saved copies. Each test has a fresh browser context, so its own first visit and service worker.
 */

const OFFLINE_NOTICE = "You're offline — showing saved content"
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

const savedDetails = async (page: Page, list: 'sermons' | 'events') =>
  (await savedReads(page)).filter((path) => new RegExp(`^/api/${list}/${UUID}$`).test(path))

const sermonCards = (page: Page) => page.getByRole('list', { name: 'Sermons' }).locator(':scope > li')

test('after one online visit, home, the sermon list, a sermon and the events read offline', async ({ page, context }, testInfo) => {
  // One online visit: home first (its lists in the server's page, which the worker keeps once it takes over) ...
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Recent Sermons' }).getByRole('listitem').first()).toBeVisible()
  await controlled(page)
  await expect.poll(() => keptPages(page)).toContain('/')

  // ... then the sermon list, whose first sermons' details are fetched ahead, one sermon, the events.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sermons' }).click()
  await expect(sermonCards(page).first()).toBeVisible()
  const titles = await sermonCards(page).getByRole('heading', { level: 2 }).allInnerTexts()
  expect(titles.length).toBeGreaterThanOrEqual(4)
  await expect.poll(async () => (await savedDetails(page, 'sermons')).length).toBeGreaterThanOrEqual(4)
  await sermonCards(page).first().getByRole('link', { name: titles[0], exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible()
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  const eventTitles = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()
  expect(eventTitles.length).toBeGreaterThan(0)

  await context.setOffline(true)

  // Home: the shell from the worker, the lists from its saved copies, and a calm notice.
  const home = await page.goto('/')
  expect(home?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Anglican Church of Santa Rosa Beach' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recent Sermons' }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem').first()).toBeVisible()
  await page.screenshot({ path: `${screensDir(testInfo.project.outputDir)}/offline-home.png`, fullPage: false })

  // The sermon list, and a sermon never opened online (its detail was fetched ahead).
  await page.goto('/sermons')
  await expect(sermonCards(page)).toHaveCount(titles.length)
  await sermonCards(page).nth(2).getByRole('link', { name: titles[2], exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: titles[2] })).toBeVisible()
  // No broken player: a friendly note, and the link to watch later.
  await expect(page.getByText("This video will play when you're back online.")).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  await expectNoSeriousA11yIssues(page)

  // The sermon opened online, and the events.
  await page.goto('/sermons')
  await sermonCards(page).first().getByRole('link', { name: titles[0], exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible()
  await page.goto('/events')
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: eventTitles[0], exact: true })).toBeVisible()

  // Back online: the notice goes and the player is offered again, without a reload.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0)
  await expect(page.getByRole('button', { name: `Play video: ${titles[0]}` })).toBeVisible()
})

test('a page never visited says it is offline, and the notice has no accessibility problems', async ({ page, context }) => {
  await page.goto('/')
  await controlled(page)
  // The first visit is kept with what every page's header reads: the church's name and its menus.
  await expect.poll(() => savedReads(page)).toEqual(expect.arrayContaining(['/api/site-config', '/api/menus']))
  await context.setOffline(true)
  await page.goto('/live-streams')
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  // The page itself is there (the app shell); its list could not be read.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expectNoSeriousA11yIssues(page)
})

test('the map shows a note offline instead of a broken frame, and loads when back online', async ({ page, context }) => {
  await page.goto('/contact')
  await expect(page.locator('iframe[title^="Map of"]')).toHaveCount(1)
  await context.setOffline(true)
  await expect(page.getByText("The map will show when you're back online.")).toBeVisible()
  await expect(page.locator('iframe[title^="Map of"]')).toHaveCount(0)
  // The buttons to a maps app stay.
  await expect(page.getByRole('link', { name: /Get Directions/ })).toBeVisible()
  await context.setOffline(false)
  await expect(page.locator('iframe[title^="Map of"]')).toHaveCount(1)
  await expect(page.getByText("The map will show when you're back online.")).toHaveCount(0)
})

test.describe('giving offline', () => {
  // page.route must answer the site configuration: no service worker in between.
  test.use({ serviceWorkers: 'block' })
  const WIDGET_URL = 'https://giving.example.test/widget.js'
  const FORM_URL = 'https://giving.example.test/offering'

  test.beforeEach(async ({ page }) => {
    await policyAsConfigured(page, { givingWidgetUrl: WIDGET_URL, offeringFormUrl: FORM_URL })
    await page.route('**/api/site-config', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...(await response.json()), givingWidgetUrl: WIDGET_URL, offeringFormUrl: FORM_URL } })
    })
    await page.route(WIDGET_URL, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `document.querySelector('[data-giving-widget]').insertAdjacentHTML('afterend', '<p>Provider giving form</p>')`,
      }),
    )
    await page.route(FORM_URL, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Provider offering form</h1>' }))
  })

  test('the giving widget gives way to a friendly note offline, and comes back online', async ({ page, context }) => {
    await page.goto('/give')
    await expect(page.getByText('Provider giving form')).toBeVisible()
    await context.setOffline(true)
    await expect(
      page.getByText("You're offline. The online giving form will appear here when you're back online.", { exact: false }),
    ).toBeVisible()
    await expect(page.getByText('Provider giving form')).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Other Ways to Give' })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByText('Provider giving form')).toBeVisible()
    await expect(page.getByText('The online giving form will appear here', { exact: false })).toHaveCount(0)
  })

  test('a widget that failed to load is tried again once the connection is back', async ({ page, context }) => {
    let reachable = false
    await page.unroute(WIDGET_URL)
    await page.route(WIDGET_URL, (route) =>
      reachable
        ? route.fulfill({
            contentType: 'text/javascript',
            body: `document.querySelector('[data-giving-widget]').insertAdjacentHTML('afterend', '<p>Provider giving form</p>')`,
          })
        : route.abort('internetdisconnected'),
    )
    await page.goto('/give')
    await expect(page.getByText("The online giving form couldn't load just now.", { exact: false })).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByText('The online giving form will appear here', { exact: false })).toBeVisible()
    reachable = true
    await context.setOffline(false)
    await expect(page.getByText('Provider giving form')).toBeVisible()
    await expect(page.getByText("couldn't load just now", { exact: false })).toHaveCount(0)
  })

  test('the offering form frame gives way to a note and the in-person ways offline', async ({ page, context }) => {
    await page.goto('/offering')
    await expect(page.frameLocator('iframe[title="Offering form"]').getByRole('heading', { name: 'Provider offering form' })).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByText('The offering form will appear here when you', { exact: false })).toBeVisible()
    await expect(page.locator('iframe[title="Offering form"]')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'At Sunday Worship' })).toBeVisible()
    await context.setOffline(false)
    await expect(page.frameLocator('iframe[title="Offering form"]').getByRole('heading', { name: 'Provider offering form' })).toBeVisible()
  })
})

import type { Page } from '@playwright/test'
import { networkSettled } from './support/network'
import { expectAccessiblePages, expectLoadingUntilRead, expectNoSeriousA11yIssues, openInApp } from './support/page'
import { expect, test } from './support/test'

// page.route must see every API call: no service worker in between. A page opened with page.goto
// arrives with its data in the server's HTML; a test that answers or holds the browser's reads opens
// its page with openInApp, so the browser makes them.
test.use({ serviceWorkers: 'block' })

type Service = { id: string; title: string; description: string; date: string; duration: string; isLive: boolean; youtubeUrl: string }

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

/** Services a page of the list holds. */
const PER_PAGE = 12
/** Every service of the demo church, newest first (more than one page of twelve). */
let seeded: Service[] = []
test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/live-streams?limit=100')
  expect(response.ok()).toBe(true)
  seeded = (await response.json()).items
  expect(seeded.length).toBeGreaterThan(PER_PAGE)
})
/** A page of services as the API answers it. */
const pageOf = (items: Service[], total = items.length) => ({ items, total })

const isServiceList = (url: URL) => url.pathname === '/api/live-streams'
const serviceCards = (page: Page) => page.getByRole('list', { name: 'Services' }).locator(':scope > li')
const cardTitles = (page: Page) => serviceCards(page).getByRole('heading', { level: 2 }).allInnerTexts()
// The page's own search, not the header's 'Search the site'.
const searchBox = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search' })
const typeSelect = (page: Page) => page.getByRole('combobox', { name: 'Show' })
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' })
const countLine = (page: Page) => page.getByText(/service\(s\) found/)
/** The address bar as the page has it now (read in the page, so a change just made is seen). */
const address = (page: Page) => page.evaluate(() => location.pathname + location.search)
/** A live service, as the API would answer while streaming. */
const liveService = (services: Service[]): Service => ({
  ...services[0],
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Evening Prayer — Live',
  isLive: true,
  youtubeUrl: '',
})

test.describe('live streams list', () => {
  test('shows the newest twelve with the count line, play buttons and the promo block; the pages reach the oldest', async ({ page }) => {
    await page.goto('/live-streams')
    await expect(page.getByRole('heading', { level: 1, name: 'Live Streams & Services' })).toBeVisible()
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search services...')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)
    const pages = Math.ceil(seeded.length / PER_PAGE)
    await expect(countLine(page)).toHaveText(`${seeded.length} service(s) found · page 1 of ${pages}`)
    await expect.poll(() => cardTitles(page)).toEqual(seeded.slice(0, PER_PAGE).map((s) => s.title))

    expect(await typeSelect(page).locator('option').allInnerTexts()).toEqual(['All Services', 'Live Now', 'Recorded'])
    expect(await sortSelect(page).locator('option').allInnerTexts()).toEqual(['Date (Newest First)', 'Title (A-Z)', 'Duration'])

    const first = seeded[0]
    const card = serviceCards(page).first()
    const play = card.getByRole('link', { name: `Play ${first.title} on YouTube` })
    await expect(play).toHaveAttribute('href', first.youtubeUrl)
    await expect(play).toHaveAttribute('target', '_blank')
    await expect(play).toHaveAttribute('rel', 'noopener noreferrer')
    // Nothing is live in the demo data.
    await expect(page.getByText('LIVE', { exact: true })).toHaveCount(0)

    const promo = page.getByRole('region', { name: 'Join Us for Live Worship' })
    // Santa Rosa Beach is on Central time: the zone is named for the Sunday shown, never EST.
    await expect(promo).toContainText(/10:30 AM C[SD]T/)
    await expect(promo.getByRole('link', { name: 'Plan Your Visit' })).toHaveAttribute('href', '/plan-a-visit')
    await expect(promo.getByRole('link', { name: 'View Service Times' })).toHaveAttribute('href', '/contact')

    // The last page holds the oldest service.
    const nav = page.getByRole('navigation', { name: 'Service pages' })
    await nav.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL('/live-streams?page=2')
    await expect(countLine(page)).toHaveText(`${seeded.length} service(s) found · page 2 of ${pages}`)
    await expect.poll(() => cardTitles(page)).toEqual(seeded.slice(PER_PAGE, 2 * PER_PAGE).map((s) => s.title))

    const oldest = seeded.at(-1) as Service
    await serviceCards(page).getByRole('link', { name: oldest.title, exact: true }).click()
    await expect(page).toHaveURL(`/live-streams/${oldest.id}`)
    await expect(page.getByRole('heading', { level: 1, name: oldest.title })).toBeVisible()
  })

  test("shows 'Loading live streams...' until the services arrive", async ({ page }) => {
    await expectLoadingUntilRead(page, isServiceList, '/live-streams', 'Loading live streams...', serviceCards(page).first())
  })

  test('search is case-insensitive over title and description, with the term in the count line and the URL', async ({ page }) => {
    const target = seeded.at(-1) as Service
    // A word from the description only: the sermon line names its scripture.
    const scripture = /\(([^)]+)\)/.exec(target.description)?.[1] ?? target.title
    const term = scripture.toUpperCase()
    const matches = seeded.filter((s) => `${s.title}\n${s.description}`.toLowerCase().includes(scripture.toLowerCase()))

    await page.goto('/live-streams')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)
    await searchBox(page).fill(term)
    await expect(countLine(page)).toHaveText(`${matches.length} service(s) found for "${term}"`)
    await expect(serviceCards(page)).toHaveCount(matches.length)
    expect(await cardTitles(page)).toContain(target.title)
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term)

    // The view is shareable: a reload keeps it.
    await page.reload()
    await expect(searchBox(page)).toHaveValue(term)
    await expect(serviceCards(page)).toHaveCount(matches.length)
  })

  test('no match: a message and Clear Search, which brings every service back', async ({ page }) => {
    await page.goto('/live-streams')
    await searchBox(page).fill('no such service anywhere')
    await expect(page.getByText('No services found matching your search.')).toBeVisible()
    await expect(countLine(page)).toHaveText('0 service(s) found for "no such service anywhere"')
    await page.getByRole('link', { name: 'Clear Search' }).click()
    await expect(searchBox(page)).toHaveValue('')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)
    await expect(countLine(page)).toHaveText(new RegExp(`^${seeded.length} service\\(s\\) found`))
    await expect.poll(() => address(page)).toBe('/live-streams')
  })

  test("the type filter asks for 'Live Now' or 'Recorded' and shows what comes back, with the LIVE badge", async ({ page }) => {
    const asked: (string | null)[] = []
    await page.route(isServiceList, (route) => {
      const type = new URL(route.request().url()).searchParams.get('type')
      asked.push(type)
      return type === 'live' ? route.fulfill({ json: pageOf([liveService(seeded)]) }) : route.fallback()
    })
    await openInApp(page, '/live-streams')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)

    await typeSelect(page).selectOption({ label: 'Live Now' })
    await expect(serviceCards(page)).toHaveCount(1)
    await expect(serviceCards(page).first().getByText('LIVE', { exact: true })).toBeVisible()
    await expect(countLine(page)).toHaveText('1 service(s) found')
    // No video link, no play button.
    await expect(
      serviceCards(page)
        .first()
        .getByRole('link', { name: /^Play / }),
    ).toHaveCount(0)
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('live')

    await typeSelect(page).selectOption({ label: 'Recorded' })
    await expect(countLine(page)).toHaveText(new RegExp(`^${seeded.length} service\\(s\\) found`))
    await expect(serviceCards(page).getByText('LIVE', { exact: true })).toHaveCount(0)

    await typeSelect(page).selectOption({ label: 'All Services' })
    await expect(page).toHaveURL('/live-streams')
    expect(asked).toContain('live')
    expect(asked).toContain('recorded')
  })

  test("with nothing live, 'Live Now' says so and when the next service is; a search that finds nothing still offers Clear Search", async ({
    page,
  }) => {
    const next = (await (await page.request.get('/api/sunday-services/next')).json()).service
    await page.goto('/live-streams?type=live')
    await expect(typeSelect(page)).toHaveValue('live')
    await expect(page.getByText('No service is live right now.')).toBeVisible()
    // Nothing was searched: no search to clear.
    await expect(page.getByText('No services found matching your search.')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Clear Search' })).toHaveCount(0)
    await expect(
      page.getByText(next ? /^The next service is .+ at \d{1,2}:\d{2} [AP]M C[SD]T\.$/ : /is streamed every Sunday at/),
    ).toBeVisible()
    await expect(countLine(page)).toHaveText('0 service(s) found')

    await searchBox(page).fill('nothing matches this')
    await expect(page.getByText('No services found matching your search.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear Search' }).click()
    await expect(typeSelect(page)).toHaveValue('all')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)

    await page.goto('/live-streams?type=live')
    await page.getByRole('button', { name: 'Show all services' }).click()
    await expect(typeSelect(page)).toHaveValue('all')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)
  })

  test('sort by title A to Z and by duration, in the order the server gives, from the URL too', async ({ page }) => {
    const byTitle = (await (await page.request.get('/api/live-streams?sort=title')).json()).items.map((s: Service) => s.title)
    const byDuration = (await (await page.request.get('/api/live-streams?sort=duration')).json()).items.map((s: Service) => s.title)
    await page.goto('/live-streams')
    await sortSelect(page).selectOption({ label: 'Title (A-Z)' })
    await expect.poll(() => cardTitles(page)).toEqual(byTitle)
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('title')

    await sortSelect(page).selectOption({ label: 'Duration' })
    await expect.poll(() => cardTitles(page)).toEqual(byDuration)

    await page.goto('/live-streams?sort=title&type=recorded')
    await expect(sortSelect(page)).toHaveValue('title')
    await expect(typeSelect(page)).toHaveValue('recorded')
    await expect.poll(() => cardTitles(page)).toEqual(byTitle)

    // Unknown values fall back to the defaults.
    await page.goto('/live-streams?sort=views&type=upcoming')
    await expect(sortSelect(page)).toHaveValue('date')
    await expect(typeSelect(page)).toHaveValue('all')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)
  })

  test("no services at all: 'No services available.'", async ({ page }) => {
    await page.route(isServiceList, (route) => route.fulfill({ json: pageOf([]) }))
    await openInApp(page, '/live-streams')
    await expect(page.getByText('No services available.')).toBeVisible()
    await expect(countLine(page)).toHaveText('0 service(s) found')
    await expect(page.getByRole('link', { name: 'Clear Search' })).toHaveCount(0)
  })

  test('the search, type, sort and Search work from the keyboard', async ({ page }) => {
    await page.goto('/live-streams')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)
    await searchBox(page).focus()
    await page.keyboard.type('no such service')
    await page.keyboard.press('Tab')
    await expect(typeSelect(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(sortSelect(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('No services found matching your search.')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Clear Search' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(serviceCards(page)).toHaveCount(PER_PAGE)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form searches and the page links reach every service', async ({ page }) => {
      await page.goto('/live-streams')
      await expect(serviceCards(page)).toHaveCount(PER_PAGE)
      await page.getByRole('navigation', { name: 'Service pages' }).getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL('/live-streams?page=2')
      await expect(serviceCards(page)).toHaveCount(seeded.length - PER_PAGE)
      expect(await cardTitles(page)).toContain((seeded.at(-1) as Service).title)

      await searchBox(page).fill(seeded[1].title)
      await typeSelect(page).selectOption('recorded')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/live-streams\?search=.+&type=recorded&sort=date$/)
      expect(await cardTitles(page)).toEqual([seeded[1].title])
      await expect(countLine(page)).toHaveText(`1 service(s) found for "${seeded[1].title}"`)
    })
  })
})

test.describe('live stream detail', () => {
  test('shows the title, date, duration, the video on request and About This Service', async ({ page }) => {
    const service = seeded[0]
    await page.goto(`/live-streams/${service.id}`)
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible()
    const header = page.getByRole('main').locator('header')
    await expect(header.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(header.locator('time')).toHaveAttribute('datetime', service.date)
    await expect(header).toContainText(service.duration)
    await expect(page.getByText('LIVE', { exact: true })).toHaveCount(0)

    const about = page.getByRole('region', { name: 'About This Service' })
    await expect(about.locator('p')).toHaveCount(service.description.split(/\n\s*\n/).length)

    await page.getByRole('button', { name: `Play video: ${service.title}` }).click()
    const videoId = new URL(service.youtubeUrl).searchParams.get('v')
    await expect(page.locator(`iframe[title="${service.title}"]`)).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube\\.com/embed/${videoId}\\?rel=0&modestbranding=1`),
    )

    await page.getByRole('link', { name: 'Back to Services' }).click()
    await expect(page).toHaveURL('/live-streams')
  })

  test('a live service shows the red LIVE badge; links in its description are links (never javascript:)', async ({ page }) => {
    const service = seeded[0]
    await page.route(
      (url) => url.pathname === `/api/live-streams/${service.id}`,
      (route) =>
        route.fulfill({
          json: {
            ...service,
            isLive: true,
            description: 'Order of service: https://example.org/bulletin\n\nNot a link: javascript:alert(1)',
          },
        }),
    )
    await openInApp(page, `/live-streams/${service.id}`)
    const badge = page.getByText('LIVE', { exact: true })
    await expect(badge).toBeVisible()
    // Red: the computed colour (oklab in UnoCSS's palette) painted on a canvas and read back as RGB.
    const [r, g, b] = await badge.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
      context.fillStyle = getComputedStyle(element).backgroundColor
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data]
    })
    expect(r).toBeGreaterThan(150)
    expect(Math.max(g, b)).toBeLessThan(70)
    const about = page.getByRole('region', { name: 'About This Service' })
    await expect(about.getByRole('link')).toHaveCount(1)
    await expect(about.getByRole('link', { name: 'https://example.org/bulletin' })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(about.getByText('javascript:alert(1)')).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })

  test("shows 'Loading service...' until the service arrives", async ({ page }) => {
    const service = seeded[0]
    await expectLoadingUntilRead(
      page,
      (url) => url.pathname === `/api/live-streams/${service.id}`,
      `/live-streams/${service.id}`,
      'Loading service...',
      page.getByRole('heading', { level: 1, name: service.title }),
    )
  })

  test('an unknown id: Service Not Found with the id', async ({ page }) => {
    await page.goto(`/live-streams/${MISSING_ID}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible()
    await expect(page.getByText(MISSING_ID)).toBeVisible()
    await page.getByRole('link', { name: 'Back to Services' }).click()
    await expect(page).toHaveURL('/live-streams')
  })

  test('a server error: Error Loading Service with Back to Services', async ({ page }) => {
    await page.route(
      (url) => url.pathname === `/api/live-streams/${seeded[0].id}`,
      (route) => route.fulfill({ status: 500, json: { message: 'Something broke' } }),
    )
    await openInApp(page, `/live-streams/${seeded[0].id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Error Loading Service' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('Something broke')
    await expect(page.getByRole('alert')).not.toContainText('500')
    await page.getByRole('link', { name: 'Back to Services' }).click()
    await expect(page).toHaveURL('/live-streams')
  })
})

test.describe('live stream pages: accessibility and screenshots', () => {
  test('no serious or critical axe violations on the list, the empty search, the detail and not found', async ({ page }) => {
    await expectAccessiblePages(page, [
      ['/live-streams', serviceCards(page).first()],
      ['/live-streams?search=no-such-service', page.getByText('No services found matching your search.')],
      [`/live-streams/${seeded[0].id}`, page.getByRole('region', { name: 'About This Service' })],
      [`/live-streams/${MISSING_ID}`, page.getByRole('heading', { name: 'Service Not Found' })],
    ])
  })

  for (const width of [390, 1280]) {
    test(`screenshots at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      const shot = (name: string) => page.screenshot({ path: `${testInfo.project.outputDir}/screens/${name}-${width}.png`, fullPage: true })
      await page.route(isServiceList, (route) =>
        route.fulfill({ json: pageOf([liveService(seeded), ...seeded.slice(0, 11)], seeded.length + 1) }),
      )
      await openInApp(page, '/live-streams')
      await expect(serviceCards(page)).toHaveCount(PER_PAGE)
      await networkSettled(page)
      await shot('live-streams')

      await page.goto('/live-streams?search=no-such-service')
      await expect(page.getByText('No services found matching your search.')).toBeVisible()
      await shot('live-streams-empty')

      await page.goto(`/live-streams/${seeded[0].id}`)
      await expect(page.getByRole('region', { name: 'About This Service' })).toBeVisible()
      await networkSettled(page)
      await shot('live-stream-detail')

      await page.goto(`/live-streams/${MISSING_ID}`)
      await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible()
      await shot('live-stream-not-found')
    })
  }
})

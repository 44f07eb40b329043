import type { Page, Route } from '@playwright/test'
import { expectNoSeriousA11yIssues, openFromShell, openInApp, openPage, takenOver } from './support/page'
import { expect, test } from './support/test'

// Requests are mocked with page.route, which cannot see what a service worker fetches.
test.use({ serviceWorkers: 'block' })
// The server's page carries the home's reads: a test that answers them opens the page by moving to
// it in the browser (openInApp, or openFromShell for the site configuration), so the browser makes them.

const DEFAULT_HERO_VIDEO_ID = 'M7lc1UVf-VE'
const CONFIGURED_ID = 'Cfg_Video01'
const THUMBNAIL = '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#0a7"/></svg>'

/** YouTube is out of reach here: thumbnails come from this stand-in, so the poster's "loaded" path runs. */
const serveThumbnails = (page: Page) =>
  page.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: THUMBNAIL }))

/** A stand-in player that answers the IFrame API handshake by saying it is playing. */
const servePlayer = (page: Page) =>
  page.route('https://www.youtube.com/embed/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>player</title><script>
        addEventListener('message', (e) => {
          if (String(e.data).includes('listening')) parent.postMessage(JSON.stringify({ event: 'onStateChange', info: 1 }), '*')
        })
      </script>`,
    }),
  )

/**
 * Holds the window 'load' event: an image added at DOMContentLoaded delays it until the test answers
 * the image's request. Returns the function that lets the page finish loading.
 */
async function holdLoadEvent(page: Page) {
  let held: Route | undefined
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/__hold-load.gif', async (route) => {
    held = route
    await released
    await route.fulfill({ contentType: 'image/svg+xml', body: THUMBNAIL })
  })
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.createElement('img')
      img.src = '/__hold-load.gif'
      img.alt = ''
      img.style.display = 'none'
      document.body.append(img)
    })
  })
  return {
    release: () => {
      expect(held, 'the page asked for the held image').toBeDefined()
      release()
    },
  }
}

/** Changes fields of the public site configuration as the browser receives it (see openFromShell). */
const withSiteConfig = (page: Page, fields: Record<string, unknown>) =>
  page.route('**/api/site-config', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), ...fields } })
  })

/** Stay Connected, at the foot of the page. */
async function scrollToStayConnected(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  const form = page.getByRole('region', { name: 'Stay Connected' })
  await expect(form).toBeVisible()
  return form
}

const heroFrame = (page: Page) => page.locator('iframe[src*="youtube.com/embed/"]')
const loaded = (page: Page) => page.waitForFunction(() => document.readyState === 'complete')
/**
 * The browser has run out of work (an idle callback runs only then): the app has rendered and run
 * its effects for everything that has happened so far, so a film it meant to start would be there.
 */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())))

async function featuredVideoId(page: Page) {
  const items = (await (await page.request.get('/api/featured-content')).json()) as { type: string; contentId: string }[]
  const video = items.find((item) => item.type === 'video')
  if (!video) throw new Error('the demo seed has a featured video')
  return video.contentId
}

test.describe('the hero', () => {
  test('shows the church, the tagline, Sunday worship, the address and Plan Your Visit', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Anglican Church of Santa Rosa Beach' })
    await expect(hero.getByRole('heading', { level: 1, name: 'Anglican Church of Santa Rosa Beach' })).toBeVisible()
    await expect(hero.getByText('Ancient faith for beach-town lives')).toBeVisible()
    await expect(hero.getByText('Sunday Worship 10:30 AM')).toBeVisible()
    await expect(hero.getByText('123 Church Street, Santa Rosa Beach, FL 32459')).toBeVisible()
    const plan = hero.getByRole('link', { name: 'Plan Your Visit' })
    await expect(plan).toHaveAttribute('href', '/plan-a-visit')
    await expect(plan).not.toHaveAttribute('target', /.*/)
    await plan.click()
    await expect(page).toHaveURL(/\/plan-a-visit$/)
  })

  test('poster first: the picture paints at once, the film starts only after the load event', async ({ page }) => {
    const featuredId = await featuredVideoId(page)
    await serveThumbnails(page)
    await servePlayer(page)
    const load = await holdLoadEvent(page)

    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.locator('img[data-hero-poster="stock"]')).toBeVisible()
    // The chosen video (no heroVideoId configured: the featured video) gives the poster its thumbnail.
    const thumbnail = page.locator('img[data-hero-poster="thumbnail"]')
    await expect(thumbnail).toHaveAttribute('src', `https://i.ytimg.com/vi/${featuredId}/hqdefault.jpg`)
    await expect(thumbnail).toHaveAttribute('data-state', 'shown')
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    // The app runs the page and has rendered the hero again since it took over: the thumbnail's state
    // is set by a render, and React runs the effects of taking over (where the hero rereads whether
    // the page has loaded) before any later render. A film that did not wait for the load event
    // would be here now.
    await takenOver(page)
    await expect(heroFrame(page)).toHaveCount(0)

    load.release()
    await loaded(page)
    const frame = heroFrame(page)
    await expect(frame).toHaveCount(1)
    const src = new URL((await frame.getAttribute('src')) ?? '')
    expect(src.pathname).toBe(`/embed/${featuredId}`)
    for (const [key, value] of Object.entries({ autoplay: '1', mute: '1', loop: '1', playlist: featuredId, rel: '0', playsinline: '1' })) {
      expect(src.searchParams.get(key), key).toBe(value)
    }
    await expect(frame).toHaveAttribute('title', /welcome film/)
    await expect(page.locator('[aria-hidden="true"][inert]').filter({ has: frame })).toHaveCount(1)
    // Revealed over the poster once the player says it is playing.
    await expect(frame).toHaveAttribute('data-playing', 'true')
  })

  test('an unreachable player never covers the poster', async ({ page }) => {
    // YouTube out of reach: the player and its thumbnails fail as they do offline. The page's clock is
    // the test's, so the player's whole time to answer can pass without waiting for it.
    await page.route(/^https:\/\/(www\.youtube\.com|i\.ytimg\.com)\//, (route) => route.abort('internetdisconnected'))
    await page.clock.install()
    await page.goto('/')
    await loaded(page)
    await expect(heroFrame(page)).toHaveCount(1)
    // The frame has loaded the browser's error page, so the app has begun asking it whether it plays
    // (every 250 ms, for 10 s); then the whole 10 s pass on the page's clock, with no answer.
    const player = await heroFrame(page)
      .elementHandle()
      .then((frame) => frame?.contentFrame())
    if (!player) throw new Error('the hero frame has no document')
    await player.waitForLoadState('load')
    await page.clock.runFor(10_000)
    await expect(heroFrame(page)).toHaveAttribute('data-playing', 'false')
    await expect(heroFrame(page)).toHaveCSS('opacity', '0')
    // The thumbnail could not load either: the stock picture stays.
    await expect(page.locator('img[data-hero-poster="thumbnail"]')).toHaveCount(0)
    await expect(page.locator('img[data-hero-poster="stock"]')).toBeVisible()
  })

  test('the configured heroVideoId comes before featured content', async ({ page }) => {
    await withSiteConfig(page, { heroVideoId: CONFIGURED_ID })
    await openFromShell(page, '/')
    await expect(heroFrame(page)).toHaveAttribute('src', new RegExp(`/embed/${CONFIGURED_ID}\\?`))
  })

  test('with no configured or featured video, the built-in default plays', async ({ page }) => {
    await withSiteConfig(page, { heroVideoId: '' })
    await page.route('**/api/featured-content', (route) => route.fulfill({ json: [] }))
    await openFromShell(page, '/')
    await expect(heroFrame(page)).toHaveAttribute('src', new RegExp(`/embed/${DEFAULT_HERO_VIDEO_ID}\\?`))
  })

  test('never plays for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await loaded(page)
    await expect(page.locator('img[data-hero-poster="stock"]')).toBeVisible()
    await idle(page)
    await expect(heroFrame(page)).toHaveCount(0)
    // The preference alone held it back: without it, the film starts on the page as it stands.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await expect(heroFrame(page)).toHaveCount(1)
  })

  test('never plays when the visitor asks to save data, and skips the thumbnail', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
    await serveThumbnails(page)
    await page.goto('/')
    await loaded(page)
    await expect(page.locator('img[data-hero-poster="stock"]')).toBeVisible()
    await idle(page)
    await expect(heroFrame(page)).toHaveCount(0)
    await expect(page.locator('img[data-hero-poster="thumbnail"]')).toHaveCount(0)
  })

  test('stops when the visitor goes offline and comes back when online again', async ({ page, context }) => {
    await page.goto('/')
    await loaded(page)
    await expect(heroFrame(page)).toHaveCount(1)
    await context.setOffline(true)
    await expect(heroFrame(page)).toHaveCount(0)
    await expect(page.locator('img[data-hero-poster="stock"]')).toBeVisible()
    await context.setOffline(false)
    await expect(heroFrame(page)).toHaveCount(1)
  })

  /** The home page's Plan Your Visit link, with `contactPageUrl` saved as the Contact Page URL in Settings. */
  async function planYourVisit(page: Page, contactPageUrl: string) {
    await withSiteConfig(page, { contactPageUrl })
    const answered = page.waitForResponse('**/api/site-config')
    await openFromShell(page, '/')
    await answered
    // The tagline comes with the configuration: the rule has been applied to the mocked value.
    await expect(page.getByText('Ancient faith for beach-town lives')).toBeVisible()
    return page.getByRole('link', { name: 'Plan Your Visit' })
  }

  test('Plan Your Visit: an http address opens in a new tab', async ({ page }) => {
    const plan = await planYourVisit(page, 'https://example.org/visit')
    await expect(plan).toHaveAttribute('href', 'https://example.org/visit')
    await expect(plan).toHaveAttribute('target', '_blank')
    await expect(plan).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('Plan Your Visit: a path on this site opens in the same tab', async ({ page }) => {
    const plan = await planYourVisit(page, '/contact')
    await expect(plan).toHaveAttribute('href', '/contact')
    await expect(plan).not.toHaveAttribute('target', /.*/)
    await plan.click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('Plan Your Visit: anything else goes to /plan-a-visit', async ({ page }) => {
    await expect(await planYourVisit(page, 'javascript:alert(1)')).toHaveAttribute('href', '/plan-a-visit')
  })
})

test.describe('the home sections', () => {
  test('three feature cards', async ({ page }) => {
    await page.goto('/')
    const welcome = page.getByRole('region', { name: 'Welcome Home' })
    await expect(welcome.getByRole('heading', { level: 3 })).toHaveText(['Sunday Worship', 'Community Events', 'Serve Together'])
  })

  const LISTS = [
    { region: 'Upcoming Events', api: /\/api\/events\?/, loading: 'Loading events...', button: 'View All Events', to: '/events' },
    { region: 'Recent Sermons', api: /\/api\/sermons\?/, loading: 'Loading sermons...', button: 'View All Sermons', to: '/sermons' },
    {
      region: 'Recent Services',
      api: /\/api\/live-streams\?/,
      loading: 'Loading live streams...',
      button: 'View All Services',
      to: '/live-streams',
    },
  ]

  for (const list of LISTS) {
    test(`${list.region}: up to three, linked, with ${list.button}`, async ({ page }) => {
      await page.goto('/')
      const region = page.getByRole('region', { name: list.region })
      await expect(region.getByRole('listitem')).toHaveCount(3)
      for (const item of await region.getByRole('listitem').all()) {
        await expect(item.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
          'href',
          new RegExp(`^${list.to}/[0-9a-f-]{36}$`),
        )
      }
      await region.getByRole('link', { name: list.button }).click()
      await expect(page).toHaveURL(new RegExp(`${list.to}$`))
    })

    test(`${list.region}: loading, then a calm line when it fails, and Try again`, async ({ page }) => {
      let fail = true
      // The read waits until the loading line has been seen (a fixed wait could pass between two looks).
      let answer = () => {}
      const seen = new Promise<void>((resolve) => {
        answer = resolve
      })
      await page.route(list.api, async (route) => {
        await seen
        if (fail) await route.fulfill({ status: 500, json: { message: 'Database unavailable' } })
        else await route.fallback()
      })
      await openInApp(page, '/')
      const region = page.getByRole('region', { name: list.region })
      await expect(region.getByText(list.loading)).toBeVisible()
      answer()
      await expect(region.getByText(/^We couldn't load .* just now\.$/)).toBeVisible()
      await expect(region.getByText('Database unavailable')).toHaveCount(0)
      fail = false
      await region.getByRole('button', { name: 'Try again' }).click()
      await expect(region.getByRole('listitem')).toHaveCount(3)
    })
  }

  test('empty lists say so calmly', async ({ page }) => {
    for (const list of LISTS) {
      // The sermon and service lists answer a page of them with its total; the events a plain list.
      const empty = list.region === 'Upcoming Events' ? [] : { items: [], total: 0 }
      await page.route(list.api, (route) => route.fulfill({ json: empty }))
    }
    await openInApp(page, '/')
    await expect(
      page
        .getByRole('region', { name: 'Upcoming Events' })
        .getByText('No upcoming events right now. Check back soon for new events and opportunities to connect!'),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Recent Sermons' }).getByText('No sermons are available at this time. Check back soon!'),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Recent Services' }).getByText('No services available.', { exact: false })).toBeVisible()
  })

  test("sermon titles drop the 'Sermon + ' prefix", async ({ page }) => {
    await page.route(/\/api\/sermons\?/, async (route) => {
      const response = await route.fetch()
      const sermons = (await response.json()) as { items: { title: string }[]; total: number }
      sermons.items[0].title = 'Sermon + The Good Shepherd'
      await route.fulfill({ response, json: sermons })
    })
    await openInApp(page, '/')
    const region = page.getByRole('region', { name: 'Recent Sermons' })
    await expect(region.getByRole('link', { name: 'The Good Shepherd', exact: true })).toBeVisible()
    await expect(region.getByText('Sermon + ')).toHaveCount(0)
  })
})

test.describe('Stay Connected', () => {
  test('subscribes, says thank you and clears the field', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.fallback()
    })
    await openPage(page, '/')
    const form = await scrollToStayConnected(page)
    const email = form.getByRole('textbox', { name: 'Email address' })
    await email.fill(`home-${Date.now()}@example.org`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    // The demo church's email is not set up: the visitor is told the confirmation email comes later.
    await expect(page.getByText("Our email isn't set up yet, so the email asking you to confirm will come once it is.")).toBeVisible()
    await expect(page.getByText('Thank you', { exact: true })).toBeVisible()
    await expect(page.getByText(/check your inbox/)).toHaveCount(0)
    await expect(email).toHaveValue('')
  })

  test("shows the server's message when subscribing fails", async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 503, json: { message: 'The mailing list is resting. Please try again later.' } }),
    )
    await openPage(page, '/')
    const form = await scrollToStayConnected(page)
    await form.getByRole('textbox', { name: 'Email address' }).fill('someone@example.org')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(page.getByText('The mailing list is resting. Please try again later.')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('someone@example.org')
  })
})

test('home has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Recent Services' }).getByRole('listitem')).toHaveCount(3)
  await loaded(page)
  await scrollToStayConnected(page)
  await expectNoSeriousA11yIssues(page)
})

for (const width of [390, 1280]) {
  test(`home screenshot at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.goto('/')
    for (const region of ['Upcoming Events', 'Recent Sermons', 'Recent Services']) {
      await expect(page.getByRole('region', { name: region }).getByRole('listitem')).toHaveCount(3)
    }
    await loaded(page)
    await scrollToStayConnected(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `test-results/screens/home-${width}.png`, fullPage: true })
  })
}

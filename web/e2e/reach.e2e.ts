import { expectNoSeriousA11yIssues, openInApp, screensDir } from './support/page'
import { expect, test } from './support/test'

/** Link previews, crawlers and calendar/podcast apps read the raw answers: no JavaScript runs. */
test.describe('what the server sends before any script runs', () => {
  test('a sermon link carries its own title, description, preview image and structured data', async ({ request }) => {
    const { items: sermons } = await (await request.get('/api/sermons?limit=1')).json()
    const sermon = sermons[0]
    const res = await request.get(`/sermons/${sermon.id}`)
    expect(res.status()).toBe(200)
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
    expect(head).toContain(`<title>${escaped(sermon.title)} | Anglican Church of Santa Rosa Beach</title>`)
    expect(head).toContain(`<meta property="og:title" content="${escaped(sermon.title)} | Anglican Church of Santa Rosa Beach" />`)
    expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+" \/>/)
    expect(head).toContain(`<link rel="canonical" href="${new URL(res.url()).origin}/sermons/${sermon.id}" />`)
    expect(head).toContain('"@type":"Church"')
    expect(head.match(/<title>/g)).toHaveLength(1)
  })

  test('an unknown address answers 404 with the app, which shows its not-found page', async ({ page, request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404)
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('sitemap, robots.txt and the feeds are served', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin')
    expect(await (await request.get('/sitemap.xml')).text()).toContain('<sitemapindex')
    expect(await (await request.get('/sitemaps/sermons.xml')).text()).toContain('<urlset')
    expect((await request.get('/feeds/sermons.xml')).headers()['content-type']).toContain('application/rss+xml')
    expect(await (await request.get('/feeds/events.ics')).text()).toContain('BEGIN:VCALENDAR')
  })
})

test.describe('subscribe and add to calendar', () => {
  test('an event page offers Add to Calendar: its .ics file and a Google Calendar link', async ({ page }, testInfo) => {
    await page.goto('/events')
    await page
      .getByRole('link', { name: /Women's Bible Study/ })
      .first()
      .click()
    const section = page.getByRole('region', { name: 'Add to Calendar' })
    await expect(section).toBeVisible()

    const google = section.getByRole('link', { name: /Google Calendar/ })
    const href = new URL((await google.getAttribute('href')) as string)
    expect(href.host).toBe('calendar.google.com')
    expect(href.searchParams.get('text')).toBe("Women's Bible Study")
    expect(href.searchParams.get('ctz')).toBe('America/Chicago')
    expect(href.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=TU')

    const download = page.waitForEvent('download')
    await section.getByRole('link', { name: 'Apple or Outlook Calendar' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('women-s-bible-study.ics')
    const text = await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8')
    expect(text).toContain("SUMMARY:Women's Bible Study")
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU')

    // Shown at its next occurrence, which is a Tuesday on or after today.
    await expect(page.getByRole('definition').first()).toContainText('Tuesday')
    await expectNoSeriousA11yIssues(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/event-add-to-calendar-${width}.png`, fullPage: true })
    }
  })

  test('the sermons page offers the podcast; a chosen series offers that series', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/sermons')
    const subscribe = page.getByRole('region', { name: 'Subscribe' })
    await expect(subscribe.getByRole('link', { name: 'Apple Podcasts' })).toHaveAttribute('href', /^podcast:\/\/.+\/feeds\/sermons\.xml$/)
    await expect(subscribe.getByRole('link', { name: /Spotify/ })).toHaveAttribute('href', /open\.spotify\.com\/search\//)
    await subscribe.getByRole('button', { name: 'Copy feed URL' }).click()
    await expect(page.getByText('Feed address copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/.+\/feeds\/sermons\.xml$/)
    await expectNoSeriousA11yIssues(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await subscribe.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/sermons-subscribe-${width}.png` })
    }

    const { items: series } = await (await page.request.get('/api/sermons?limit=1')).json()
    await page.goto(`/sermons?series=${encodeURIComponent(series[0].series)}`)
    const href = await page.getByRole('region', { name: 'Subscribe' }).getByRole('link', { name: 'Apple Podcasts' }).getAttribute('href')
    const feed = await page.request.get((href as string).replace(/^podcast:\/\//, 'http://'))
    expect(feed.status()).toBe(200)
    expect(await feed.text()).toContain(`Sermons: ${series[0].series}`.replaceAll('&', '&amp;'))

    // A series none of whose sermons has audio has no podcast to offer: no box.
    const { series: allSeries }: { series: string[] } = await (await page.request.get('/api/sermons/choices')).json()
    let silent = ''
    for (const name of allSeries) {
      const { episodes } = await (await page.request.get(`/api/podcast?series=${encodeURIComponent(name)}`)).json()
      if (episodes === 0) silent = name
    }
    expect(silent).not.toBe('')
    // Opened in the app, so the browser asks (a page loaded whole carries the answer in its HTML).
    const answered = page.waitForResponse((r) => r.url().includes('/api/podcast?'))
    await openInApp(page, `/sermons?series=${encodeURIComponent(silent)}`)
    expect(await (await answered).json()).toEqual({ episodes: 0 })
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Subscribe' })).toHaveCount(0)
  })

  test('the events page offers the calendar subscription, and tab titles follow the page', async ({ page }) => {
    await page.goto('/events')
    const subscribe = page.getByRole('region', { name: 'Subscribe to our calendar' })
    await expect(subscribe.getByRole('link', { name: 'Apple or Outlook Calendar' })).toHaveAttribute(
      'href',
      /^webcal:\/\/.+\/feeds\/events\.ics$/,
    )
    await expect(page).toHaveTitle('Events | Anglican Church of Santa Rosa Beach')
    await page.getByRole('navigation').first().getByRole('link', { name: 'Sermons' }).first().click()
    await expect(page).toHaveTitle('Sermons | Anglican Church of Santa Rosa Beach')
  })
})

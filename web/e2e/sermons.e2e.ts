import { richTextFromPlain } from '@church/api/lib/rich-text/plain-text'
import { renderRichText } from '@church/api/lib/rich-text/render'
import type { PublicSermon } from '@church/api/models/sermons'
import type { APIRequestContext, Page } from '@playwright/test'
import { networkSettled } from './support/network'
import { expectAccessiblePages, expectLoadingUntilRead, expectNoSeriousA11yIssues, openInApp } from './support/page'
import { expect, test } from './support/test'

// page.route must see every API call: no service worker in between. A page opened with page.goto
// arrives with its data in the server's HTML; a test that answers or holds the browser's reads opens
// its page with openInApp, so the browser makes them.
test.use({ serviceWorkers: 'block' })

/** A sermon as GET /api/sermons/:id sends it (the model's shape; its instants arrive as text). */
type Sermon = Omit<PublicSermon, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }

const MISSING_ID = '00000000-0000-4000-8000-000000000000'
const SEARCH_PLACEHOLDER = 'Search sermons by title, speaker, or scripture...'

let seeded: Sermon[] = []
test.beforeAll(async ({ request }) => {
  seeded = await allSermons(request)
  expect(seeded.length).toBeGreaterThanOrEqual(16)
})

/** Every sermon, whole: the list carries what cards show, each sermon's own answer the rest. */
async function allSermons(request: APIRequestContext): Promise<Sermon[]> {
  // The demo church has fewer than 100: one page of 100 holds them all.
  const response = await request.get('/api/sermons?limit=100')
  expect(response.ok()).toBe(true)
  const { items: cards, total }: { items: { id: string }[]; total: number } = await response.json()
  expect(cards).toHaveLength(total)
  return Promise.all(cards.map(async ({ id }) => (await request.get(`/api/sermons/${id}`)).json()))
}

const isSermonList = (url: URL) => url.pathname === '/api/sermons'
/** The list's own status line: how many sermons match, and which page this is. */
const listStatus = (page: Page) => page.getByRole('status').filter({ hasText: / sermons?\b/ })
const sermonCards = (page: Page) => page.getByRole('list', { name: 'Sermons' }).locator(':scope > li')
// The page's own search, not the header's 'Search the site'.
const searchBox = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search' })
const speakerSelect = (page: Page) => page.getByRole('combobox', { name: 'Speaker' })
const seriesSelect = (page: Page) => page.getByRole('combobox', { name: 'Series' })
const startDate = (page: Page) => page.getByLabel('Start date')
const endDate = (page: Page) => page.getByLabel('End date')
const cardTitles = (page: Page) => sermonCards(page).getByRole('heading', { level: 2 }).allInnerTexts()
const displayTitle = (title: string) => title.replace(/^\s*Sermon \+ /, '')
const clearFilters = (page: Page) => page.getByRole('link', { name: 'Clear Filters' })
/** The search in the address bar as the page has it now (read in the page, so a change just made is seen). */
const addressSearch = (page: Page) => page.evaluate(() => new URLSearchParams(location.search).get('search'))
/** As the server searches: each word of the search begins a word of the title, speaker, scripture or description. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
const found = (s: Sermon, search: string) => {
  const sermonWords = words([s.title, s.speaker, s.scripture, s.description].join(' '))
  return words(search).every((word) => sermonWords.some((w) => w.startsWith(word)))
}

test.describe('sermon list', () => {
  test('shows every sermon as a card with a play button and the speaker and series choices', async ({ page }) => {
    await page.goto('/sermons')
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible()
    await expect(searchBox(page)).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER)
    await expect(sermonCards(page)).toHaveCount(seeded.length)
    // The true total; one page, so no page links.
    await expect(listStatus(page)).toHaveText(`${seeded.length} sermons`)
    await expect(page.getByRole('navigation', { name: 'Sermon pages' })).toHaveCount(0)

    // Titles lose the 'Sermon + ' prefix; newest first, as the server sends them.
    expect(await cardTitles(page)).toEqual(seeded.map((s) => displayTitle(s.title)))
    expect((await cardTitles(page)).some((t) => t.startsWith('Sermon +'))).toBe(false)

    const first = seeded[0]
    const card = sermonCards(page).first()
    await expect(card.getByText(first.speaker)).toBeVisible()
    await expect(card.getByText(first.series)).toBeVisible()
    const play = card.getByRole('link', { name: `Play ${displayTitle(first.title)} on YouTube` })
    await expect(play).toHaveAttribute('href', first.youtubeUrl)
    await expect(play).toHaveAttribute('target', '_blank')
    await expect(play).toHaveAttribute('rel', 'noopener noreferrer')

    // Options: the distinct non-empty values among the sermons, after the 'All' choice.
    const speakers = [...new Set(seeded.map((s) => s.speaker).filter(Boolean))].sort()
    const series = [...new Set(seeded.map((s) => s.series).filter(Boolean))].sort()
    expect(await speakerSelect(page).locator('option').allInnerTexts()).toEqual(['All Speakers', ...speakers])
    expect(await seriesSelect(page).locator('option').allInnerTexts()).toEqual(['All Series', ...series])

    await card.getByRole('link', { name: displayTitle(first.title), exact: true }).click()
    await expect(page).toHaveURL(`/sermons/${first.id}`)
    await expect(page.getByRole('heading', { level: 1, name: displayTitle(first.title) })).toBeVisible()
  })

  test('a picture that cannot load leaves the calm panel, not a broken-image icon, even when it failed before the app started', async ({
    page,
  }) => {
    // YouTube's pictures out of reach: each fails at once, before the app takes the server's page over.
    await page.route('https://i.ytimg.com/**', (route) => route.abort())
    await page.goto('/sermons')
    await expect(
      sermonCards(page)
        .first()
        .getByRole('link', { name: /^Play .* on YouTube$/ }),
    ).toBeVisible()
    // The first cards' pictures are asked for at once (the others when scrolled near, after the app runs).
    for (const n of [0, 1, 2]) await expect(sermonCards(page).nth(n).locator('img')).toHaveCount(0)
  })

  test("shows 'Loading sermons...' until the sermons arrive", async ({ page }) => {
    await expectLoadingUntilRead(page, isSermonList, '/sermons', 'Loading sermons...', sermonCards(page).first())
  })

  test('the search waits for a 500 ms pause before it filters and goes into the URL', async ({ page }) => {
    const target = seeded[3]
    const term = target.scripture
    await page.clock.install()
    await page.goto('/sermons')
    await expect(sermonCards(page)).toHaveCount(seeded.length)

    const searches: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (isSermonList(url) && url.searchParams.has('search')) searches.push(url.searchParams.get('search') ?? '')
    })
    // From here the page's clock moves only when the test moves it, so each pause is exactly as long as said.
    await page.clock.pauseAt(Date.now() + 1000)
    await searchBox(page).pressSequentially(term.slice(0, 4))
    // A pause shorter than 500 ms between keys applies nothing.
    await page.clock.runFor(400)
    await searchBox(page).pressSequentially(term.slice(4))
    // The box answers at once; the filters have not changed yet.
    await expect(searchBox(page)).toHaveValue(term)
    expect(await addressSearch(page)).toBe(null)
    // 499 ms after the last key: still nothing.
    await page.clock.runFor(499)
    expect(await addressSearch(page)).toBe(null)

    // 500 ms after it: the search is applied.
    await page.clock.runFor(1)
    await page.clock.resume()
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term)
    // One request for the whole word, not one per keystroke.
    expect(searches).toEqual([term])
    const expected = seeded.filter((s) => found(s, term))
    await expect(sermonCards(page)).toHaveCount(expected.length)
    expect(await cardTitles(page)).toContain(displayTitle(target.title))
  })

  test('speaker, series and the date range filter on the server; choosing one keeps every option', async ({ page }) => {
    const speaker = seeded[1].speaker
    await page.goto('/sermons')
    await expect(sermonCards(page)).toHaveCount(seeded.length)
    const seriesOptions = await seriesSelect(page).locator('option').allInnerTexts()

    await speakerSelect(page).selectOption(speaker)
    await expect.poll(() => new URL(page.url()).searchParams.get('speaker')).toBe(speaker)
    const bySpeaker = seeded.filter((s) => s.speaker === speaker)
    await expect(sermonCards(page)).toHaveCount(bySpeaker.length)
    for (const card of await sermonCards(page).all()) await expect(card.getByText(speaker)).toBeVisible()
    // The series list still offers every series, not only this speaker's.
    expect(await seriesSelect(page).locator('option').allInnerTexts()).toEqual(seriesOptions)

    await speakerSelect(page).selectOption('All Speakers')
    const series = seeded[0].series
    await seriesSelect(page).selectOption(series)
    await expect(sermonCards(page)).toHaveCount(seeded.filter((s) => s.series === series).length)
    await seriesSelect(page).selectOption('All Series')

    // A date range that holds the 3rd to 6th newest sermons.
    const [to, from] = [seeded[2].date, seeded[5].date]
    await startDate(page).fill(from)
    await endDate(page).fill(to)
    await expect.poll(() => new URL(page.url()).searchParams.get('endDate')).toBe(to)
    expect(new URL(page.url()).searchParams.get('startDate')).toBe(from)
    await expect(sermonCards(page)).toHaveCount(seeded.filter((s) => s.date >= from && s.date <= to).length)
  })

  test('Clear Filters resets all five filters', async ({ page }) => {
    const [first] = seeded
    const query = new URLSearchParams({
      search: first.scripture,
      speaker: first.speaker,
      series: first.series,
      startDate: first.date,
      endDate: first.date,
    })
    await page.goto(`/sermons?${query}`)
    await expect(searchBox(page)).toHaveValue(first.scripture)
    await expect(speakerSelect(page)).toHaveValue(first.speaker)
    await expect(seriesSelect(page)).toHaveValue(first.series)
    await expect(startDate(page)).toHaveValue(first.date)
    await expect(endDate(page)).toHaveValue(first.date)
    await expect(sermonCards(page)).toHaveCount(1)

    await clearFilters(page).click()
    await expect(searchBox(page)).toHaveValue('')
    await expect(speakerSelect(page)).toHaveValue('')
    await expect(seriesSelect(page)).toHaveValue('')
    await expect(startDate(page)).toHaveValue('')
    await expect(endDate(page)).toHaveValue('')
    await expect(page).toHaveURL('/sermons')
    await expect(sermonCards(page)).toHaveCount(seeded.length)
  })

  test('Clear Filters also drops search text typed but not yet applied', async ({ page }) => {
    await page.clock.install()
    await page.goto('/sermons')
    await expect(sermonCards(page)).toHaveCount(seeded.length)
    // The page's clock moves only when the test moves it: the text below waits for its 500 ms pause.
    await page.clock.pauseAt(Date.now() + 1000)
    await searchBox(page).fill('half typed')
    expect(await addressSearch(page)).toBe(null)
    const searched: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).searchParams.has('search')) searched.push(frame.url())
    })
    await clearFilters(page).click()
    await expect(searchBox(page)).toHaveValue('')
    // Past the pause the text waited for: it is not applied late, not even for a moment (a later
    // pause could take it out again).
    await page.clock.runFor(1000)
    expect(await addressSearch(page)).toBe(null)
    expect(searched).toEqual([])
    await page.clock.resume()
    await expect(page).toHaveURL('/sermons')
    await expect(sermonCards(page)).toHaveCount(seeded.length)
  })

  test('a filtered list survives a reload; invalid values in the URL are ignored', async ({ page }) => {
    const series = seeded[0].series
    await page.goto('/sermons')
    await seriesSelect(page).selectOption(series)
    await searchBox(page).fill(seeded[0].speaker)
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(seeded[0].speaker)
    const expected = seeded.filter((s) => s.series === series && found(s, seeded[0].speaker)).length
    await expect(sermonCards(page)).toHaveCount(expected)

    await page.reload()
    await expect(seriesSelect(page)).toHaveValue(series)
    await expect(searchBox(page)).toHaveValue(seeded[0].speaker)
    await expect(sermonCards(page)).toHaveCount(expected)

    await page.goto('/sermons?startDate=2026-02-30&endDate=soon&page=abc')
    await expect(startDate(page)).toHaveValue('')
    await expect(endDate(page)).toHaveValue('')
    await expect(sermonCards(page)).toHaveCount(seeded.length)
  })

  test('no match: No Sermons Found with the advice to adjust the criteria', async ({ page }) => {
    await page.goto('/sermons?search=zzzz-no-such-sermon')
    await expect(page.getByRole('heading', { name: 'No Sermons Found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your search criteria to find more sermons.')).toBeVisible()
  })

  test('no sermons at all: No Sermons Found with check back soon', async ({ page }) => {
    await page.route(isSermonList, (route) => route.fulfill({ json: { items: [], total: 0 } }))
    await page.route(
      (url) => url.pathname === '/api/sermons/choices',
      (route) => route.fulfill({ json: { speakers: [], series: [] } }),
    )
    await openInApp(page, '/sermons')
    await expect(page.getByRole('heading', { name: 'No Sermons Found' })).toBeVisible()
    await expect(page.getByText('No sermons are available at this time. Check back soon!')).toBeVisible()
    await expect(speakerSelect(page).locator('option')).toHaveText(['All Speakers'])
  })

  test('a failure says so and offers to try again', async ({ page }) => {
    let fail = true
    await page.route(isSermonList, (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } }) : route.continue(),
    )
    await openInApp(page, '/sermons')
    // The server's words, never its status code.
    await expect(page.getByRole('alert')).toContainText('Database unavailable')
    await expect(page.getByRole('alert')).not.toContainText('500')
    fail = false
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(sermonCards(page)).toHaveCount(seeded.length)
  })

  test("a search with a comma ('hope, peace') lists what it finds or says none match, never an error", async ({ page }) => {
    const term = 'hope, peace'
    await page.goto('/sermons')
    await expect(sermonCards(page)).toHaveCount(seeded.length)
    await searchBox(page).fill(term)
    await expect.poll(() => addressSearch(page)).toBe(term)
    const expected = seeded.filter((s) => found(s, term))
    if (expected.length > 0) await expect(sermonCards(page)).toHaveCount(expected.length)
    else await expect(page.getByRole('heading', { name: 'No Sermons Found' })).toBeVisible()
    await expect(page.getByText("We couldn't load sermons")).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('the filters work from the keyboard', async ({ page }) => {
    await page.goto('/sermons')
    await expect(sermonCards(page)).toHaveCount(seeded.length)
    await searchBox(page).focus()
    await page.keyboard.type(seeded[0].scripture)
    // Enter applies the search at once.
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(seeded[0].scripture)
    await page.keyboard.press('Tab')
    await expect(speakerSelect(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(seriesSelect(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(startDate(page)).toBeFocused()
    await clearFilters(page).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/sermons')
    // A card's title link and its play button are separate stops.
    const card = sermonCards(page).first()
    await card.getByRole('link', { name: /^Play / }).focus()
    await page.keyboard.press('Tab')
    await expect(card.getByRole('link', { name: displayTitle(seeded[0].title), exact: true })).toBeFocused()
  })

  test('the filter bar is a plain GET form to /sermons: sent without its script, it opens the filtered list', async ({ page }) => {
    // The server answers the form's address: the demo church's sermons, rendered with the filters.
    const { speaker } = seeded[1]
    const term = words(seeded[1].title)[0]
    const expected = seeded.filter((s) => s.speaker === speaker && found(s, term))
    await page.goto('/sermons?page=2')
    const form = page.getByRole('search', { name: 'Filter sermons' }).locator('form')
    await expect(form).toHaveAttribute('method', 'get')
    await expect(form).toHaveAttribute('action', '/sermons')
    await searchBox(page).fill(term)
    await speakerSelect(page).selectOption(speaker)
    // HTMLFormElement.submit() skips the form's handlers: the browser sends it as it would without JavaScript.
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).searchParams.get('search') === term),
      form.evaluate((f: HTMLFormElement) => f.submit()),
    ])
    const sent = new URL(request.url())
    expect(sent.pathname).toBe('/sermons')
    // Every named field, empty ones too, and no page: a new search starts at the first page.
    expect(Object.fromEntries(sent.searchParams)).toEqual({ search: term, speaker, series: '', startDate: '', endDate: '' })
    await expect(searchBox(page)).toHaveValue(term)
    await expect(speakerSelect(page)).toHaveValue(speaker)
    expect(expected.length).toBeGreaterThan(0)
    await expect(sermonCards(page)).toHaveCount(expected.length)
    expect(await cardTitles(page)).toEqual(expected.map((s) => displayTitle(s.title)))
  })
})

test.describe('the sermon list a page at a time', () => {
  /**
   * An archive of 30 sermons by one speaker, answered as the server pages it (24 a page): the
   * demo church has fewer than a page, and the visitor tests never add content to it.
   */
  const SPEAKER = 'The Rev. Canon Ruth Page'
  const archive = Array.from({ length: 30 }, (_, i) => ({
    ...seeded[0],
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    title: `Archive sermon ${i + 1}`,
    speaker: SPEAKER,
    date: new Date(Date.UTC(2026, 0, 4) - i * 7 * 86_400_000).toISOString().slice(0, 10),
  }))
  const asked: URLSearchParams[] = []
  test.beforeEach(async ({ page }) => {
    asked.length = 0
    await page.route(isSermonList, (route) => {
      const query = new URL(route.request().url()).searchParams
      asked.push(query)
      const matching = archive.filter((s) => !query.get('speaker') || s.speaker === query.get('speaker'))
      const at = (Number(query.get('page') ?? 1) - 1) * 24
      return route.fulfill({ json: { items: matching.slice(at, at + 24), total: matching.length } })
    })
    await page.route(
      (url) => url.pathname === '/api/sermons/choices',
      (route) => route.fulfill({ json: { speakers: [SPEAKER], series: [] } }),
    )
  })
  const pages = (page: Page) => page.getByRole('navigation', { name: 'Sermon pages' })
  const searchOf = (href: string | null) => Object.fromEntries(new URL(href ?? '', 'http://x').searchParams)

  test('24 cards a page; the page links are real links that keep the speaker and show the next cards', async ({ page }, testInfo) => {
    await openInApp(page, `/sermons?speaker=${encodeURIComponent(SPEAKER)}`)
    await expect(sermonCards(page)).toHaveCount(24)
    await expect(listStatus(page)).toHaveText('30 sermons · page 1 of 2')
    const nav = pages(page)
    await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await expect(nav.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page')
    const two = nav.getByRole('link', { name: 'Page 2' })
    expect(searchOf(await two.getAttribute('href'))).toEqual({ speaker: SPEAKER, page: '2' })
    expect(searchOf(await nav.getByRole('link', { name: 'Next' }).getAttribute('href'))).toEqual({ speaker: SPEAKER, page: '2' })

    await two.click()
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ speaker: SPEAKER, page: '2' })
    await expect(sermonCards(page)).toHaveCount(6)
    expect(await cardTitles(page)).toEqual(archive.slice(24).map((s) => s.title))
    await expect(listStatus(page)).toHaveText('30 sermons · page 2 of 2')
    expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({ speaker: SPEAKER, page: '2' })
    // Previous goes back to the first page: the address without a page.
    expect(searchOf(await pages(page).getByRole('link', { name: 'Previous' }).getAttribute('href'))).toEqual({ speaker: SPEAKER })
    await expect(pages(page).getByText('Next')).toHaveAttribute('aria-disabled', 'true')
    await expectNoSeriousA11yIssues(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${testInfo.project.outputDir}/screens/sermons-page-2-${width}.png`, fullPage: true })
    }

    // A page link opened on its own (a new tab, a shared link) shows the same page: the address alone
    // says which (opened in the app, so the answer is still this archive's).
    await openInApp(page, (await pages(page).getByRole('link', { name: 'Page 1' }).getAttribute('href')) as string)
    await expect.poll(() => cardTitles(page)).toEqual(archive.slice(0, 24).map((s) => s.title))
  })

  test('changing a filter starts again at the first page', async ({ page }) => {
    await openInApp(page, `/sermons?speaker=${encodeURIComponent(SPEAKER)}&page=2`)
    await expect(sermonCards(page)).toHaveCount(6)
    await searchBox(page).fill('archive')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ speaker: SPEAKER, search: 'archive' })
  })
})

test.describe('sermon detail', () => {
  test('shows the sermon: title without the prefix, metadata, video, description blocks and topics', async ({ page }) => {
    const sermon = seeded.find((s) => s.title.startsWith('Sermon + ') && s.description.includes('Social Links:'))
    // The demo church always has one; without it this test must fail, not pass silently.
    expect(sermon, 'a demo sermon titled "Sermon + ..." with social links').toBeDefined()
    if (!sermon) return
    await page.goto(`/sermons/${sermon.id}`)
    const title = displayTitle(sermon.title)
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
    await expect(page.getByText('Sermon +')).toHaveCount(0)

    const header = page.getByRole('main').locator('header')
    await expect(header.getByText(sermon.speaker)).toBeVisible()
    await expect(header.getByText(sermon.series)).toBeVisible()
    await expect(header).toContainText(sermon.scripture)
    await expect(header.getByText(sermon.duration)).toBeVisible()
    await expect(header.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(header.locator('time')).toHaveAttribute('datetime', sermon.date)

    const about = page.getByRole('region', { name: 'About This Sermon' })
    await expect(about).toBeVisible()
    await expect(about).not.toContainText('Scriptures Referenced:')
    await expect(about).not.toContainText('Social Links:')

    const references = page.getByRole('region', { name: 'Scripture References' })
    await expect(references.getByRole('listitem').first()).toHaveText(sermon.scripture)

    const connect = page.getByRole('region', { name: 'Connect With Us' })
    for (const label of ['Facebook', 'Instagram', 'Website']) {
      const link = connect.getByRole('link', { name: label })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(connect.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/)

    const topics = page.getByRole('region', { name: 'Topics' })
    await expect(topics.getByRole('listitem')).toHaveCount(sermon.tags.length)

    // The video loads only when asked for, with related videos off.
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('button', { name: `Play video: ${title}` }).click()
    const player = page.locator(`iframe[title="${title}"]`)
    const videoId = new URL(sermon.youtubeUrl).searchParams.get('v')
    await expect(player).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube\\.com/embed/${videoId}\\?rel=0&modestbranding=1&autoplay=1`),
    )
    await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', sermon.youtubeUrl)

    await page.getByRole('link', { name: 'Back to Sermons' }).click()
    await expect(page).toHaveURL('/sermons')
  })

  test("shows 'Loading sermon...' until the sermon arrives", async ({ page }) => {
    const sermon = seeded[0]
    await expectLoadingUntilRead(
      page,
      (url) => url.pathname === `/api/sermons/${sermon.id}`,
      `/sermons/${sermon.id}`,
      'Loading sermon...',
      page.getByRole('heading', { level: 1, name: displayTitle(sermon.title) }),
    )
  })

  test('an unknown id: Sermon Not Found with the id and a way back', async ({ page }) => {
    await page.goto(`/sermons/${MISSING_ID}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Sermon Not Found' })).toBeVisible()
    await expect(page.getByText(MISSING_ID)).toBeVisible()
    await page.getByRole('link', { name: 'Back to Sermons' }).click()
    await expect(page).toHaveURL('/sermons')
    await expect(sermonCards(page).first()).toBeVisible()
  })

  test('a server error: Error Loading Sermon with the message and a way back', async ({ page }) => {
    await page.route(
      (url) => url.pathname === `/api/sermons/${seeded[0].id}`,
      (route) => route.fulfill({ status: 500, json: { message: 'Something broke' } }),
    )
    await openInApp(page, `/sermons/${seeded[0].id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Error Loading Sermon' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('Something broke')
    await expect(page.getByRole('alert')).not.toContainText('500')
    await expect(page.getByRole('link', { name: 'Back to Sermons' })).toHaveAttribute('href', '/sermons')
  })

  test('audio version, links in the description (never javascript:), and no video', async ({ page }) => {
    const base = seeded[0]
    await page.route(
      (url) => url.pathname === `/api/sermons/${base.id}`,
      (route) =>
        route.fulfill({
          json: {
            ...base,
            youtubeUrl: '',
            thumbnailUrl: '',
            audioUrl: '/uploads/sermon.mp3',
            tags: [],
            description: 'Read more at https://example.org/notes.\n\nNot a link: javascript:alert(1)',
            // As the server draws those words (decision 0052): the page shows only what it was sent.
            descriptionHtml: renderRichText(
              richTextFromPlain('Read more at https://example.org/notes.\n\nNot a link: javascript:alert(1)'),
            ),
          },
        }),
    )
    await openInApp(page, `/sermons/${base.id}`)
    const audio = page.getByRole('region', { name: 'Audio Version' }).locator('audio')
    await expect(audio).toHaveAttribute('src', '/uploads/sermon.mp3')
    await expect(audio).toHaveAttribute('preload', 'none')
    await expect(audio).toHaveAttribute('controls', '')

    const about = page.getByRole('region', { name: 'About This Sermon' })
    await expect(about.getByRole('link')).toHaveCount(1)
    await expect(about.getByRole('link', { name: 'https://example.org/notes' })).toHaveAttribute('target', '_blank')
    await expect(about.getByText('javascript:alert(1)')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Topics' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Connect With Us' })).toHaveCount(0)
    // No video: a calm panel instead of a broken player.
    await expect(page.getByText("The video for this service isn't available here yet.")).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })
})

test.describe('sermon pages: accessibility and screenshots', () => {
  test('no serious or critical axe violations on the list, the detail and the not-found page', async ({ page }) => {
    await expectAccessiblePages(page, [
      ['/sermons', sermonCards(page).first()],
      [`/sermons/${seeded[0].id}`, page.getByRole('region', { name: 'About This Sermon' })],
      ['/sermons?search=zzzz-no-such-sermon', page.getByRole('heading', { name: 'No Sermons Found' })],
      [`/sermons/${MISSING_ID}`, page.getByRole('heading', { name: 'Sermon Not Found' })],
    ])
  })

  for (const width of [390, 1280]) {
    test(`screenshots at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      const shot = (name: string) => page.screenshot({ path: `${testInfo.project.outputDir}/screens/${name}-${width}.png`, fullPage: true })
      await page.goto('/sermons')
      await expect(sermonCards(page)).toHaveCount(seeded.length)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await networkSettled(page)
      await page.evaluate(() => window.scrollTo(0, 0))
      await shot('sermons')

      const sermon = seeded.find((s) => s.description.includes('Social Links:')) ?? seeded[0]
      await page.goto(`/sermons/${sermon.id}`)
      await expect(page.getByRole('region', { name: 'About This Sermon' })).toBeVisible()
      await networkSettled(page)
      await shot('sermon-detail')

      await page.goto('/sermons?search=zzzz-no-such-sermon')
      await expect(page.getByRole('heading', { name: 'No Sermons Found' })).toBeVisible()
      await shot('sermons-empty')

      await page.goto(`/sermons/${MISSING_ID}`)
      await expect(page.getByRole('heading', { name: 'Sermon Not Found' })).toBeVisible()
      await shot('sermon-not-found')
    })
  }
})

import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type Route } from '@playwright/test'

/** Full-page screenshots go to test-results/screens (SCREENS_DIR overrides, to keep them past another run's clean-up). */
export const screensDir = (outputDir: string) => process.env.SCREENS_DIR ?? `${outputDir}/screens`

export async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** While the read `held` is held, the page at `path` says `loading`; once it arrives, `shown` appears and the words go. */
export async function expectLoadingUntilRead(
  page: Page,
  held: Parameters<typeof holdRequests>[1],
  path: string,
  loading: string,
  shown: Locator,
) {
  const release = await holdRequests(page, held)
  await openInApp(page, path)
  await expect(page.getByRole('status').getByText(loading)).toBeVisible()
  release()
  await expect(shown).toBeVisible()
  await expect(page.getByText(loading)).toHaveCount(0)
}

/** Each page at its path, once what it shows (`shown`) is visible, has no serious accessibility issues. */
export async function expectAccessiblePages(page: Page, pages: [path: string, shown: Locator][]) {
  for (const [path, shown] of pages) {
    await page.goto(path)
    await expect(shown).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  }
}

/**
 * Holds matching requests until the returned `release()` is called, so a loading or sending state
 * can be seen; then each goes on to the server, or gets `answer` instead.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await answer(route)
  })
  return () => release()
}

/** Sends the app's router to `path` in the browser, as a link inside the site would. */
async function moveTo(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
}

/**
 * Opens `path` the way a visitor moving around the site does: the app is loaded on a small page,
 * then the router is sent to `path` in the browser, so the page's reads are made by the browser
 * (where page.route can answer them) rather than carried in the server's HTML.
 */
export async function openInApp(page: Page, path: string) {
  await openPage(page, '/offering')
  await moveTo(page, path)
}

/** Waits until the app has taken the page over (main.tsx marks it), so clicks and keys reach its handlers. */
export const takenOver = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'ready' && !('$_TSR' in window))

/** Opens the page the server renders and waits until the browser has taken it over. */
export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await takenOver(page)
}

/**
 * Like openInApp, but from the bare app shell (index.html, never rendered on the server), so the
 * browser reads the site configuration too: every rendered page carries it.
 */
export async function openFromShell(page: Page, path: string) {
  await page.goto('/index.html')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await moveTo(page, path)
}

import type { Locator, Page } from '@playwright/test'
import { openPage, screensDir } from './support/page'
import { standIns } from './support/stand-ins'
import { expect, test } from './support/test'

/**
 * A first-time visitor on a phone (390 px): everything they can tap is at least 24 by 24 CSS pixels
 * (WCAG 2.2, 2.5.8; a link inside a sentence is exempt), and what they came for (the big buttons, the
 * cards, calling, mailing, finding the church, sending a form) is at least 44 pixels tall. A card
 * opens from anywhere on it, and an address opens directions.
 */
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
// The demo's pictures and the map come from the internet, which this machine lacks: stand-ins answer.
test.beforeEach(async ({ context }) => standIns(context))

type Target = { name: string; tag: string; width: number; height: number }

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'

/**
 * Every visible control in `scope` with the size a finger finds (a card's stretched link: its card),
 * but for links inside running text: an <a> whose parent is a <p> with words of its own besides the link.
 */
function measure(scope: Locator): Promise<Target[]> {
  return scope.evaluate((root, selector) => {
    const found: Target[] = []
    for (const control of root.querySelectorAll<HTMLElement>(selector)) {
      // Hidden, hidden from everyone (the honeypot), or visually hidden until focused (the skip link).
      if (!control.checkVisibility({ visibilityProperty: true }) || control.closest('[aria-hidden="true"]')) continue
      // A card's title link covers its card (an ::after over the positioned card): the card is what a tap finds.
      const cover = getComputedStyle(control, '::after')
      const covered = cover.position === 'absolute' && cover.content !== 'none' ? control.offsetParent : null
      const box = (covered ?? control).getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      const parent = control.parentElement
      const inSentence =
        control.tagName === 'A' &&
        parent?.tagName === 'P' &&
        (parent.textContent ?? '').replace(control.textContent ?? '', '').trim() !== ''
      if (inSentence) continue
      const name =
        control.getAttribute('aria-label') ??
        (control.textContent?.trim() || (control as HTMLInputElement).labels?.[0]?.textContent?.trim() || control.outerHTML.slice(0, 80))
      found.push({ name, tag: control.tagName.toLowerCase(), width: Math.round(box.width), height: Math.round(box.height) })
    }
    return found
  }, CONTROLS)
}

/** The ones smaller than 24 by 24, named, so a failure says which. */
async function expectAllAtLeast24(scope: Locator) {
  const targets = await measure(scope)
  expect(targets.length).toBeGreaterThan(5)
  expect(targets.filter((t) => t.width < 24 || t.height < 24)).toEqual([])
}

/** Each of these (a link or button, by its accessible name) is at least 44 px tall. */
async function expectTall(scope: Locator, names: (string | RegExp)[]) {
  for (const name of names) {
    const control = scope.getByRole('link', { name }).or(scope.getByRole('button', { name })).first()
    await expect(control).toBeVisible()
    const box = await control.boundingBox()
    expect(box?.height, `${name} is at least 44 px tall`).toBeGreaterThanOrEqual(44)
  }
}

const ADDRESS = '123 Church Street, Santa Rosa Beach, FL 32459'
const DIRECTIONS = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ADDRESS)}`
const footer = (page: Page) => page.getByRole('contentinfo')
const shot = (page: Page, outputDir: string, name: string) =>
  page.screenshot({ path: `${screensDir(outputDir)}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })

test('home: every control is big enough, the main ones 44 px, and the address opens directions', async ({ page }) => {
  await openPage(page, '/')
  await expect(page.getByRole('region', { name: 'Recent Sermons' }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem').first()).toBeVisible()
  await expectAllAtLeast24(page.locator('body'))

  const hero = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) })
  const directions = hero.getByRole('link', { name: new RegExp(`${ADDRESS}.*directions`, 'i') })
  await expect(directions).toHaveAttribute('href', DIRECTIONS)
  await expectTall(page.locator('main'), [
    'Plan Your Visit',
    new RegExp(`${ADDRESS}.*directions`, 'i'),
    'View All Events',
    'View All Sermons',
    'View All Services',
    'Subscribe',
  ])
  // A card's link covers the whole card: far taller than 44 px wherever it is tapped.
  for (const section of ['Upcoming Events', 'Recent Sermons', 'Recent Services']) {
    const card = page.getByRole('region', { name: section }).getByRole('listitem').first()
    expect((await card.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    await expect(card.getByRole('link')).toHaveCount(1)
  }
})

test('home: a card opens from its picture and from its blank space, not only its title', async ({ page }) => {
  await openPage(page, '/')
  const sermon = page.getByRole('region', { name: 'Recent Sermons' }).getByRole('listitem').first()
  const sermonHref = await sermon.getByRole('link').getAttribute('href')
  // The picture, at its top left corner, well away from the title.
  await sermon.click({ position: { x: 12, y: 12 } })
  await expect(page).toHaveURL(sermonHref as string)

  await openPage(page, '/')
  const event = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem').first()
  const eventHref = await event.getByRole('link').getAttribute('href')
  const box = (await event.boundingBox()) as { width: number; height: number }
  // The card's bottom right corner: blank space under its words.
  await event.click({ position: { x: box.width - 8, y: box.height - 8 } })
  await expect(page).toHaveURL(eventHref as string)
})

test('the sermons list: a card opens from its picture; its play button still opens YouTube', async ({ page }) => {
  await openPage(page, '/sermons')
  const card = page.getByRole('list', { name: 'Sermons' }).locator(':scope > li').first()
  const play = card.getByRole('link', { name: /^Play .* on YouTube$/ })
  // The play button sits above the card's link: it is what a tap on it reaches.
  await expect(play).toHaveAttribute('href', /youtu/)
  await play.scrollIntoViewIfNeeded()
  const hit = await play.evaluate((link) => {
    const box = link.getBoundingClientRect()
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('a') === link
  })
  expect(hit).toBe(true)
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href')
  await card.click({ position: { x: 12, y: 12 } })
  await expect(page).toHaveURL(href as string)
})

test('contact: every control is big enough; calling, mailing, directions and sending are 44 px', async ({ page }) => {
  await openPage(page, '/contact')
  await expectAllAtLeast24(page.locator('body'))
  const info = page.getByRole('region', { name: 'Get In Touch' })
  await expect(info.getByRole('link', { name: new RegExp(`${ADDRESS}.*directions`, 'i') })).toHaveAttribute('href', DIRECTIONS)
  await expectTall(info, [new RegExp(`${ADDRESS}.*directions`, 'i'), '(850) 555-0142', 'office@anglicansrb.org'])
  await expectTall(page.locator('main'), ['Send Message', /Get Directions/, /Open in Google Maps/, /Open in Apple Maps/])
})

test('a sermon page: every control is big enough; Watch on YouTube and play are 44 px', async ({ page }) => {
  await openPage(page, '/sermons')
  await page.getByRole('list', { name: 'Sermons' }).locator(':scope > li').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/sermons\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAllAtLeast24(page.locator('body'))
  await expectTall(page.locator('main'), [/Watch on YouTube/, /^Play video/])
})

test('the footer: every link is big enough; the address, phone and email are 44 px', async ({ page }) => {
  await openPage(page, '/about')
  await expectAllAtLeast24(footer(page))
  await expect(footer(page).getByRole('link', { name: new RegExp(`${ADDRESS}.*directions`, 'i') })).toHaveAttribute('href', DIRECTIONS)
  await expectTall(footer(page), [new RegExp(`${ADDRESS}.*directions`, 'i'), '(850) 555-0142', 'office@anglicansrb.org'])
})

test('every other public page: every control is at least 24 by 24 px', async ({ page }) => {
  const pages = [
    '/events',
    '/sermons',
    '/sermons/scripture',
    '/sermons/scripture/psalms',
    '/sermons?passage=Psalm+121',
    '/live-streams',
    '/plan-a-visit',
    '/prayer',
    '/give',
    '/about',
    '/about/staff',
    '/about/music',
  ]
  // A sermon's page too: its passages are links to their books.
  for (const list of ['/events', '/live-streams', '/sermons/scripture/psalms']) {
    await openPage(page, list)
    const first = page.locator('main article h2 a').first()
    pages.push((await first.getAttribute('href')) as string)
  }
  for (const path of [...pages, '/about/kids-church', '/about/what-we-believe']) {
    await openPage(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const small = (await measure(page.locator('body'))).filter((t) => t.width < 24 || t.height < 24)
    expect(small, path).toEqual([])
  }
})

const visitForm = (page: Page) => page.getByRole('region', { name: "Let Us Know You're Coming" })

/** Fills in Plan a Visit and sends it (a new address each time: one welcome email a day per address). */
async function requestVisit(page: Page) {
  const form = visitForm(page)
  await form.getByLabel('Full Name', { exact: true }).fill('Lydia Purple')
  await form.getByLabel('Email', { exact: true }).fill(`lydia-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`)
  await form.getByLabel('Phone', { exact: true }).fill('(850) 555-0199')
  await form.getByLabel('Number of Kids', { exact: true }).selectOption('2')
  await form.getByRole('checkbox', { name: /I agree to the terms/ }).check()
  await form.getByRole('button', { name: 'Plan My Visit' }).click()
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('Plan a Visit: the thanks replace the form; Send another request brings an empty one', async ({ page }) => {
    await page.goto('/plan-a-visit')
    await requestVisit(page)
    const thanks = visitForm(page).getByRole('status').filter({ hasText: 'Thank you!' })
    await expect(thanks).toContainText("We can't wait to meet you! We'll be in touch soon.")
    await expect(thanks).toBeInViewport()
    await expect(visitForm(page).getByLabel('Full Name', { exact: true })).toHaveCount(0)
    const again = visitForm(page).getByRole('button', { name: 'Send another request' })
    expect((await again.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    await again.click()
    await expect(page).toHaveURL(/\/plan-a-visit\??#plan-visit-form$/)
    await expect(visitForm(page).getByLabel('Full Name', { exact: true })).toHaveValue('')
    await expect(visitForm(page).getByRole('button', { name: 'Plan My Visit' })).toBeVisible()
  })
})

for (const width of [390, 1280]) {
  test(`screenshots at ${width} px: home, contact, Plan a Visit's thanks, a sermon page`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await openPage(page, '/')
    await expect(page.getByRole('region', { name: 'Recent Sermons' }).getByRole('listitem').first()).toBeVisible()
    await shot(page, info.outputDir, 'tap-home')
    await openPage(page, '/contact')
    await shot(page, info.outputDir, 'tap-contact')
    await openPage(page, '/plan-a-visit')
    await requestVisit(page)
    await expect(visitForm(page).getByRole('heading', { name: 'Thank you!' })).toBeFocused()
    await visitForm(page).screenshot({ path: `${screensDir(info.outputDir)}/tap-visit-thanks-${width}.png` })
    await openPage(page, '/sermons')
    await page.getByRole('list', { name: 'Sermons' }).locator(':scope > li').first().getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await shot(page, info.outputDir, 'tap-sermon')
  })
}

import type { Page } from '@playwright/test'
import { ADMIN } from './support/admin'
import { screensDir } from './support/page'
import { standIns } from './support/stand-ins'
import { expect, test } from './support/test'

/**
 * A visitor with JavaScript off (or on a phone that has not loaded it yet) reads every page from
 * the server's HTML, follows links, filters sermons with a plain form, and sends the visitor forms
 * as ordinary posts that come back to the page with the result: the same words the app shows, and
 * what was typed kept after an error.
 */
test.use({ javaScriptEnabled: false, serviceWorkers: 'block' })
// The demo events' photos come from the internet, which this machine lacks: stand-ins answer.
test.beforeEach(async ({ context }) => standIns(context))

const region = (page: Page, name: string) => page.getByRole('region', { name })
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`

/** The phone's Menu button opens the menu by itself (a popover), then `name` is followed. */
async function followFromMenu(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeHidden()
  await page.getByRole('button', { name: 'Menu' }).click()
  await nav.getByRole('link', { name }).click()
}

test('pages read and link from the server alone, on a phone too, where the Menu button opens the menu', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.screenshot({ path: `${screensDir(info.outputDir)}/no-js-home-390.png`, fullPage: true })
  await followFromMenu(page, 'Sermons')
  await expect(page).toHaveURL(/\/sermons$/)
  await expect(page.getByRole('list', { name: 'Sermons' }).getByRole('listitem').first()).toBeVisible()
  // Escape closes it again; then About Us from the reopened menu.
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await page.keyboard.press('Escape')
  await followFromMenu(page, 'About Us')
  await expect(page).toHaveURL(/\/about\/staff$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Pictures are drawn without the app: an event card's shows, not only its spinner.
  await page.goto('/events')
  const picture = page.getByRole('article').first().locator('img')
  await expect(picture).toHaveCSS('opacity', '1')
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test("the church's colours are in the server's page: the first paint is in them, not the default blue", async ({ page, request }, info) => {
  // Staff set a primary colour (through the API, signed in as the seeded admin); put back afterwards.
  expect((await request.post('/api/login', { data: ADMIN })).status()).toBe(200)
  const setPrimary = async (primaryColor: string) => {
    const { hasSmtpPassword: _h, updatedAt: _u, ...config } = await (await request.get('/api/admin/site-config')).json()
    expect((await request.put('/api/admin/site-config', { data: { ...config, primaryColor } })).status()).toBe(200)
    return config.primaryColor as string
  }
  const before = await setPrimary('#8b1e3f')
  try {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/sermons')
    // The page's own link in the menu is drawn in the primary colour, from the server's HTML alone.
    await page.getByRole('button', { name: 'Menu' }).click()
    const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sermons' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    // #8b1e3f (the stylesheet mixes theme colours in sRGB: Chromium names them either way).
    await expect(current).toHaveCSS('color', /^(rgb\(139, 30, 63\)|color\(srgb 0\.545098 0\.117647 0\.247059\))$/)
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#8b1e3f')
    await page.screenshot({ path: `${screensDir(info.outputDir)}/no-js-menu-open-390.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.screenshot({ path: `${screensDir(info.outputDir)}/no-js-home-theme-1280.png` })
  } finally {
    await setPrimary(before)
  }
})

test('the sermon filters are a form that works without JavaScript', async ({ page }) => {
  await page.goto('/sermons')
  // A speaker the page itself offers (other tests on this server add and remove sermons).
  const choose = page.getByRole('combobox', { name: 'Speaker' })
  const offered = await choose.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  const speaker = offered.filter(Boolean).at(-1) as string
  await choose.selectOption(speaker)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('speaker') === speaker)
  const cards = page.getByRole('list', { name: 'Sermons' }).locator(':scope > li')
  await expect(cards.first()).toBeVisible()
  for (const card of await cards.all()) await expect(card.getByText(speaker)).toBeVisible()
})

test.describe('the contact form', () => {
  const form = (page: Page) => region(page, 'Send Us A Message')

  test('an error keeps what was typed and says what is wrong, in the words of the app', async ({ page }) => {
    await page.goto('/contact')
    await form(page).getByLabel('First Name').fill('Ruth')
    await form(page).getByLabel('Email').fill('not-an-email')
    await form(page).getByLabel('Message').fill('When is the next baptism Sunday?')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(form(page).getByText('Last name is required')).toBeVisible()
    await expect(form(page).getByText('Valid email is required')).toBeVisible()
    await expect(form(page).getByLabel('First Name')).toHaveValue('Ruth')
    await expect(form(page).getByLabel('Email')).toHaveValue('not-an-email')
    await expect(form(page).getByLabel('Message')).toHaveValue('When is the next baptism Sunday?')
    await expect(form(page).getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'true')
  })

  test("a message is sent, and the thanks stand in the form's place", async ({ page }, info) => {
    await page.goto('/contact')
    await form(page).getByLabel('First Name').fill('Ruth')
    await form(page).getByLabel('Last Name').fill('Moab')
    await form(page).getByLabel('Email').fill(unique('ruth'))
    await form(page).getByLabel('Subject').fill('Baptism question')
    await form(page).getByLabel('Message').fill('When is the next baptism Sunday?')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    const sent = form(page).getByRole('status').filter({ hasText: 'Success' })
    await expect(sent).toContainText("Your message has been sent successfully! We'll get back to you soon.")
    // The thanks stay until another message is asked for (docs/product.md#visitor-forms): what was sent is not shown again.
    await expect(form(page).getByLabel('First Name')).toHaveCount(0)
    // The page opens at the form, so the answer is in view.
    await expect(sent).toBeInViewport()
    await page.screenshot({ path: `${screensDir(info.outputDir)}/no-js-contact-sent.png` })
  })
})

test.describe('the plan-a-visit form', () => {
  const form = (page: Page) => region(page, "Let Us Know You're Coming")
  async function fill(page: Page, email: string) {
    await form(page).getByLabel('Full Name', { exact: true }).fill('Lydia Purple')
    await form(page).getByLabel('Email', { exact: true }).fill(email)
    await form(page).getByLabel('Phone', { exact: true }).fill('(850) 555-0199')
    await form(page).getByLabel('Number of Kids', { exact: true }).selectOption('5+')
  }

  test('without the agreement it is refused, and everything typed is still there', async ({ page }) => {
    await page.goto('/plan-a-visit')
    await fill(page, 'lydia@example.org')
    await form(page).getByRole('button', { name: 'Plan My Visit' }).click()
    await expect(form(page).getByText('You must agree to the terms')).toBeVisible()
    await expect(form(page).getByLabel('Full Name', { exact: true })).toHaveValue('Lydia Purple')
    await expect(form(page).getByLabel('Phone', { exact: true })).toHaveValue('(850) 555-0199')
    await expect(form(page).getByLabel('Number of Kids', { exact: true })).toHaveValue('5+')
  })

  test('with it, the visit is requested and the thank-you shows', async ({ page }) => {
    await page.goto('/plan-a-visit')
    await fill(page, unique('lydia'))
    await form(page)
      .getByRole('checkbox', { name: /I agree to the terms/ })
      .check()
    await form(page).getByRole('button', { name: 'Plan My Visit' }).click()
    await expect(form(page).getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(
      "We can't wait to meet you! We'll be in touch soon.",
    )
    await expect(form(page).getByLabel('Full Name', { exact: true })).toHaveCount(0)
  })
})

test.describe('Stay Connected on home', () => {
  const form = (page: Page) => region(page, 'Stay Connected')

  test('a wrong address is kept with its message; a right one is thanked', async ({ page }) => {
    await page.goto('/')
    await form(page).getByRole('textbox', { name: 'Email address' }).fill('not-an-email')
    await form(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(form(page).getByText('Please enter a valid email address')).toBeVisible()
    await expect(form(page).getByRole('textbox', { name: 'Email address' })).toHaveValue('not-an-email')
    await form(page).getByRole('textbox', { name: 'Email address' }).fill(unique('home'))
    await form(page).getByRole('button', { name: 'Subscribe' }).click()
    // The demo church's email is not set up: no 'check your inbox'.
    await expect(form(page).getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
      "Thank you for subscribing to our newsletter! Our email isn't set up yet, so the email asking you to confirm will come once it is. If nothing arrives within a week, please subscribe again.",
    )
    await expect(form(page).getByRole('textbox', { name: 'Email address' })).toHaveValue('')
  })
})

import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

// The links in newsletter emails. Their tokens exist only in emails (the API tests follow a real one
// end to end); here the pages meet the server's answers to links that don't work, and a success.
const UNKNOWN = 'a'.repeat(64)

test.describe('the confirmation link', () => {
  test('an unknown link says so in plain words and offers to subscribe again', async ({ page }) => {
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/newsletter/confirm'))
    await page.goto(`/newsletter/confirm?token=${UNKNOWN}`)
    expect((await posted).postDataJSON()).toEqual({ token: UNKNOWN })
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't confirm your subscription" })).toBeVisible()
    await expect(
      page.getByText('This confirmation link is not valid. Please use the link in the latest email from us, or subscribe again.', {
        exact: true,
      }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Stay Connected' }).getByRole('button', { name: 'Subscribe' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })

  test('a link cut short never reaches the server', async ({ page }) => {
    let asked = false
    page.on('request', (r) => {
      if (r.url().includes('/api/newsletter/')) asked = true
    })
    for (const path of ['/newsletter/confirm', '/newsletter/confirm?token=abc123', '/newsletter/unsubscribe?token=']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible()
      await expect(page.getByText('Please open the link from the email again.')).toBeVisible()
    }
    expect(asked).toBe(false)
  })

  test("a working link: Confirming... then You're subscribed", async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/newsletter/confirm', async (route) => {
      await held
      await route.fulfill({ json: { message: "You're subscribed" } })
    })
    await page.goto(`/newsletter/confirm?token=${UNKNOWN}`)
    await expect(page.getByRole('status').getByText('Confirming your subscription...')).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible()
    await expect(page.getByText('Thank you for confirming.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
  })
})

test.describe('the unsubscribe link', () => {
  test('an unknown link says so', async ({ page }) => {
    await page.goto(`/newsletter/unsubscribe?token=${UNKNOWN}`)
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't unsubscribe you" })).toBeVisible()
    await expect(
      page.getByText('This unsubscribe link is not valid. Please use the link at the bottom of one of our emails.'),
    ).toBeVisible()
  })

  test('one click: unsubscribed on open, with a way to subscribe again', async ({ page }) => {
    let token = ''
    await page.route('**/api/newsletter/unsubscribe?*', (route) => {
      token = new URL(route.request().url()).searchParams.get('token') ?? ''
      return route.fulfill({ json: { message: "You're unsubscribed. You won't receive any more newsletters from us." } })
    })
    await page.goto(`/newsletter/unsubscribe?token=${UNKNOWN.toUpperCase()}`)
    await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible()
    expect(token).toBe(UNKNOWN)
    await expect(page.getByText("You won't receive any more newsletters from us. Changed your mind?")).toBeVisible()
    const stay = page.getByRole('region', { name: 'Stay Connected' })
    await expect(stay.getByRole('textbox', { name: 'Email address' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })

  for (const width of [390, 1280]) {
    test(`newsletter link pages at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await page.route('**/api/newsletter/unsubscribe?*', (route) =>
        route.fulfill({ json: { message: "You're unsubscribed. You won't receive any more newsletters from us." } }),
      )
      await page.goto(`/newsletter/unsubscribe?token=${UNKNOWN}`)
      await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible()
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/unsubscribed-${width}.png`, fullPage: true })
      await page.goto(`/newsletter/confirm?token=${UNKNOWN}`)
      await expect(page.getByRole('heading', { level: 1, name: "We couldn't confirm your subscription" })).toBeVisible()
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/confirm-failed-${width}.png`, fullPage: true })
    })
  }
})

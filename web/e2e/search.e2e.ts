import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

test.describe('the site search', () => {
  test.describe('on a phone without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

    test('searches from the header menu and opens what it finds', async ({ page }, testInfo) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Menu' }).click()
      const box = page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox', { name: 'Search the site' })
      await box.fill('bible study')
      await box.press('Enter')
      await expect(page).toHaveURL('/search?q=bible+study')
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
      await expect(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: /results? for/ }),
      ).toHaveText(/^\d+ results? for “bible study”/)
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem')
      const study = results.filter({ hasText: "Women's Bible Study" })
      await expect(study).toContainText('Event')
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/search-390.png`, fullPage: true })
      await study.getByRole('link', { name: "Women's Bible Study" }).click()
      await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { level: 1, name: "Women's Bible Study" })).toBeVisible()
    })
  })

  test('on a wide screen the header box searches, nothing found says so, and it passes the accessibility checks', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/sermons')
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })
    await box.fill('zzzqqq')
    await box.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing found' })).toBeVisible()
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).fill('sunday')
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL('/search?q=sunday')
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible()
    await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/search-1280.png`, fullPage: true })
    await expectNoSeriousA11yIssues(page)
  })
})

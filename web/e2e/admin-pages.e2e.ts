import type { Browser, Page } from '@playwright/test'
import { dialog, signInAsAdmin, toast } from './support/admin'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { drawPhoto } from './support/photos'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })
// Each writes a whole page with the editor, uploads a picture and opens it as visitors do.
test.describe.configure({ timeout: 240_000 })

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${screensDir(test.info().outputDir)}/${name}-${width}.png`, fullPage: true })

/** What a visitor reads on the page: its title, the heading, the list, the link and the picture. */
async function expectPageReads(page: Page, title: string) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible()
  await expect(main.getByRole('listitem')).toHaveText(['A water bottle', 'Sunscreen'])
  await expect(main.getByRole('link', { name: 'Sign up online' })).toHaveAttribute('href', '/plan-a-visit')
  await expect(main.getByRole('img', { name: 'Children painting at the craft table' })).toBeVisible()
  await expect(main.getByText('Crafts in the parish hall')).toBeVisible()
}

async function visitor(browser: Browser, baseURL: string, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled, serviceWorkers: 'block' })
  return { page: await context.newPage(), close: () => context.close() }
}

test('the secretary writes a page with a heading, a list, a link and a picture, publishes it, and it reads at its address on a phone, without JavaScript too', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36)
  const title = `Vacation Bible School ${suffix}`
  const slug = `vbs-${suffix}`

  await signInAsAdmin(page, 'pages')
  await page.getByRole('button', { name: 'Add Page' }).click()
  const form = dialog(page)
  await form.getByLabel('Title').fill(title)
  // The address is made from the title until one is written, and the whole address is shown.
  await expect(form.getByText(`/vacation-bible-school-${suffix}`)).toBeVisible()
  await form.getByLabel('Address').fill(slug)
  await expect(form.getByText(`${baseURL}/${slug}`)).toBeVisible()
  await form.getByLabel('Summary').fill('A week of songs, stories and crafts for children, July 13–17.')

  // The text: a heading, words with a link, a bulleted list and a picture, all with the toolbar.
  const tools = form.getByRole('toolbar', { name: 'Formatting' })
  const text = form.getByRole('textbox', { name: 'Text' })
  await text.click()
  await tools.getByRole('button', { name: 'Heading', exact: true }).click()
  await page.keyboard.type('What to bring')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Places fill quickly. ')
  await tools.getByRole('button', { name: 'Link', exact: true }).click()
  const linkForm = page.getByRole('dialog', { name: 'Add a link' })
  await linkForm.getByLabel('Where the link goes').fill('/plan-a-visit')
  await linkForm.getByLabel('Words to show (optional)').fill('Sign up online')
  await linkForm.getByRole('button', { name: 'Save link' }).click()
  await expect(linkForm).toHaveCount(0)
  await text.press('End')
  await page.keyboard.press('Enter')
  await tools.getByRole('button', { name: 'Bulleted list', exact: true }).click()
  await page.keyboard.type('A water bottle')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Sunscreen')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await tools.getByRole('button', { name: 'Picture', exact: true }).click()
  const pictureForm = page.getByRole('dialog', { name: 'Add a picture' })
  await pictureForm.locator('input[type=file]').setInputFiles({ name: 'crafts.jpg', mimeType: 'image/jpeg', buffer: await drawPhoto(page) })
  await expect(pictureForm.getByRole('img', { name: 'The chosen picture' })).toBeVisible({ timeout: 20_000 })
  await pictureForm.getByLabel('What the picture shows').fill('Children painting at the craft table')
  await pictureForm.getByLabel(/Caption/).fill('Crafts in the parish hall')
  await pictureForm.getByRole('button', { name: 'Add picture' }).click()
  await expect(pictureForm).toHaveCount(0)

  await expect(form.getByLabel('Publish now')).toBeChecked()
  await shot(page, 'admin-page-dialog', 1280)
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Page created successfully')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText(`/${slug}`)
  await expectNoSeriousA11yIssues(page)
  await shot(page, 'admin-pages-tab', 1280)
  await page.setViewportSize({ width: 390, height: 900 })
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible()
  await shot(page, 'admin-pages-tab', 390)
  await page.setViewportSize({ width: 1280, height: 900 })

  // A visitor on a phone.
  const phone = await visitor(browser, baseURL as string, 390)
  const answer = await phone.page.goto(`/${slug}`)
  expect(answer?.status()).toBe(200)
  await expectPageReads(phone.page, title)
  await expect(phone.page).toHaveTitle(new RegExp(`^${title} \\|`))
  await expectNoSeriousA11yIssues(phone.page)
  await shot(phone.page, 'site-page', 390)
  await phone.close()

  // Without JavaScript the page the server sent reads the same.
  const plain = await visitor(browser, baseURL as string, 1280, false)
  await plain.page.goto(`/${slug}`)
  await expectPageReads(plain.page, title)
  await shot(plain.page, 'site-page-without-javascript', 1280)
  await plain.close()
})

test('a scheduled page shows in Preview for staff, not to visitors; renamed, its old address leads to the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36)
  const title = `Christmas Services ${suffix}`
  await signInAsAdmin(page, 'pages')
  await page.getByRole('button', { name: 'Add Page' }).click()
  const form = dialog(page)
  await form.getByLabel('Title').fill(title)
  await form.getByRole('textbox', { name: 'Text' }).click()
  await page.keyboard.type('Lessons and carols at five.')
  await form.getByLabel('Schedule').check()
  await form.getByLabel('Date', { exact: true }).fill('2031-12-20')
  await form.getByLabel(/^Time/).fill('08:00')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Page created successfully')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('Scheduled for Sat, Dec 20, 2031 08:00')

  const slug = `christmas-services-${suffix}`
  const outside = await visitor(browser, baseURL as string, 1280)
  expect((await outside.page.goto(`/${slug}`))?.status()).toBe(404)
  await expect(outside.page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()

  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('link', { name: `Preview ${title} (opens in a new tab)` }).click(),
  ])
  // The Preview reads the page in the browser (like the dashboard): it may take a moment on a busy machine.
  await expect(preview.getByRole('note')).toContainText('Visitors don’t see this page yet.', { timeout: 20_000 })
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.getByText('Lessons and carols at five.')).toBeVisible()
  await preview.close()

  // Published now, then renamed: the old address is sent on to the new one.
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await form.getByLabel('Publish now').check()
  await form.getByLabel('Address').fill(`carols-${suffix}`)
  await form.getByRole('button', { name: 'Update' }).click()
  await expect(toast(page, 'Page updated successfully')).toBeVisible()
  const moved = await outside.page.goto(`/${slug}`)
  expect(moved?.status()).toBe(200)
  expect(new URL(outside.page.url()).pathname).toBe(`/carols-${suffix}`)
  await expect(outside.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await outside.close()
})

import type { Page } from '@playwright/test'
import { dialog, signInAsAdmin, toast } from './support/admin'
import { screensDir } from './support/page'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${screensDir(test.info().outputDir)}/${name}-${width}.png`, fullPage: true })

test('the secretary writes a news post and publishes it: it is on home under Latest News, at /news/{slug}, and in the feed', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36)
  const title = `Parish Picnic Moved Indoors ${suffix}`
  const slug = `picnic-${suffix}`

  await signInAsAdmin(page, 'news')
  await page.getByRole('button', { name: 'Add Post' }).click()
  const form = dialog(page)
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Address').fill(slug)
  await form.getByLabel('Summary').fill('Rain is forecast: we meet in the parish hall at noon.')
  // The author is the signed-in staff member until staff write another.
  await expect(form.getByLabel('Author')).not.toHaveValue('')
  await form.getByLabel('Author').fill('The Parish Office')
  const text = form.getByRole('textbox', { name: 'Text' })
  await text.click()
  await page.keyboard.type('Please bring a dish to share.')
  await expect(form.getByLabel('Publish now')).toBeChecked()
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(toast(page, 'Post created successfully')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(`/news/${slug}`)

  // Home's Latest News has it first, and its card opens the post.
  await page.goto('/')
  const latest = page.getByRole('region', { name: 'Latest News' })
  await expect(latest.getByRole('link', { name: title })).toBeVisible()
  await latest.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/news/${slug}$`))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(main.getByText('By The Parish Office')).toBeVisible()
  await expect(main.getByText('Please bring a dish to share.')).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${title} \\|`))

  // The list at /news, and the feed.
  const answer = await page.goto('/news')
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('list', { name: 'News' }).getByRole('link', { name: title })).toBeVisible()
  const feed = await request.get('/feeds/news.xml')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  expect(await feed.text()).toContain(`<title>${title}</title>`)

  // Screenshots of the list and the post, on a phone and a desktop.
  await shot(page, 'news', 1280)
  await page.setViewportSize({ width: 390, height: 900 })
  await shot(page, 'news', 390)
  await page.goto(`/news/${slug}`)
  await shot(page, 'news-post', 390)
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, 'news-post', 1280)
})

import type { Page } from '@playwright/test'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

/**
 * A visitor browses the sermons by book of the Bible on a phone (docs/product.md#sermons-by-scripture):
 * /sermons → the books → a book → a sermon, and back to the book from the sermon's passage, the same
 * with JavaScript and without it (the server's pages and plain links).
 */
test.use({ serviceWorkers: 'block' })

type Book = { name: string; slug: string; testament: string; sermons: number }

/** The visitor's way from the sermon list to a sermon on the first book with sermons, checked at each step. */
async function browse(page: Page, book: Book, shots: string, label: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/sermons')
  await page.getByRole('link', { name: 'Browse by book of the Bible' }).click()
  await expect(page).toHaveURL(/\/sermons\/scripture$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sermons by Book of the Bible' })).toBeVisible()
  const testament = page.getByRole('region', { name: book.testament })
  const count = book.sermons === 1 ? '1 sermon' : `${book.sermons} sermons`
  const link = testament.getByRole('link', { name: `${book.name} ${count}` })
  await expect(link).toBeVisible()
  await page.screenshot({ path: `${shots}/scripture-index-${label}-390.png`, fullPage: true })

  await link.click()
  await expect(page).toHaveURL(new RegExp(`/sermons/scripture/${book.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Sermons on ${book.name}` })).toBeVisible()
  const cards = page.getByRole('list', { name: `Sermons on ${book.name}` }).locator(':scope > li')
  await expect(cards).toHaveCount(Math.min(book.sermons, 24))
  await expect(page.getByRole('status').filter({ hasText: count })).toBeVisible()
  await page.screenshot({ path: `${shots}/scripture-book-${label}-390.png`, fullPage: true })

  const first = cards.first().getByRole('heading', { level: 2 })
  const title = ((await first.textContent()) ?? '').trim()
  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/sermons\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The sermon's passage leads back to its book.
  const named = book.slug === 'psalms' ? 'Psalm' : book.name
  const passage = page
    .locator('article header')
    .getByRole('link', { name: new RegExp(`^${named}\\b`) })
    .first()
  await passage.click()
  await expect(page).toHaveURL(new RegExp(`/sermons/scripture/${book.slug}$`))
}

test('with JavaScript: /sermons → the books → a book → a sermon → its book, accessible at 390 px', async ({ page, request }, info) => {
  const { books }: { books: Book[] } = await (await request.get('/api/sermons/scripture')).json()
  expect(books.length).toBeGreaterThan(0)
  await browse(page, books[0], screensDir(info.outputDir), 'js')
  await expectNoSeriousA11yIssues(page)
  await page.goto('/sermons/scripture')
  await expectNoSeriousA11yIssues(page)
  // A book the Bible has not: the page says so.
  await page.goto('/sermons/scripture/hezekiah')
  await expect(page.getByRole('heading', { level: 1, name: 'Book Not Found' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same way, from the server’s pages and links alone', async ({ page, request }, info) => {
    const { books }: { books: Book[] } = await (await request.get('/api/sermons/scripture')).json()
    await browse(page, books.at(-1) as Book, screensDir(info.outputDir), 'no-js')
    const status = await page.request.get('/sermons/scripture/hezekiah')
    expect(status.status()).toBe(404)
  })
})

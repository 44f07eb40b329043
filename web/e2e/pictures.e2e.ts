import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { stamp } from './support/inbox'
import { screensDir } from './support/page'
import { uploadPhoto } from './support/photos'
import { expect, test } from './support/test'

/** The file the browser chose for the picture with this address, once it has loaded. */
async function chosenFile(page: Page, address: string) {
  const id = address.split('/').pop()?.split('_')[0] as string
  const picture = page.locator(`img[src*="${id}"]`).first()
  await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  return picture.evaluate((img: HTMLImageElement) => ({
    file: img.currentSrc.split('/').pop() as string,
    drawnWidth: img.getBoundingClientRect().width,
    background: getComputedStyle(img).backgroundColor,
    alt: img.alt,
    position: getComputedStyle(img).objectPosition,
  }))
}

test('on a phone (390 px, 3× pixels) a sermon card and a staff portrait load the size they need, and say what the Media tab says', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const address = await uploadPhoto(page, 'IMG_2041.jpg')
  expect(address).toMatch(/_2400x1600_[0-9a-f]{6}_1920\.jpg$/)
  const title = `Pictures that fit ${stamp()}`
  // Dated long ago, so the lists other tests read first stay as they were; both are deleted at the end.
  const sermon = await page.request.post('/api/admin/sermons', {
    data: { title, speaker: 'The Rev. Lens', date: '2019-03-03', thumbnailUrl: address },
  })
  expect(sermon.status()).toBe(201)
  const name = `Photo Verger ${stamp()}`
  const person = await page.request.post('/api/admin/church/staff', { data: { name, title: 'Verger', photoUrl: address } })
  expect(person.status()).toBe(201)

  // Described once in the Media tab's terms, with the point its crops keep in view.
  const pictures = await (await page.request.get(`/api/admin/pictures?search=${encodeURIComponent(title)}`)).json()
  const described = await page.request.patch(`/api/admin/pictures/${pictures.items[0].id}`, {
    data: { alt: 'Sunrise over the dunes, seen from the church steps', decorative: false, focusX: 30, focusY: 40 },
  })
  expect(described.status()).toBe(200)

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 })
  const visitor = await phone.newPage()
  try {
    await visitor.goto(`/sermons?search=${encodeURIComponent(title)}`)
    await expect(visitor.getByRole('heading', { level: 2, name: title })).toBeVisible()
    const card = await chosenFile(visitor, address)
    // The description said once is the card's text alternative.
    expect(card.alt).toBe('Sunrise over the dunes, seen from the church steps')
    // The card is drawn about 358 px wide: 3× that is 1074 pixels, so the 1280 px file, not the 1920 px one.
    expect(card.drawnWidth).toBeLessThan(400)
    expect(card.file).toMatch(/_1280\.avif$/)
    // The picture's own colour is painted beneath it.
    expect(card.background).not.toBe('rgba(0, 0, 0, 0)')
    await visitor.screenshot({ path: `${screensDir(test.info().outputDir)}/picture-card-390.png` })
  } finally {
    await phone.close()
  }
  // A new phone, whose cache holds no larger file of it (the browser would use that one).
  const another = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 })
  try {
    const visitor = await another.newPage()
    await visitor.goto('/about/staff')
    const portrait = await chosenFile(visitor, address)
    // And the portrait's, on another page, with its crop kept on the chosen point.
    expect(portrait.alt).toBe('Sunrise over the dunes, seen from the church steps')
    expect(portrait.position).toBe('30% 40%')
    // A 112 px circle the 3:2 photo covers, drawn 168 px wide: 504 pixels, so the 640 px file.
    expect(portrait.file).toMatch(/_640\.avif$/)
    await visitor.screenshot({ path: `${screensDir(test.info().outputDir)}/picture-portrait-390.png` })
  } finally {
    await another.close()
    await page.request.delete(`/api/admin/sermons/${(await sermon.json()).id}`)
    await page.request.delete(`/api/admin/church/staff/${(await person.json()).id}`)
  }
})

test("the events list's first picture (its largest paint) is fetched at once and first; the others wait to be scrolled to", async ({
  page,
}) => {
  await page.goto('/events')
  const pictures = page.getByRole('main').locator('ul > li img')
  await expect(pictures.nth(1)).toBeAttached()
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(pictures.first()).toHaveAttribute('loading', 'eager')
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy')
  await expect(pictures.nth(1)).toHaveAttribute('fetchpriority', 'auto')
})

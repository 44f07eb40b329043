import { dialog, signInAsAdmin, toast } from './support/admin'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sign up for a week of songs and stories.' }] }] }

test('staff put their own page and another website in the top menu; visitors see it, on a phone and without scripts', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page)
  const made = await page.request.post('/api/admin/pages', {
    data: { title: 'Vacation Bible School', summary: 'A week of songs and stories', body: doc },
  })
  expect(made.status()).toBe(201)
  try {
    await page.goto('/admin?tab=menus')
    const top = page.getByRole('region', { name: 'Top menu' })
    await expect(top.getByRole('listitem')).toHaveCount(6)
    await expectNoSeriousA11yIssues(page)

    // A seventh link, to the church's own page, moved to the front.
    await top.getByRole('button', { name: 'Add a link' }).click()
    await top.getByLabel('Label of link 7').fill('VBS')
    await top.getByLabel('Goes to').nth(6).selectOption({ label: 'Vacation Bible School' })
    for (let i = 0; i < 6; i++) await top.getByRole('button', { name: 'Move VBS (', exact: false }).first().click()
    // Give becomes the diocese's website.
    await top.getByLabel('Label of link 6').fill('Diocese')
    await top.getByLabel('Goes to').nth(5).selectOption({ label: 'Another website...' })
    await page.getByRole('button', { name: 'Save menus' }).click()
    await expect(page.getByRole('alert')).toContainText('need a label or a web address')
    await top.getByLabel('Web address').fill('https://example.org/diocese')
    await page.getByRole('button', { name: 'Save menus' }).click()
    await expect(toast(page, 'Menus saved')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('menu-tab-1280.png'), fullPage: true })

    // A visitor on a phone: the Menu button opens the links in their new order.
    const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    const phone = await visitor.newPage()
    await phone.goto('/')
    await phone.getByRole('button', { name: 'Menu' }).click()
    const main = phone.getByRole('navigation', { name: 'Main' })
    await expect(main.getByRole('link')).toHaveText(['VBS', 'About Us', 'Events', 'Sermons', 'Contact', /^Diocese/, 'Plan a Visit'])
    await expect(main.getByRole('link', { name: 'Diocese (another website)' })).toHaveAttribute('href', 'https://example.org/diocese')
    await phone.screenshot({ path: test.info().outputPath('menu-phone-390.png') })
    await main.getByRole('link', { name: 'VBS' }).click()
    await expect(phone.getByRole('heading', { name: 'Vacation Bible School', level: 1 })).toBeVisible()
    // The menu closed as the link was followed; its link to this page is marked current.
    await expect(phone.locator('nav[aria-label="Main"] a', { hasText: 'VBS' })).toHaveAttribute('aria-current', 'page')
    await visitor.close()

    // Without JavaScript the server's page carries the same menu.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const noScript = await plain.newPage()
    await noScript.goto('/events')
    await expect(noScript.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VBS' })).toHaveAttribute(
      'href',
      '/vacation-bible-school',
    )
    await plain.close()
  } finally {
    // The usual links again, for the tests that read the header.
    await page.goto('/admin?tab=menus')
    await page.getByRole('button', { name: 'Use the usual links' }).click()
    await page.getByRole('button', { name: 'Save menus' }).click()
    await expect(toast(page, 'Menus saved')).toBeVisible()
    await page.request.delete(`/api/admin/pages/${(await made.json()).id}`)
  }
  await expect(dialog(page)).toHaveCount(0)
})

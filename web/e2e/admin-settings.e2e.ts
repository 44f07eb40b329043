import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { drawPhoto } from './support/photos'
import { expect, test } from './support/test'

// One configuration row for the whole site: these tests take turns with it. None of them saves
// a change that other people's tests could see (name, colours, provider stay as they are).
test.describe.configure({ mode: 'serial' })

const SECTIONS = [
  'Church Information',
  'Contact Information',
  'Social Media',
  'Theme Colors',
  'Contact Page URL and Giving',
  'Email Configuration',
  'Visitor Welcome Email',
  'Prayer Requests',
]

/** Labels like 'Facebook' are also used by the site's footer links: look inside the form. */
const form = (page: Page) => page.getByRole('form', { name: 'Site Configuration' })

// One toast at a time (docs/product.md#failures-and-toasts): a new one waits for the one before it, up to its 5 seconds.
const TOAST = { timeout: 10_000 }

async function openSettings(page: Page) {
  await signInAsAdmin(page, 'settings')
  await expect(page.getByRole('heading', { name: 'Site Configuration' })).toBeVisible()
}

/** Waits for the next PUT of the settings and returns its body. */
const nextSave = (page: Page) =>
  page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/admin/site-config')).then((r) => r.postDataJSON())

test('the settings are grouped under their eight headings, and the tab is accessible', async ({ page }) => {
  await openSettings(page)
  for (const section of SECTIONS) await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible()
  await expect(form(page).getByLabel('Church Name')).not.toHaveValue('')
  await expect(page.getByText('[Visitor Name]', { exact: true })).toBeVisible()
  await expect(page.getByText('[Church Name]', { exact: true })).toBeVisible()
  await expect(page.getByText('[Number of Kids]', { exact: true })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('mistakes are shown on their fields with their messages (docs/product.md#settings-tab), and nothing is saved', async ({ page }) => {
  await openSettings(page)
  let saves = 0
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/admin/site-config')) saves++
  })
  // Each field, by its label, with a mistake staff make and what they correct it to.
  const fields = new Map([
    ['Church Name', { mistake: '   ', corrected: 'Anything' }],
    ['Facebook', { mistake: 'facebook.com/our-church', corrected: '' }],
    ['Contact Page URL', { mistake: 'ftp://example.org/contact', corrected: '/contact' }],
    ['Primary Color', { mistake: 'blue', corrected: '#2563eb' }],
    ['Email', { mistake: 'office', corrected: 'office@example.org' }],
    ['SMTP Port', { mistake: 'abc', corrected: '587' }],
  ])
  for (const [label, { mistake }] of fields) await form(page).getByLabel(label, { exact: true }).fill(mistake)
  await form(page).getByLabel('Email Provider').selectOption('gmail')
  await form(page).getByLabel('Email Account Password').fill('short')
  await page.getByRole('button', { name: 'Save Settings' }).click()

  await expect(page.getByText('Church name is required')).toBeVisible()
  await expect(form(page).getByLabel('Church Name')).toBeFocused()
  await expect(page.getByText('Please enter a valid URL', { exact: true })).toHaveCount(2)
  await expect(page.getByText('Primary colour must be a hex colour like #2563eb')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('SMTP port must be a number')).toBeVisible()
  await expect(form(page).getByLabel('Church Name')).toHaveAttribute('aria-invalid', 'true')

  // Fixing a field clears its message. The Gmail rule looks at the whole form, so it speaks up
  // once the other fields are right.
  for (const [label, { corrected }] of fields) await form(page).getByLabel(label, { exact: true }).fill(corrected)
  await expect(page.getByText('Church name is required')).toBeHidden()
  await expect(page.getByText('Please enter a valid URL', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('A Gmail provider needs an app password of 16 characters')).toBeVisible()
  // Google shows app passwords in groups of four: the spaces don't count.
  await form(page).getByLabel('Email Account Password').fill('abcd efgh ijkl mnop')
  await expect(page.getByText('A Gmail provider needs an app password of 16 characters')).toBeHidden()
  expect(saves).toBe(0)
})

test("a saved change: Saving..., 'Site configuration updated successfully', and still there after a reload", async ({ page }) => {
  await openSettings(page)
  const subject = `Thanks for writing ${Date.now()}`
  await form(page).getByLabel('Auto-Reply Subject').fill(subject)
  await expect(page.getByText('You have unsaved changes.')).toBeVisible()
  // Held back a moment, so the button's 'Saving...' can be seen.
  await page.route('**/api/admin/site-config', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, 600))
    await route.fallback()
  })
  const body = nextSave(page)
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  await expect(page.getByText('Site configuration updated successfully')).toBeVisible(TOAST)
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeEnabled()
  const sent = await body
  expect(sent.autoReplySubject).toBe(subject)
  // An empty password box is left out, so the saved password is kept.
  expect(sent).not.toHaveProperty('smtpPassword')
  await expect(page.getByText('You have unsaved changes.')).toBeHidden()

  await page.reload()
  await expect(form(page).getByLabel('Auto-Reply Subject')).toHaveValue(subject)
})

test('the email password is write-only: saved, kept, never shown, then cleared', async ({ page }) => {
  await openSettings(page)
  const secret = `parish-mail-${Date.now()}`
  const password = form(page).getByLabel('Email Account Password')
  await expect(password).toHaveValue('')

  let body = nextSave(page)
  await password.fill(secret)
  await page.getByRole('button', { name: 'Save Settings' }).click()
  expect((await body).smtpPassword).toBe(secret)
  await expect(page.getByText('Site configuration updated successfully')).toBeVisible(TOAST)
  await expect(page.getByText('A password is saved')).toBeVisible()
  await expect(password).toHaveValue('')

  // The admin answer says a password is set, never what it is.
  const read = await page.request.get('/api/admin/site-config')
  expect(await read.text()).not.toContain(secret)
  expect((await read.json()).hasSmtpPassword).toBe(true)

  // Saving something else keeps it.
  await page.reload()
  await expect(page.getByText('A password is saved')).toBeVisible()
  await expect(password).toHaveValue('')
  await form(page).getByLabel('SMTP Host').fill(`smtp-${Date.now()}.example.org`)
  body = nextSave(page)
  await page.getByRole('button', { name: 'Save Settings' }).click()
  expect(await body).not.toHaveProperty('smtpPassword')
  await expect(page.getByText('Site configuration updated successfully')).toBeVisible(TOAST)
  await expect(page.getByText('A password is saved')).toBeVisible()

  // Clearing asks first; Cancel keeps it.
  await page.getByRole('button', { name: 'Clear saved password' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Clear saved password?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('A password is saved')).toBeVisible()

  await page.getByRole('button', { name: 'Clear saved password' }).click()
  body = nextSave(page)
  await confirm.getByRole('button', { name: 'Clear password' }).click()
  expect((await body).smtpPassword).toBe('')
  await expect(page.getByText('No password saved')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear saved password' })).toBeHidden()
  expect((await (await page.request.get('/api/admin/site-config')).json()).hasSmtpPassword).toBe(false)
})

test('theme colours: picker and code stay in step, and the preview follows', async ({ page }) => {
  await openSettings(page)
  const code = form(page).getByLabel('Primary Color', { exact: true })
  const picker = form(page).getByLabel('Choose Primary Color')
  const button = page.getByTestId('theme-preview').getByText('Watch Live')

  await code.fill('#b91c1c')
  await expect(picker).toHaveValue('#b91c1c')
  await expect(button).toHaveCSS('background-color', 'rgb(185, 28, 28)')

  // Short codes work too.
  await code.fill('#060')
  await expect(picker).toHaveValue('#006600')
  await expect(button).toHaveCSS('background-color', 'rgb(0, 102, 0)')

  // Picking a light colour: the code follows, and the preview shows it darkened as the site will.
  await picker.fill('#ffff00')
  await expect(code).toHaveValue('#ffff00')
  await expect(page.getByText('Primary is shown a little darker on the site')).toBeVisible()
  await expect(button).not.toHaveCSS('background-color', 'rgb(255, 255, 0)')

  await form(page).getByLabel('Secondary Color', { exact: true }).fill('#14532d')
  await expect(page.getByTestId('theme-preview').getByText('Join us this Sunday')).toHaveCSS('color', 'rgb(20, 83, 45)')
})

test('a pasted YouTube link becomes its video id', async ({ page }) => {
  await openSettings(page)
  const video = form(page).getByLabel('Home Page Video (YouTube)')
  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')
  await video.blur()
  await expect(video).toHaveValue('dQw4w9WgXcQ')
  await video.fill('not a video')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('A YouTube video id is 11 characters')).toBeVisible()
})

test("the server's field messages land on the fields", async ({ page }) => {
  await openSettings(page)
  await page.route('**/api/admin/site-config', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 422,
          json: { message: 'Please check the highlighted fields', fields: { smtpHost: 'SMTP host must be at most 255 characters' } },
        })
      : route.fallback(),
  )
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('SMTP host must be at most 255 characters')).toBeVisible()
  await expect(form(page).getByLabel('SMTP Host')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please check the highlighted fields')).toBeVisible()
})

test('the app icon from the logo: a home-screen preview in Settings, then the manifest the phone installs from', async ({ page }) => {
  await openSettings(page)
  const before = await (await page.request.get('/api/admin/site-config')).json()
  const settings = form(page)
  const name = settings.getByLabel('Name Under the App Icon')
  // Empty: the name is made from the church name, and the box says so.
  await expect(name).toHaveAttribute('placeholder', 'ACSRB')
  await settings.getByLabel('Use the logo for the app icon').check()
  await expect(settings.getByText('Upload a logo above to use it for the app icon')).toBeVisible()

  await settings
    .getByLabel('Upload an image for Logo')
    .setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await drawPhoto(page) })
  const preview = page.getByTestId('app-icon-preview')
  await name.fill("St. Mark's")
  await expect(preview).toContainText("St. Mark's")
  // The icon the server makes from the uploaded logo, before anything is saved.
  await expect.poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(180)
  await page.screenshot({ path: 'test-results/settings-app-icon.png', fullPage: false })

  const body = nextSave(page)
  await page.getByRole('button', { name: 'Save Settings' }).click()
  expect(await body).toMatchObject({ logoAppIcon: true, appName: "St. Mark's" })
  await expect(page.getByText('Site configuration updated successfully')).toBeVisible(TOAST)
  try {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest.short_name).toBe("St. Mark's")
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      expect.stringMatching(/^\/app-icon\/.+_192\.png$/),
      expect.stringMatching(/^\/app-icon\/.+_512\.png$/),
      expect.stringMatching(/^\/app-icon\/.+_512_maskable\.png$/),
    ])
  } finally {
    // Back as it was: other staff tests read this server's pages.
    await page.reload()
    await settings.getByLabel('Use the logo for the app icon').uncheck()
    await name.fill('')
    await settings.getByLabel('Logo', { exact: true }).fill(before.logoUrl)
    const restored = nextSave(page)
    await page.getByRole('button', { name: 'Save Settings' }).click()
    expect(await restored).toMatchObject({ logoAppIcon: false, appName: '', logoUrl: before.logoUrl })
  }
})

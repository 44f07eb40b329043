import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ADMIN, signInAsAdmin } from './support/admin'
import { expect, test } from './support/test'

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`

async function openUsers(page: Page) {
  await signInAsAdmin(page, 'users')
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible()
}

/** Adds an account through the dialog and returns its one-time password. */
async function addUser(page: Page, email: string, name: string, role?: 'Admin' | 'Editor' | 'Contributor') {
  await page.getByRole('button', { name: 'Add User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add User' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Name').fill(name)
  if (role) await dialog.getByRole('radio', { name: role }).check()
  await dialog.getByRole('button', { name: 'Create' }).click()
  const shown = page.getByRole('dialog', { name: 'User Added' })
  await expect(shown.getByLabel('Password')).not.toHaveValue('')
  return { dialog: shown, password: await shown.getByLabel('Password').inputValue() }
}

// One toast at a time (docs/product.md#failures-and-toasts): a new one waits for the one before it, up to its 5 seconds.
const TOAST = { timeout: 10_000 }

const row = (page: Page, email: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) })
const roleOf = (page: Page, email: string) => page.getByRole('combobox', { name: `Role: ${email}` })

test('the list shows accounts, marks your own row, and is accessible', async ({ page }) => {
  await openUsers(page)
  const table = page.getByRole('table', { name: 'Staff accounts' })
  for (const header of ['Email', 'Name', 'Role', 'Added', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible()
  }
  const mine = row(page, `${ADMIN.email} You`)
  await expect(mine).toBeVisible()
  await expect(roleOf(page, ADMIN.email)).toHaveValue('admin')
  // Pastoral care (decision 0053): an admin always has it; others get a box under their role.
  await expect(mine).toContainText('Pastoral care: always')
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('at 1280 px the table fits its card, and a long email wraps after its @ or a dot, not mid-word', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openUsers(page)
  const email = unique('parish.administrator.for.youth.and.families')
  expect((await page.request.post('/api/admin/users', { data: { email, name: 'Youth Office', role: 'contributor' } })).status()).toBe(201)
  await page.reload()
  const table = page.getByRole('table', { name: 'Staff accounts' })
  await expect(row(page, email)).toBeVisible()
  const fits = await table.evaluate((el) => {
    const card = el.closest('.card') as HTMLElement
    return { table: el.scrollWidth, card: card.clientWidth, cardScroll: card.scrollWidth }
  })
  expect(fits.table).toBeLessThanOrEqual(fits.card)
  expect(fits.cardScroll).toBeLessThanOrEqual(fits.card)
  // Each line of the email ends at an '@' or a '.' (or is its end): no word is cut.
  const lines = await row(page, email)
    .getByRole('rowheader')
    .locator('span.break-words')
    .evaluate((el) => {
      const range = document.createRange()
      const text = el.textContent ?? ''
      const ends: string[] = []
      let top: number | undefined
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      let previous = ''
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        for (let i = 0; i < (t.textContent ?? '').length; i++) {
          range.setStart(t, i)
          range.setEnd(t, i + 1)
          const y = Math.round(range.getBoundingClientRect().top)
          if (top !== undefined && y > top) ends.push(previous)
          top = y
          previous = (t.textContent ?? '')[i]
        }
      }
      return { text, ends }
    })
  expect(lines.text).toBe(email)
  expect(lines.ends.length).toBeGreaterThan(0)
  for (const end of lines.ends) expect(['@', '.']).toContain(end)
})

test('adding a user shows the generated password once, with a copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openUsers(page)
  const email = unique('verger')
  const { dialog, password } = await addUser(page, email, 'Verger Vincent')
  await expect(page.getByText('User added successfully')).toBeVisible()
  expect(password.length).toBeGreaterThanOrEqual(16)
  await expect(dialog.getByText("this password won't be shown again")).toBeVisible()

  await dialog.getByRole('button', { name: 'Copy password' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password)

  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  const added = row(page, email)
  await expect(added).toContainText('Verger Vincent')
  // An editor unless another role is chosen; the dialog said what each may do.
  await expect(roleOf(page, email)).toHaveValue('editor')
  // Nowhere to see it again.
  await expect(page.getByText(password)).toHaveCount(0)

  // Opening the dialog again starts empty.
  await page.getByRole('button', { name: 'Add User' }).click()
  await expect(page.getByRole('dialog', { name: 'Add User' }).getByLabel('Email')).toHaveValue('')

  // The password works.
  const browser = context.browser()
  if (!browser) return
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const them = await other.newPage()
  await them.goto('/api/login?returnTo=%2F')
  await them.getByLabel('Email').fill(email)
  await them.getByLabel('Password').fill(password)
  await them.getByRole('button', { name: 'Sign in' }).click()
  await them.waitForURL((url) => url.pathname === '/')
  await other.close()
})

test("the form's messages: a bad email, and an email already in use", async ({ page }) => {
  await openUsers(page)
  await page.getByRole('button', { name: 'Add User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add User' })
  await dialog.getByLabel('Email').fill('not-an-email')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Valid email is required')).toBeVisible()
  await expect(dialog.getByLabel('Email')).toBeFocused()

  await dialog.getByLabel('Email').fill(ADMIN.email.toUpperCase())
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('An account with this email already exists')).toBeVisible()
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('dialog', { name: 'User Added' })).toHaveCount(0)
})

test('a role given more access changes at once; one given less asks first', async ({ page }) => {
  await openUsers(page)
  const email = unique('warden')
  const { dialog } = await addUser(page, email, 'Warden Wendy', 'Contributor')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(roleOf(page, email)).toHaveValue('contributor')

  await roleOf(page, email).selectOption('Admin')
  await expect(page.getByText(`${email} is now an admin`)).toBeVisible(TOAST)
  await expect(roleOf(page, email)).toHaveValue('admin')

  await roleOf(page, email).selectOption('Editor')
  const confirm = page.getByRole('alertdialog', { name: 'Take access away?' })
  await expect(confirm).toContainText(`${email} will be an editor: All the church’s content`)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(roleOf(page, email)).toHaveValue('admin')

  await roleOf(page, email).selectOption('Editor')
  await confirm.getByRole('button', { name: 'Change role' }).click()
  await expect(page.getByText(`${email} is now an editor`)).toBeVisible(TOAST)
  await expect(roleOf(page, email)).toHaveValue('editor')
})

test('removing a user asks first; Cancel keeps them', async ({ page }) => {
  await openUsers(page)
  const email = unique('sacristan')
  const { dialog } = await addUser(page, email, 'Sacristan Sam')
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.getByRole('button', { name: `Remove: ${email}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Remove user?' })
  await expect(confirm).toContainText(`${email} will no longer be able to sign in. This action cannot be undone.`)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(page, email)).toBeVisible()

  await page.getByRole('button', { name: `Remove: ${email}` }).click()
  await confirm.getByRole('button', { name: 'Remove user' }).click()
  await expect(page.getByText('Item deleted successfully')).toBeVisible(TOAST)
  await expect(row(page, email)).toHaveCount(0)
})

test("the last admin: the server's refusal is shown in full", async ({ page }) => {
  await openUsers(page)
  const refusal = 'The last admin can’t be removed or given another role. Make someone else an admin first.'
  // Answered here, so the seeded admin is never really demoted or removed (other tests use it).
  await page.route('**/api/admin/users/*', (route) =>
    ['PATCH', 'DELETE'].includes(route.request().method()) ? route.fulfill({ status: 409, json: { message: refusal } }) : route.fallback(),
  )
  await roleOf(page, ADMIN.email).selectOption('Contributor')
  const confirm = page.getByRole('alertdialog', { name: 'Take access away?' })
  await expect(confirm).toContainText('This is your own account')
  await confirm.getByRole('button', { name: 'Change role' }).click()
  await expect(page.getByText(refusal)).toBeVisible(TOAST)
  await expect(confirm).toBeHidden()
  await expect(roleOf(page, ADMIN.email)).toHaveValue('admin')

  await page.getByRole('button', { name: `Remove: ${ADMIN.email}` }).click()
  await page.getByRole('alertdialog', { name: 'Remove user?' }).getByRole('button', { name: 'Remove user' }).click()
  await expect(page.getByText(refusal)).toBeVisible(TOAST)
  await expect(row(page, `${ADMIN.email} You`)).toBeVisible()
})

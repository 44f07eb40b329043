/**
 * Accounts without a shell, on a server of its own with a fresh data folder (no admin, so it prints
 * a setup link): the first admin made in the browser and the link refused after; a password changed
 * and the other session signed out; a reset link taken from a real SMTP server.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { startSmtpServer, type TestSmtpServer } from '../../api/src/test/smtp'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

test.describe.configure({ mode: 'serial' })

const FIRST = { name: 'Mary Rector', email: 'rector@first-run.test', password: 'first admin password' }
const NEW_PASSWORD = 'a brand new password'
const WIDTHS = [390, 1280] as const

let site: ChildProcess
let base = ''
let setupUrl = ''
let dataDir = ''
let smtp: TestSmtpServer | undefined

async function freePort() {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(join(tmpdir(), 'church-e2e-accounts-'))
  const port = await freePort()
  base = `http://localhost:${port}`
  site = spawn('bun', ['../api/src/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: '',
      SEED_ADMIN: '',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // The server prints the setup link when it starts without an admin.
  setupUrl = await new Promise<string>((resolve, reject) => {
    let printed = ''
    const timer = setTimeout(() => reject(new Error(`no setup link printed: ${printed}`)), 60_000)
    site.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
      const link = printed.match(/http:\/\/localhost:\d+\/api\/account\/setup\/[\w-]+/)?.[0]
      if (link) {
        clearTimeout(timer)
        resolve(link)
      }
    })
  })
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok, { timeout: 30_000 }).toBe(true)
})

test.afterAll(async () => {
  await smtp?.stop()
  if (site && site.exitCode === null) {
    const exited = new Promise((done) => site.once('exit', done))
    site.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

async function signIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: base })
  const page = await context.newPage()
  await page.goto('/api/login?returnTo=%2Fadmin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin**')
  return page
}

const shoot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${screensDir(test.info().outputDir)}/${name}-${width}.png`, fullPage: true })

test('the first-run link makes the first admin in the browser, once', async ({ browser }) => {
  expect(setupUrl.startsWith(base)).toBe(true)
  const context = await browser.newContext({ baseURL: base })
  const page = await context.newPage()
  await page.goto(setupUrl)
  await expect(page.getByRole('heading', { name: 'Create the first admin' })).toBeVisible()
  await expect(page.getByLabel('Your name')).toBeFocused()
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await shoot(page, 'setup', width)
  }
  await expectNoSeriousA11yIssues(page)

  // A mistake is announced, and the field it is about gets the focus.
  await page.getByLabel('Your name').fill(FIRST.name)
  await page.getByLabel('Email').fill(FIRST.email)
  await page.getByLabel('Password', { exact: true }).fill(FIRST.password)
  await page.getByLabel('Password again').fill('not the same one')
  await page.getByRole('button', { name: 'Create admin and sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same')
  await expect(page.getByLabel('Password again')).toBeFocused()
  await expect(page.getByLabel('Email')).toHaveValue(FIRST.email)

  await page.getByLabel('Password', { exact: true }).fill(FIRST.password)
  await page.getByLabel('Password again').fill(FIRST.password)
  await page.getByRole('button', { name: 'Create admin and sign in' }).click()
  await page.waitForURL('**/admin')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await context.close()

  // The same link again: refused, plainly.
  const again = await browser.newPage()
  const answer = await again.goto(setupUrl)
  expect(answer?.status()).toBe(410)
  await expect(again.getByRole('heading', { name: 'This setup link has been used' })).toBeVisible()
  await expect(again.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await again.close()
})

test('changing the password signs the other session out; this one stays', async ({ browser }) => {
  const here = await signIn(browser, FIRST.email, FIRST.password)
  const elsewhere = await signIn(browser, FIRST.email, FIRST.password)

  await here.getByRole('button', { name: 'Change password' }).click()
  const dialog = here.getByRole('dialog', { name: 'Change password' })
  await expect(dialog.getByLabel('Current password')).toBeVisible()
  for (const width of WIDTHS) {
    await here.setViewportSize({ width, height: 800 })
    await shoot(here, 'change-password', width)
  }
  await expectNoSeriousA11yIssues(here)

  await dialog.getByLabel('Current password').fill('not my password')
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await dialog.getByLabel('New password again').fill(NEW_PASSWORD)
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible()
  await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')

  await dialog.getByLabel('Current password').fill(FIRST.password)
  await dialog.getByRole('button', { name: 'Change password' }).click()
  await expect(dialog).toBeHidden()
  await expect(here.getByText('Password changed. Any other device signed in to your account is signed out.')).toBeVisible()

  // The other browser is signed out: the dashboard sends it to the sign-in page.
  await elsewhere.reload()
  await elsewhere.waitForURL('**/api/login**')
  await expect(elsewhere.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  // This one is still signed in.
  await here.reload()
  await expect(here.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await here.context().close()
  await elsewhere.context().close()
})

test('an admin sends a reset link; it arrives by email, sets a new password once', async ({ browser }) => {
  smtp = await startSmtpServer()
  const admin = await signIn(browser, FIRST.email, NEW_PASSWORD)
  // Mail goes to the test SMTP server.
  const current = await (await admin.request.get('/api/admin/site-config')).json()
  const saved = await admin.request.put('/api/admin/site-config', {
    data: { ...current, emailProvider: 'smtp', smtpHost: smtp.host, smtpPort: smtp.port, smtpSecure: false, emailEnabled: true },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const staff = 'curate@first-run.test'
  const added = await admin.request.post('/api/admin/users', { data: { email: staff, name: 'Curate' } })
  expect(added.status()).toBe(201)

  await admin.goto('/admin?tab=users')
  const table = admin.getByRole('table', { name: 'Staff accounts' })
  await expect(table.getByRole('columnheader', { name: 'Last signed in' })).toBeVisible()
  const row = table.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: staff }) })
  await expect(row.getByRole('cell', { name: 'Never' })).toBeVisible()
  const mine = table.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: `${FIRST.email} You` }) })
  await expect(mine.locator('time')).toBeVisible()
  for (const width of WIDTHS) {
    await admin.setViewportSize({ width, height: 800 })
    await shoot(admin, 'users-last-sign-in', width)
  }
  await row.getByRole('button', { name: `Send reset link: ${staff}` }).click()
  await expect(admin.getByText(`A reset link was sent to ${staff}. It works once, within an hour.`)).toBeVisible()

  await expect.poll(() => smtp?.to(staff).length, { timeout: 30_000 }).toBe(1)
  const mail = smtp.to(staff)[0]
  const link = mail.text.match(/http:\/\/localhost:\d+\/api\/account\/reset\/[\w-]+/)?.[0]
  expect(link).toBeDefined()

  const page = await (await browser.newContext({ baseURL: base })).newPage()
  await page.goto(link as string)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await shoot(page, 'reset', width)
  }
  await expectNoSeriousA11yIssues(page)
  await page.getByLabel('New password', { exact: true }).fill('curate password')
  await page.getByLabel('New password again').fill('curate password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()
  await page.getByLabel('Email').fill(staff)
  await page.getByLabel('Password').fill('curate password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/api/login'))
  expect((await page.request.get(`${base}/api/auth/user`)).status()).toBe(200)

  // Used: refused, plainly.
  const again = await page.goto(link as string)
  expect(again?.status()).toBe(410)
  await expect(page.getByRole('heading', { name: 'This reset link has been used' })).toBeVisible()
  await page.context().close()
  await admin.context().close()
})

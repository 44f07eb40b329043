import type { Page } from '@playwright/test'
import { expectNoSeriousA11yIssues, holdRequests, openPage, screensDir } from './page'
import { expect, test } from './test'

/** One of the public forms a visitor sends (Contact, Plan a Visit). */
export type PublicForm = {
  /** The page it is on. */
  path: string
  /** Its region's name. */
  name: string
  /** Its send button. */
  send: string
  /** Where it posts. */
  api: string
}

export const formOn = (page: Page, form: PublicForm) => page.getByRole('region', { name: form.name })

/** Counts what the form posts from now on, to show that nothing was sent. */
export function postsOf(page: Page, form: PublicForm) {
  let sent = 0
  page.on('request', (r) => {
    if (r.url().endsWith(form.api)) sent++
  })
  return () => sent
}

/** Sends the form empty: each of `messages` shows on the form. */
export async function sendEmpty(page: Page, form: PublicForm, messages: string[]) {
  await formOn(page, form).getByRole('button', { name: form.send }).click()
  for (const message of messages) await expect(formOn(page, form).getByText(message)).toBeVisible()
}

/**
 * Sends the filled-in form while its answer is held: meanwhile the button says 'Sending...' and is disabled.
 * Returns what was posted, once the server has answered 201.
 */
export async function sendHeld(page: Page, form: PublicForm) {
  const release = await holdRequests(page, `**${form.api}`)
  const request = page.waitForRequest((r) => r.url().endsWith(form.api) && r.method() === 'POST')
  await formOn(page, form).getByRole('button', { name: form.send }).click()
  const sending = formOn(page, form).getByRole('button', { name: 'Sending...' })
  await expect(sending).toBeVisible()
  await expect(sending).toBeDisabled()
  // The key the page sends the form with (web/src/lib/send-key.ts), and what the visitor typed.
  const { sendKey, ...posted } = (await request).postDataJSON()
  expect(sendKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  const response = page.waitForResponse((r) => r.url().endsWith(form.api))
  release()
  expect((await response).status()).toBe(201)
  return posted
}

/**
 * The form's page, once its `region` shows `text`: no serious accessibility issues, also with the field errors
 * of an empty send showing (`lastMessage` the last of them); screenshots at a phone's and a desktop's width.
 */
export function testFormPage(form: PublicForm, [region, text]: [region: string, text: string], lastMessage: string) {
  const name = form.path.slice(1)
  const openReady = async (page: Page) => {
    await openPage(page, form.path)
    await expect(page.getByRole('region', { name: region })).toContainText(text)
  }

  test('has no serious accessibility issues, also with field errors showing', async ({ page }) => {
    await openReady(page)
    await expectNoSeriousA11yIssues(page)
    await sendEmpty(page, form, [lastMessage])
    await expectNoSeriousA11yIssues(page)
  })

  for (const width of [390, 1280]) {
    test(`${name.replaceAll('-', ' ')} screenshots at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      await openReady(page)
      await page.screenshot({ path: `${screensDir(testInfo.project.outputDir)}/${name}-${width}.png`, fullPage: true })
      await sendEmpty(page, form, [lastMessage])
      await formOn(page, form).screenshot({ path: `${screensDir(testInfo.project.outputDir)}/${name}-errors-${width}.png` })
    })
  }
}

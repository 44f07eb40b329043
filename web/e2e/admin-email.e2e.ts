import type { Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** The toast staff see; dismissed as a person would, so the next one (one at a time) can show. */
async function expectToast(page: Page, title: string, text: string) {
  const region = page.getByRole('region', { name: /notifications/i })
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  await expect(region.getByText(text, { exact: true })).toBeVisible()
  await region.getByRole('button', { name: 'Dismiss notification' }).click()
}

const emailCard = (page: Page) => page.getByRole('region', { name: 'Email', exact: true })

// The demo church has the console provider: emails are written to the server log, reach nobody, and say so.
test.describe('Email', () => {
  test('Send test email: the answer of the mail server, and only with the saved settings', async ({ page }) => {
    await signInAsAdmin(page, 'settings')
    const settings = page.getByRole('form', { name: 'Site Configuration' })
    const button = settings.getByRole('button', { name: 'Send test email' })
    await expect(settings.getByText('The test uses the saved settings.')).toBeVisible()

    // Unsaved changes would not be tested: the button waits for them to be saved.
    const tagline = settings.getByLabel('Tagline')
    const saved = await tagline.inputValue()
    await tagline.fill(`${saved} (editing)`)
    await expect(button).toBeDisabled()
    await expect(settings.getByText('Save your changes first: the test uses the saved settings.')).toBeVisible()
    await tagline.fill(saved)
    await expect(button).toBeEnabled()

    // Enter in the address box sends the test, never the settings form.
    let saves = 0
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/admin/site-config')) saves++
    })
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/email/test'))
    await settings.getByLabel('Send the test to').press('Enter')
    expect((await answer).status()).toBe(200)
    const result = settings.getByRole('status').filter({ hasText: 'Not sent' })
    await expect(result).toContainText('Not sent (email not set up): the test for admin@e2e.test was written to the server log only.')
    await expect(result).not.toContainText('Test email sent')
    expect(saves).toBe(0)

    // Another address, and a bad one with its message on the field.
    await settings.getByLabel('Send the test to').fill('not an address')
    await button.click()
    await expect(settings.getByText('Please enter a valid email address')).toBeVisible()
    await expect(settings.getByLabel('Send the test to')).toHaveAttribute('aria-invalid', 'true')
    await settings.getByLabel('Send the test to').fill(`rector-${stamp()}@e2e.test`)
    await button.click()
    await expect(settings.getByRole('status').filter({ hasText: 'the test for rector-' })).toBeVisible()
  })

  test('a failed test shows exactly what went wrong', async ({ page }) => {
    await page.route('**/api/admin/email/test', (route) =>
      route.fulfill({ status: 502, json: { message: '535 5.7.8 Username and Password not accepted', emailEnabled: true, note: '' } }),
    )
    await signInAsAdmin(page, 'settings')
    const settings = page.getByRole('form', { name: 'Site Configuration' })
    await settings.getByRole('button', { name: 'Send test email' }).click()
    const result = settings.getByRole('status').filter({ hasText: 'not sent' })
    await expect(result).toContainText('The test email was not sent.')
    await expect(result).toContainText('Reason: 535 5.7.8 Username and Password not accepted')
  })

  test("without a mail server the email a contact message caused is 'Not sent (email not set up)', never 'Sent', under a banner that says so", async ({
    page,
  }) => {
    const subject = `Outbox check ${stamp()}`
    const sent = await page.request.post('/api/contact', {
      data: { firstName: 'Outbox', lastName: 'Tester', email: 'outbox@e2e.test', subject, message: 'Does the office get this?' },
    })
    expect(sent.status()).toBe(201)
    await signInAsAdmin(page, 'messages')
    const item = emailCard(page).getByRole('listitem', { name: new RegExp(`New message from the website: ${subject}$`) })
    await expect(item).toBeVisible()
    await expect(item.getByText('Contact message to the office to office@anglicansrb.org')).toBeVisible()
    await expect(item.getByText('Not sent (email not set up)', { exact: true })).toBeVisible()
    await expect(item.getByText('Sent', { exact: true })).toHaveCount(0)
    await expect(item.getByText(/^Not sent: email is not set up/)).toBeVisible()
    // Sending it again would only reach the log again.
    await expect(item.getByRole('button', { name: /^(Retry|Send now)/ })).toHaveCount(0)
    const banner = page.getByRole('region', { name: 'Email setup' })
    await expect(banner.getByText('Email is not set up: messages are saved here but nobody is emailed')).toBeVisible()
    await banner.getByRole('link', { name: 'Set up email in Settings' }).click()
    await expect(page).toHaveURL(/tab=settings/)
    await expect(page.getByRole('region', { name: 'Email setup' })).toBeVisible()
    await page.goto('/admin?tab=overview')
    await expect(page.getByRole('region', { name: 'Email setup' })).toBeVisible()
    await page.goto('/admin?tab=messages')

    // The filter shows one status at a time.
    await emailCard(page).getByLabel('Show').selectOption('failed')
    await expect(item).toHaveCount(0)
    await emailCard(page).getByLabel('Show').selectOption('sent')
    await expect(item).toHaveCount(0)
    await emailCard(page).getByLabel('Show').selectOption('not_sent')
    await expect(item).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })

  test('a failed email can be retried by hand', async ({ page }) => {
    const failed = {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'visitor-welcome',
      toAddress: 'visitor@e2e.test',
      subject: 'Welcome to the parish!',
      status: 'failed',
      attempts: 6,
      nextAttemptAt: '2026-05-03T15:00:00Z',
      lastResponse: '550 5.1.1 Recipient address rejected',
      sentAt: null,
      createdAt: '2026-05-03T15:00:00Z',
    }
    let retried = false
    await page.route('**/api/admin/emails?*', (route) =>
      route.fulfill({ json: [retried ? { ...failed, status: 'pending', attempts: 0 } : failed] }),
    )
    await page.route('**/api/admin/emails/*/retry', (route) => {
      retried = true
      return route.fulfill({ json: { id: failed.id, status: 'pending', message: 'The email will be sent again in a moment' } })
    })
    await signInAsAdmin(page, 'messages')
    const item = emailCard(page).getByRole('listitem', { name: 'Email to visitor@e2e.test: Welcome to the parish!' })
    await expect(item.getByText('Failed', { exact: true })).toBeVisible()
    await expect(item.getByText('Visitor welcome to visitor@e2e.test')).toBeVisible()
    await expect(item.getByText('6 attempts')).toBeVisible()
    await expect(item.getByText('550 5.1.1 Recipient address rejected')).toBeVisible()
    await item.getByRole('button', { name: 'Retry: Welcome to the parish! to visitor@e2e.test' }).click()
    await expectToast(page, 'Success', 'The email will be sent again in a moment')
    await expect(item.getByText('Pending', { exact: true })).toBeVisible()
    await expect(item.getByRole('button', { name: /^Retry/ })).toHaveCount(0)
  })
})

test.describe('Send newsletter', () => {
  // The demo church's email is not set up (console provider): the secretary is told before and after
  // sending that the newsletter is saved, not emailed, and never that it is on its way.
  test('with email not set up: write, check, send with a double click: saved once, not emailed, and it says so throughout', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'newsletter')
    const { active } = await (await page.request.get('/api/admin/newsletter/counts')).json()
    expect(active).toBeGreaterThan(0)
    const audience = `${active} active ${active === 1 ? 'subscriber' : 'subscribers'}`
    // The same banner as the other tabs, at the top of the tab.
    await expect(
      page.getByRole('region', { name: 'Email setup' }).getByText('Email is not set up: messages are saved here but nobody is emailed'),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Send newsletter' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send newsletter' })
    await expect(dialog.getByText('Email is not set up, so the newsletter will be saved here but not emailed to anyone.')).toBeVisible()
    await expect(dialog.getByText('It goes by email')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Review' }).click()
    await expect(dialog.getByText('Subject is required')).toBeVisible()
    await expect(dialog.getByText('Message is required')).toBeVisible()
    await expect(dialog.getByLabel('Subject')).toBeFocused()

    const subject = `Advent news ${stamp()}`
    await dialog.getByLabel('Subject').fill(subject)
    await dialog.getByLabel('Message').fill('Lessons and carols this Sunday at 5 PM.\nAll are welcome.')
    await dialog.getByRole('button', { name: 'Review' }).click()
    await expect(dialog.getByRole('heading', { name: 'Check before sending' })).toBeFocused()
    const note = dialog.getByRole('note')
    await expect(note.getByText('Email is not set up: this newsletter will be saved, not emailed')).toBeVisible()
    await expect(note).toContainText(`None of the ${audience} will receive it.`)
    await expect(note.getByRole('link', { name: 'Set up email in Settings (Email Configuration)' })).toBeVisible()
    await expect(dialog.getByText('will be emailed to')).toHaveCount(0)
    await expect(dialog.getByText('Lessons and carols this Sunday at 5 PM.')).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    // Back to editing keeps what was written.
    await dialog.getByRole('button', { name: 'Back to editing' }).click()
    await expect(dialog.getByLabel('Subject')).toHaveValue(subject)
    await dialog.getByRole('button', { name: 'Review' }).click()

    const keys: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/newsletter/send')) keys.push(r.postDataJSON().idempotencyKey)
    })
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/admin/newsletter/send'))
    // A double click, as staff do: the button locks on the first.
    await expect(dialog.getByRole('button', { name: /^Send to/ })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Save without emailing' }).dblclick()
    const answer = await (await sent).json()
    expect(keys).toHaveLength(1)
    expect(answer).toMatchObject({ emailed: false, queued: active })
    await expectToast(
      page,
      'Saved, not emailed',
      `The newsletter was saved but not emailed, because email is not set up in Settings. None of the ${audience.replace('active ', '')} received it.`,
    )
    await expect(page.getByText(/on its way/)).toHaveCount(0)
    await expect(dialog).toBeHidden()

    // One email per active subscriber, in the outbox.
    const emails = (await (await page.request.get('/api/admin/emails?limit=100')).json()) as { subject: string; kind: string }[]
    expect(emails.filter((e) => e.subject === subject && e.kind === 'newsletter')).toHaveLength(active)

    // Sending the same issue again (a repeated request) queues nothing: the server says so.
    const again = await page.request.post('/api/admin/newsletter/send', { data: { subject, message: 'x', idempotencyKey: keys[0] } })
    expect(await again.json()).toMatchObject({ alreadySent: true, issueId: answer.issueId })
    const after = (await (await page.request.get('/api/admin/emails?limit=100')).json()) as { subject: string; kind: string }[]
    expect(after.filter((e) => e.subject === subject && e.kind === 'newsletter')).toHaveLength(active)

    // The progress: with no mail server set up, none is sent and the card says so.
    const progress = page.getByRole('region', { name: 'Latest newsletter' })
    await expect(progress.getByText(subject, { exact: false })).toContainText('saved, not emailed')
    await expect(progress.getByRole('status')).toHaveText(`0 of ${active} sent, 0 failed, ${active} not sent (email not set up)`)
  })

  for (const width of [390, 1280]) {
    test(`newsletter and email screens at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      await signInAsAdmin(page, 'newsletter')
      // A table on a wide screen, labelled cards on a phone.
      await expect(page.getByRole(width < 640 ? 'list' : 'table', { name: 'Newsletter subscribers' })).toBeVisible()
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/newsletter-${width}.png`, fullPage: true })
      await page.getByRole('button', { name: 'Send newsletter' }).click()
      const dialog = page.getByRole('dialog', { name: 'Send newsletter' })
      await dialog.getByLabel('Subject').fill('Parish picnic')
      await dialog.getByLabel('Message').fill('Bring a dish to share.\nSee you there!')
      await dialog.getByRole('button', { name: 'Review' }).click()
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/newsletter-review-${width}.png` })
      await dialog.getByRole('button', { name: 'Close' }).click()
      await page.goto('/admin?tab=settings')
      const test = page.getByRole('button', { name: 'Send test email' })
      await test.click()
      await expect(page.getByText('the test for admin@e2e.test')).toBeVisible()
      await test.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/test-email-${width}.png` })
      // The test email is in the Email card, at least.
      await page.goto('/admin?tab=messages')
      await expect(emailCard(page).getByRole('listitem').first()).toBeVisible()
      await emailCard(page).screenshot({ path: `${screensDir(testInfo.outputDir)}/email-card-${width}.png` })
      await page.goto('/admin?tab=overview')
      await expect(page.getByRole('region', { name: 'Email setup' })).toBeVisible()
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/overview-${width}.png`, fullPage: true })
      await page.goto('/admin?tab=youtube')
      await expect(page.getByRole('region', { name: 'YouTube connection' })).toBeVisible()
      await page.screenshot({ path: `${screensDir(testInfo.outputDir)}/youtube-${width}.png`, fullPage: true })
    })
  }
})

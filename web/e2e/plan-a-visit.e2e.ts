import type { Page } from '@playwright/test'
import { openPage } from './support/page'
import { formOn, type PublicForm, postsOf, sendEmpty, sendHeld, testFormPage } from './support/public-form'
import { expect, test } from './support/test'

// page.route must see every API call: no service worker in between.
test.use({ serviceWorkers: 'block' })

const VISIT: PublicForm = { path: '/plan-a-visit', name: "Let Us Know You're Coming", send: 'Plan My Visit', api: '/api/visitor-requests' }
const form = (page: Page) => formOn(page, VISIT)

/** What a visitor fills in, as the form sends it (the agreement to the terms is not sent). */
const REQUEST = { fullName: 'Lydia Purple', email: 'lydia@example.org', phone: '(850) 555-0199', numberOfKids: '5+' }

async function fillVisit(page: Page) {
  const f = form(page)
  await f.getByLabel('Full Name', { exact: true }).fill(REQUEST.fullName)
  await f.getByLabel('Email', { exact: true }).fill(REQUEST.email)
  await f.getByLabel('Phone', { exact: true }).fill(REQUEST.phone)
  await f.getByLabel('Number of Kids', { exact: true }).selectOption(REQUEST.numberOfKids)
  await f.getByRole('checkbox', { name: /I agree to the terms/ }).check()
}

test('the hero invites visitors to Sunday worship', async ({ page }) => {
  await openPage(page, '/plan-a-visit')
  const hero = page.getByRole('region', { name: 'Join Us This Sunday!' })
  await expect(hero.getByRole('heading', { level: 1, name: 'Join Us This Sunday!' })).toBeVisible()
  await expect(hero).toContainText('Sunday 10:30 AM')
  await expect(hero).toContainText('Santa Rosa Beach, FL')
})

test('an empty form shows every message and sends nothing', async ({ page }) => {
  const sent = postsOf(page, VISIT)
  await openPage(page, '/plan-a-visit')
  await sendEmpty(page, VISIT, [
    'Full name is required',
    'Valid email is required',
    'Phone number is required',
    'Please select number of kids',
    'You must agree to the terms',
  ])
  await expect(form(page).getByLabel('Full Name', { exact: true })).toBeFocused()

  // A phone number shorter than 10 characters is not enough.
  await fillVisit(page)
  await form(page).getByLabel('Phone', { exact: true }).fill('555-0199')
  await form(page).getByRole('button', { name: 'Plan My Visit' }).click()
  await expect(form(page).getByText('Phone number is required')).toBeVisible()
  await expect(form(page).getByText('Full name is required')).toBeHidden()
  expect(sent()).toBe(0)
})

test('the number of kids offers 0 to 5+', async ({ page }) => {
  await openPage(page, '/plan-a-visit')
  const options = form(page).getByLabel('Number of Kids', { exact: true }).locator('option')
  await expect(options).toHaveText(['Select number of kids', '0', '1', '2', '3', '4', '5+'])
})

test("sends the four stored fields; the thanks take the form's place until another request is asked for", async ({ page }) => {
  await openPage(page, '/plan-a-visit')
  await fillVisit(page)
  expect(await sendHeld(page, VISIT)).toEqual(REQUEST)

  // The thanks stand where the form was, with the focus, and no toast comes and goes over them.
  const thanks = form(page).getByRole('status').filter({ hasText: 'Thank you!' })
  await expect(thanks.getByRole('heading', { name: 'Thank you!' })).toBeFocused()
  await expect(thanks).toContainText("We can't wait to meet you! We'll be in touch soon.")
  await expect(form(page).getByRole('button', { name: 'Plan My Visit' })).toHaveCount(0)
  await expect(form(page).getByLabel('Full Name', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Thank you!')).toHaveCount(0)

  // 'Send another request' brings the form back, empty, at its first field.
  await form(page).getByRole('button', { name: 'Send another request' }).click()
  await expect(thanks).toHaveCount(0)
  await expect(form(page).getByLabel('Full Name', { exact: true })).toBeFocused()
  await expect(form(page).getByLabel('Full Name', { exact: true })).toHaveValue('')
  await expect(form(page).getByLabel('Email', { exact: true })).toHaveValue('')
  await expect(form(page).getByLabel('Phone', { exact: true })).toHaveValue('')
  await expect(form(page).getByLabel('Number of Kids', { exact: true })).toHaveValue('')
  await expect(form(page).getByRole('checkbox', { name: /I agree to the terms/ })).not.toBeChecked()
})

test("a server failure shows 'Error' with the server's message", async ({ page }) => {
  await page.route('**/api/visitor-requests', (route) => route.fulfill({ status: 500, json: { message: 'Welcome desk closed' } }))
  await openPage(page, '/plan-a-visit')
  await fillVisit(page)
  await form(page).getByRole('button', { name: 'Plan My Visit' }).click()
  const toast = page.getByRole('region', { name: /Notifications/ })
  await expect(toast.getByText('Error', { exact: true })).toBeVisible()
  await expect(toast.getByText('Welcome desk closed')).toBeVisible()
  await expect(form(page).getByLabel('Full Name', { exact: true })).toHaveValue('Lydia Purple')
})

test.describe('What to Expect', () => {
  const questions = [
    'What time does the service start?',
    'How long is the service?',
    'What should I wear?',
    'Are children welcome?',
    'What happens after the service?',
  ]

  /** The questions (native disclosures: each a <summary>) and the count of open answers. */
  const faqOf = (page: Page) => {
    const faq = page.getByRole('region', { name: 'What to Expect' })
    return { faq, questions: faq.locator('summary'), open: faq.locator('details[open]') }
  }

  test('answers the five questions, one open at a time', async ({ page }) => {
    await openPage(page, '/plan-a-visit')
    const { faq, questions: triggers, open } = faqOf(page)
    await expect(triggers).toHaveText(questions)
    await expect(open).toHaveCount(1)
    await expect(faq.getByText(/begins at 10:30 a\.m\..*in person, or online/)).toBeVisible()

    await triggers.nth(1).click()
    await expect(faq.getByText(/About 1 hour and 15 minutes/)).toBeVisible()
    await expect(faq.getByText(/begins at 10:30 a\.m\./)).toBeHidden()
    await expect(open).toHaveCount(1)

    await triggers.nth(3).click()
    await expect(faq.getByText(/nursery.*Kids Church for children up to 3rd grade/)).toBeVisible()
    await expect(open).toHaveCount(1)

    // The open one closes again.
    await triggers.nth(3).click()
    await expect(open).toHaveCount(0)
  })

  test('works from the keyboard', async ({ page }) => {
    await openPage(page, '/plan-a-visit')
    const { faq, questions: triggers, open } = faqOf(page)
    await triggers.nth(3).focus()
    await page.keyboard.press('Tab')
    await expect(triggers.nth(4)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(faq.getByText(/refreshments and fellowship afterwards/)).toBeVisible()
    await expect(open).toHaveCount(1)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(triggers.nth(0)).toBeFocused()
    await page.keyboard.press(' ')
    await expect(faq.getByText(/begins at 10:30 a\.m\./)).toBeVisible()
    await expect(faq.getByText(/refreshments and fellowship afterwards/)).toBeHidden()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the questions open and close all the same, one at a time', async ({ page }) => {
      await page.goto('/plan-a-visit')
      const { faq, questions: triggers, open } = faqOf(page)
      await expect(triggers).toHaveText(questions)
      await expect(open).toHaveCount(1)
      await expect(faq.getByText(/begins at 10:30 a\.m\./)).toBeVisible()
      await triggers.nth(2).click()
      await expect(faq.getByText(/shorts and sandals/)).toBeVisible()
      await expect(faq.getByText(/begins at 10:30 a\.m\./)).toBeHidden()
      await expect(open).toHaveCount(1)
    })
  })
})

test('where to find the church: contact details, four tiles, the map and Stay Connected', async ({ page }) => {
  await openPage(page, '/plan-a-visit')
  const where = page.getByRole('region', { name: 'Where To Find Our Church' })
  await expect(where).toContainText('123 Church Street, Santa Rosa Beach, FL 32459')
  await expect(where.getByRole('link', { name: '(850) 555-0142' })).toHaveAttribute('href', 'tel:8505550142')
  await expect(where.getByRole('link', { name: 'office@anglicansrb.org' })).toHaveAttribute('href', 'mailto:office@anglicansrb.org')
  await expect(where.getByRole('heading', { level: 3 })).toHaveText(['Worship Style', 'Community', 'Service Time', 'After Service'])
  await expect(where).toContainText('Traditional and contemporary')
  await expect(where.getByRole('link', { name: /Get Directions/ })).toBeVisible()
  await expect(where.locator('iframe[title^="Map of"]')).toBeAttached()

  const stay = page.getByRole('region', { name: 'Stay Connected' })
  await expect(stay.getByLabel('Email address')).toHaveAttribute('required', '')
  await stay.getByRole('button', { name: 'Subscribe' }).click()
  await expect(stay.getByText('Valid email is required').or(stay.locator('[id$="-error"]'))).toBeVisible()
})

testFormPage(VISIT, ['Where To Find Our Church', '123 Church Street'], 'You must agree to the terms')

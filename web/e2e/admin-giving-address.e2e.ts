import { ADMIN } from './support/admin'
import { controlled } from './support/offline'
import { expect, test } from './support/test'

/**
 * The giving defect (decision 0010): returning visitors' pages came from the precached shell, with the
 * Content-Security-Policy of the day it was filled; after staff changed the giving widget's address,
 * the new widget's script was blocked on every reload ('The online giving form couldn't load just
 * now.'), while first-time visitors were fine. Pages now come from the network first.
 *
 * Staff tests' server (the configuration row is shared): the address is put back at the end.
 */

const BEFORE = 'https://giving-before.example.test/widget.js'
const AFTER = 'https://giving-after.example.test/embed.js'

const scriptSrc = (policy: string | undefined) =>
  (policy ?? '')
    .split('; ')
    .find((d) => d.startsWith('script-src '))
    ?.split(' ')
    .slice(1) ?? []

test("a returning visitor's reload after staff change the giving address names the new host and loads its widget", async ({
  page,
  context,
  request,
}) => {
  // Staff, on their own device: signed in through the API (cookies kept by this request context).
  expect((await request.post('/api/login', { data: ADMIN })).status()).toBe(200)
  const setGivingAddress = async (givingWidgetUrl: string) => {
    const { hasSmtpPassword: _h, updatedAt: _u, ...config } = await (await request.get('/api/admin/site-config')).json()
    expect((await request.put('/api/admin/site-config', { data: { ...config, givingWidgetUrl } })).status()).toBe(200)
    return config.givingWidgetUrl as string
  }

  // The providers' stand-in scripts: each draws its own form beside the script tag.
  for (const [url, name] of [
    [BEFORE, 'Giving form before'],
    [AFTER, 'Giving form after'],
  ]) {
    await context.route(url, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const form = document.createElement('form')
          form.setAttribute('aria-label', ${JSON.stringify(name)})
          form.innerHTML = '<label>Amount <input name="amount" inputmode="decimal"></label>'
          document.querySelector('script[data-giving-widget]').parentElement.append(form)
        })()`,
      }),
    )
  }

  const original = await setGivingAddress(BEFORE)
  try {
    // The visitor: a first visit, then a return (the worker controls the page and keeps it).
    await page.goto('/give')
    await controlled(page)
    const returning = await page.reload()
    expect(returning?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('form', { name: 'Giving form before' })).toBeVisible()

    await setGivingAddress(AFTER)

    const reload = await page.reload()
    expect(reload?.fromServiceWorker()).toBe(true)
    const policy = reload?.headers()['content-security-policy']
    expect(scriptSrc(policy)).toContain('https://giving-after.example.test')
    expect(scriptSrc(policy)).not.toContain('https://giving-before.example.test')
    await expect(page.getByRole('form', { name: 'Giving form after' })).toBeVisible()
    await expect(page.getByText("The online giving form couldn't load just now.", { exact: false })).toHaveCount(0)
  } finally {
    await setGivingAddress(original)
  }
})

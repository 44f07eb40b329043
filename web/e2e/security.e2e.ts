import { networkSettled } from './support/network'
import { expect, test } from './support/test'

/** Every page the site has, as a visitor opens it: the Content-Security-Policy must block nothing the site itself uses. */
test('no page breaks its own Content-Security-Policy', async ({ page, request }) => {
  const {
    items: [sermon],
  } = await (await request.get('/api/sermons?limit=1')).json()
  const [event] = await (await request.get('/api/events?limit=1')).json()
  const [stream] = (await (await request.get('/api/live-streams?limit=1')).json()).items
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load ${e.blockedURI} (${e.violatedDirective})`))
  })
  for (const path of [
    '/',
    '/sermons',
    `/sermons/${sermon.id}`,
    '/events',
    `/events/${event.id}`,
    '/live-streams',
    `/live-streams/${stream.id}`,
    '/about',
    '/about/music',
    '/contact',
    '/plan-a-visit',
    '/prayer',
    '/give',
    '/api/login',
  ]) {
    const response = await page.goto(path)
    const headers = response?.headers() ?? {}
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-powered-by']).toBeUndefined()
    await networkSettled(page)
  }
  expect(violations).toEqual([])
})

test('nothing of the source, git, environment or source maps is served', async ({ request }) => {
  for (const path of ['/.env', '/.git/HEAD', '/.git/config', '/package.json', '/api/src/app.ts', '/src/main.tsx', '/vite.config.ts']) {
    const res = await request.get(path)
    const text = await res.text()
    expect(text).not.toContain('DATABASE_URL')
    expect(text).not.toContain('import ')
    expect(text).not.toContain('[core]')
  }
  const html = await (await request.get('/')).text()
  // The page's boot script (start-after-paint.ts) and the app's entry it starts.
  const boot = html.match(/<script defer src="([^"]+)"/)?.[1] as string
  const entry = (await (await request.get(boot)).text()).match(/import\("([^"]+)"\)/)?.[1] as string
  for (const script of [boot, entry]) {
    expect(script).toMatch(/^\/assets\/.+\.js$/)
    expect((await request.get(`${script}.map`)).status()).toBe(404)
    expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL')
  }
})

test.describe('visitor forms offline', () => {
  test('say so, keep what was typed, and send once the connection is back', async ({ page, context }) => {
    await page.goto('/contact')
    const form = page.getByRole('region', { name: 'Send Us A Message' })
    await form.getByLabel('First Name').fill('Offline')
    await form.getByLabel('Last Name').fill('Visitor')
    await form.getByLabel('Email').fill('offline.visitor@example.org')
    await form.getByLabel('Subject').fill('Sent from the beach')
    await form.getByLabel('Message').fill('No signal here, but I wanted to say hello.')
    await context.setOffline(true)
    await expect(form.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText("This will be sent as soon as you're back online")).toBeVisible()
    await expect(form.getByLabel('Subject')).toHaveValue('Sent from the beach')
    await context.setOffline(false)
    expect((await sent).status()).toBe(201)
    await expect(page.getByText("Your message has been sent successfully! We'll get back to you soon.")).toBeVisible()
  })
})

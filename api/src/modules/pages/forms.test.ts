import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createContext } from '../../app'
import { contactMessages } from '../../db/schema'
import { createLogger } from '../../lib/log'
import { PUBLIC_FORM_MAX_BYTES } from '../../plugins/public-forms'
import { webApp } from '../../plugins/web-app'
import { testApp } from '../../test/harness'
import { sitePages } from '.'

/**
 * The server's half of a visitor form sent as an ordinary post to its page: which forms a page
 * takes, the count it shares with the form's API route, and the page answered with the result. A
 * stand-in web build sends the fields on as they came (the real one checks them first, as the page's
 * form does: web/e2e/without-javascript.e2e.ts) and shows the API's answer.
 */
const t = await testApp({ FORM_RATE_LIMIT: '3', TRUST_PROXY: 'true', PUBLIC_URL: 'https://church.example' })
const dist = mkdtempSync(join(tmpdir(), 'dist-forms-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
mkdirSync(join(dist, '.server'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>')
writeFileSync(
  join(dist, '.server', 'entry-server.js'),
  `export const serveApiWith = () => {}
const ROUTES = { contact: '/api/contact', newsletter: '/api/newsletter/subscribe', visit: '/api/visitor-requests' }
export async function renderPage(request, posted) {
  if (!posted) return { status: 200, body: '<main>page</main>', unread: [] }
  if (posted.refused) return { status: posted.refused.status, body: '<p>' + posted.refused.message + '</p>', unread: [] }
  const { form, ...fields } = posted.fields
  const answer = await posted.send(new Request('http://localhost' + ROUTES[posted.form], {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields),
  }))
  return { status: answer.status, body: '<p>' + posted.form + ' ' + answer.status + ' ' + (await answer.text()) + '</p>', unread: [] }
}`,
)
const ctx = createContext({ config: t.config, database: t.database, log: createLogger('silent') })
const site = t.app.use(
  webApp(
    dist,
    sitePages(ctx, (request) => t.app.handle(request)),
  ),
)

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', subject: 'Hello', message: 'Hi there' }
const post = (path: string, fields: Record<string, string>, address: string, headers: Record<string, string> = {}) =>
  site.handle(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  )

describe('a visitor form posted to its page', () => {
  test('is sent through its API route and answered with the page, kept nowhere', async () => {
    const response = await post('/contact', { form: 'contact', ...contact }, '198.51.100.1')
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('text/html;charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain('<div id="root"><p>contact 201 ')
    expect(await t.db.$count(contactMessages)).toBe(1)
  })

  test('counts once per sending, in the same place as the API route, and then says to wait', async () => {
    const address = '198.51.100.2'
    // The API route and the page share one count: one by the API, two by the page, then refused.
    const byApi = await t.request('POST', '/api/contact', { body: contact, headers: { 'x-forwarded-for': address } })
    expect(byApi.status).toBe(201)
    for (let i = 0; i < 2; i++) expect((await post('/contact', { form: 'contact', ...contact }, address)).status).toBe(201)
    const refused = await post('/contact', { form: 'contact', ...contact }, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(await refused.text()).toContain('Too many submissions from this device. Please try again in 10 minutes.')
    // Another form of the same page, from the same device, has its own count.
    expect((await post('/plan-a-visit', { form: 'newsletter', email: 'ann@example.org' }, address)).status).toBe(200)
  })

  test('takes only the forms its page shows', async () => {
    const wrongForm = await post('/contact', { form: 'newsletter', email: 'ann@example.org' }, '198.51.100.3')
    expect(wrongForm.status).toBe(400)
    expect((await wrongForm.json()).message).toBe('This form cannot be sent from this page')
    expect((await post('/about', { form: 'contact', ...contact }, '198.51.100.3')).status).toBe(404)
  })

  test('an oversized form is refused before it is sent', async () => {
    const before = await t.db.$count(contactMessages)
    const response = await post('/contact', { form: 'contact', ...contact, message: 'x'.repeat(PUBLIC_FORM_MAX_BYTES) }, '198.51.100.4')
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('This form is too large to send. Please shorten it and try again.')
    expect(await t.db.$count(contactMessages)).toBe(before)
  })

  test('a post from another site is refused', async () => {
    const response = await post('/contact', { form: 'contact', ...contact }, '198.51.100.5', { origin: 'https://elsewhere.example' })
    expect(response.status).toBe(403)
  })
})

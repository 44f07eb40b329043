import { Elysia } from 'elysia'
import { json } from '../lib/errors'
import { pageForm } from '../lib/route-policy'
import { type AnswerSet, allowPageScripts, type PageRenderer, type PageRendering, type Server } from './page-rendering'
import { policies, routeOf } from './route-policy'

/**
 * Visitor forms sent as ordinary posts to their pages (JavaScript off, or sent before the app woke):
 * the POST routes below, each declaring the forms its page holds (`pageForm`). Each post is sent on through the form's API
 * route, and answered with the page showing the result (kept nowhere: it holds what the visitor typed).
 */
export function pageForms(pages: PageRenderer | undefined, rendering: PageRendering | undefined) {
  const postedForm = async (request: Request, body: unknown, set: AnswerSet, server: Server) => {
    const forms = routeOf(request).policy?.pageForms
    if (!forms || !pages?.receiveForm || !rendering) return json(404, { message: 'Not found' })
    const received = await pages.receiveForm(request, typeof body === 'string' ? body : '', server, forms)
    if (received instanceof Response) return received
    const url = new URL(request.url)
    const { html, status, scriptHashes } = await rendering.render(`${url.pathname}${url.search}`, received)
    allowPageScripts(set, scriptHashes)
    set.status = status
    set.headers['content-type'] = 'text/html;charset=utf-8'
    set.headers['cache-control'] = 'no-store'
    if (received.refused?.retryAfter) set.headers['retry-after'] = String(received.refused.retryAfter)
    return html
  }

  // The pages answer HTML (strings), outside the API's App type: they declare no response schema.
  // Each body is read as text whatever its type says: modules/pages/forms.ts reads the fields.
  return (
    new Elysia()
      .use(policies)
      .post('/', ({ request, body, set, server }) => postedForm(request, body, set, server), {
        policy: pageForm('newsletter'),
        parse: 'text',
      })
      .post('/contact', ({ request, body, set, server }) => postedForm(request, body, set, server), {
        policy: pageForm('contact'),
        parse: 'text',
      })
      .post('/prayer', ({ request, body, set, server }) => postedForm(request, body, set, server), {
        policy: pageForm('prayer'),
        parse: 'text',
      })
      // An event's page and a series' date's hold two forms (the hidden `form` field says which): registering
      // (decision 0058) and 'Help on this day' (decision 0060); then the serving withdraw link's page and the
      // registration link's page.
      .post('/events/:id', ({ request, body, set, server }) => postedForm(request, body, set, server), {
        policy: pageForm('registration', 'serving'),
        parse: 'text',
      })
      .post('/events/:id/:date', ({ request, body, set, server }) => postedForm(request, body, set, server), {
        policy: pageForm('registration', 'serving'),
        parse: 'text',
      })
      .post('/serving/withdraw', ({ request, body, set, server }) => postedForm(request, body, set, server), {
        policy: pageForm('withdraw'),
        parse: 'text',
      })
      .post('/registration', ({ request, body, set, server }) => postedForm(request, body, set, server), {
        policy: pageForm('registration-change'),
        parse: 'text',
      })
      .post('/plan-a-visit', ({ request, body, set, server }) => postedForm(request, body, set, server), {
        policy: pageForm('visit', 'newsletter'),
        parse: 'text',
      })
  )
}

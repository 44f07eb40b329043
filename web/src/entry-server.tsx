/**
 * Server rendering of the public pages (built by `vite build --ssr` into the web build's `.server`
 * folder and loaded by the API's web-app plugin). Each request gets its own query client and router;
 * loaders read the API in-process, the page renders to a string, and the router's state and the
 * query cache go into the page for the browser to take over (main.tsx hydrates it).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { hashKey, type QueryClient } from '@tanstack/react-query'
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { registrationChangeForm, registrationForm } from './features/events/registration-forms'
import { contactForm, prayerForm, visitForm } from './features/messages/page-forms'
import { newsletterForm } from './features/newsletter/page-form'
import { servingForm, withdrawForm } from './features/serving/page-forms'
import { createSession } from './features/session/session'
import { siteConfigQueryOptions } from './features/site-config/api/get-site-config'
import { DEFAULT_THEME } from './features/site-config/defaults'
import { type ThemeColours, themeColours } from './features/site-config/theme'
import { ApiError, answerOnServer } from './lib/api'
import { headHtml } from './lib/head-tags'
import { answerPost } from './lib/page-forms'
import { type PageFormName, postedFormKey } from './lib/posted-form'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

type Answer = (request: Request) => Promise<Response>

/** A visitor form the server received as an ordinary post to its page (api/src/modules/pages/forms.ts). */
export interface PostedToPage {
  form: PageFormName
  fields: Record<string, string>
  refused?: { status: number; message: string }
  /** The API answering this visitor's sending of the form (counted already). */
  send: Answer
}

export interface RenderedPage {
  /**
   * 404 for an address no route takes or a record that is not there (the route's loader says so),
   * 503 when a read the page made failed (the server then sends the page as last rendered).
   */
  status: number
  /** What goes inside `<div id="root">`. */
  body: string
  /** The page's head as its routes declare it (each route's `head`, lib/head-tags.ts): title, previews, icons, JSON-LD. */
  head: string
  /**
   * Reads a component asked for that no loader started: the page went out with their loading line.
   * The server logs them (a route's loader should read them); the signed-in check is never one.
   */
  unread: string[]
  /** A part of the page failed to render on the server (React left it to the browser): its message. */
  failed?: string
  /**
   * The page's one address, when the router sends this one there (a filter left empty, for one):
   * a path and query on the site itself.
   */
  location?: string
  /**
   * The church's colours as the page paints with them (made readable, '#rrggbb' each), for the
   * server to write into the head: the first paint is in the church's colours, not the defaults.
   * Absent when the configuration could not be read (the stylesheet's defaults then apply).
   */
  theme?: ThemeColours
}

type Refusal = PostedToPage['refused']
/** Each visitor form's sending, as its page's form does it. */
const PAGE_FORMS: Record<PageFormName, (fields: Record<string, string>, refused: Refusal) => ReturnType<typeof answerPost>> = {
  contact: (fields, refused) => answerPost(contactForm, fields, refused),
  visit: (fields, refused) => answerPost(visitForm, fields, refused),
  newsletter: (fields, refused) => answerPost(newsletterForm, fields, refused),
  prayer: (fields, refused) => answerPost(prayerForm, fields, refused),
  serving: (fields, refused) => answerPost(servingForm, fields, refused),
  withdraw: (fields, refused) => answerPost(withdrawForm, fields, refused),
  registration: (fields, refused) => answerPost(registrationForm, fields, refused),
  'registration-change': (fields, refused) => answerPost(registrationChangeForm, fields, refused),
}

/** While a posted form is sent: the calls it makes go to that visitor's sending of it. */
const sendingFor = new AsyncLocalStorage<Answer>()

/** Called once at start: the API's own app answers every call a page's loaders make. */
export const serveApiWith = (answer: Answer) => answerOnServer((request) => (sendingFor.getStore() ?? answer)(request))

/**
 * The page at `request`'s address. With `posted`, the form is sent first, as the page's form sends
 * it in the browser, and the page shows the answer: the notice, the field messages, and what was
 * typed when it failed (lib/posted-form.ts).
 */
export async function renderPage(request: Request, posted?: PostedToPage): Promise<RenderedPage> {
  const answered = posted ? await sendingFor.run(posted.send, () => PAGE_FORMS[posted.form](posted.fields, posted.refused)) : undefined
  let queryClient: QueryClient | undefined
  let unread: string[] = []
  let theme: ThemeColours | undefined
  const handler = createRequestHandler({
    request,
    // A query client per request, emptied when the page is sent (router-ssr-query). Its reads are
    // kept until then: with gcTime 0 a loader's data was dropped before the render could use it.
    createRouter: () => {
      queryClient = createQueryClient()
      // The church's colours, from the configuration the root's loader reads (the cache is emptied
      // once the page is rendered: taken as it arrives).
      const configKey = hashKey(siteConfigQueryOptions().queryKey)
      queryClient.getQueryCache().subscribe(({ query }) => {
        if (query.queryHash === configKey && query.state.data) theme = themeColours(query.state.data, DEFAULT_THEME)
      })
      if (answered) queryClient.setQueryData(postedFormKey, answered.posted)
      // The session is never started here: a public page is rendered as nobody signed in.
      return createAppRouter(queryClient, createSession(queryClient), new URL(request.url).origin)
    },
  })
  let head = ''
  const response = await handler(async ({ responseHeaders, router }) => {
    head = headHtml(router.state.matches)
    const rendered = await renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> })
    unread = (queryClient?.getQueryCache().getAll() ?? [])
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.queryKey[0] !== 'auth')
      .map((query) => query.queryHash)
    return rendered
  })
  const location = response.headers.get('location')
  if (response.status >= 300 && response.status < 400 && location) {
    const target = new URL(location, request.url)
    return { status: response.status, body: '', head: '', unread: [], location: `${target.pathname}${target.search}` }
  }
  // A read that failed for a reason of the server's own (the database down): not a page to keep.
  const failedRead = queryClient
    ?.getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !(query.state.error instanceof ApiError && query.state.error.status < 500))
  const html = await response.text()
  const body = html.replace(/^<!DOCTYPE html>/i, '')
  // React marks a part it could not render with <!--$!--> and leaves it to the browser.
  const failed = body.includes('<!--$!-->') ? (body.match(/data-msg="([^"]*)"/)?.[1] ?? 'a component failed') : undefined
  const status = failedRead ? 503 : answered && response.status === 200 ? answered.status : response.status
  return { status, body, head, unread, failed, theme }
}

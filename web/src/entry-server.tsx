/**
 * Server rendering of the public pages (built by `vite build --ssr` into the web build's `.server`
 * folder and loaded by the API's web-app plugin). Each request gets its own query client and router;
 * loaders read the API in-process, the page renders to a string, and the router's state and the
 * query cache go into the page for the browser to take over (main.tsx hydrates it).
 */
import type { QueryClient } from '@tanstack/react-query'
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { createSession } from './features/session/session'
import { answerOnServer } from './lib/api'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

export interface RenderedPage {
  status: number
  /** What goes inside `<div id="root">`. */
  body: string
  /**
   * Reads a component asked for that no loader started: the page went out with their loading line.
   * The server logs them (a route's loader should read them); the signed-in check is never one.
   */
  unread: string[]
  /** A part of the page failed to render on the server (React left it to the browser): its message. */
  failed?: string
}

/** Called once at start: the API's own app answers every call a page's loaders make. */
export const serveApiWith = answerOnServer

export async function renderPage(request: Request): Promise<RenderedPage> {
  let queryClient: QueryClient | undefined
  let unread: string[] = []
  const handler = createRequestHandler({
    request,
    // A query client per request, emptied when the page is sent (router-ssr-query). Its reads are
    // kept until then: with gcTime 0 a loader's data was dropped before the render could use it.
    createRouter: () => {
      queryClient = createQueryClient()
      // The session is never started here: a public page is rendered as nobody signed in.
      return createAppRouter(queryClient, createSession(queryClient))
    },
  })
  const response = await handler(async ({ responseHeaders, router }) => {
    const rendered = await renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> })
    unread = (queryClient?.getQueryCache().getAll() ?? [])
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.queryKey[0] !== 'auth')
      .map((query) => query.queryHash)
    return rendered
  })
  const html = await response.text()
  const body = html.replace(/^<!DOCTYPE html>/i, '')
  // React marks a part it could not render with <!--$!--> and leaves it to the browser.
  const failed = body.includes('<!--$!-->') ? (body.match(/data-msg="([^"]*)"/)?.[1] ?? 'a component failed') : undefined
  return { status: response.status, body, unread, failed }
}

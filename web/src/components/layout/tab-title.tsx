import { type AnyRoute, type AnyRouteMatch, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { mergedHead } from '../../lib/head-tags'

/**
 * Keeps the tab's title in step with the page as visitors move around the app: the title the
 * page's routes declare in their `head` (the server wrote the same into the first page), asked
 * again as the page's reads arrive, since in the browser a page shows before its record is read.
 */
export function TabTitle() {
  const router = useRouter()
  const matches = useRouterState({ select: (state) => state.matches })
  const { queryClient } = router.options.context
  // Every read that arrives or fails may change a route's head: the title is asked again.
  const [reads, setReads] = useState(0)
  useEffect(() => queryClient.getQueryCache().subscribe(() => setReads((count) => count + 1)), [queryClient])

  const title = titleOf(router, matches, reads)
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  return null
}

/** The title the matched routes' heads give now (`reads` only tells React when to ask again). */
function titleOf(router: ReturnType<typeof useRouter>, matches: readonly AnyRouteMatch[], _reads: number) {
  // As the router asks them: down to the route that shows a not-found page.
  const shown = matches.slice(0, matches.findIndex((match) => match._notFound || match.status === 'notFound') + 1 || matches.length)
  const heads = shown.map((match) => {
    const routes: Record<string, AnyRoute | undefined> = router.routesById
    const head = routes[match.routeId]?.options.head?.({
      match,
      matches: [...shown],
      params: match.params,
      loaderData: match.loaderData,
      ssr: undefined,
    })
    // Every head here is worked out at once; one that waits (none does) keeps what the router has.
    return head && !(head instanceof Promise) ? head : match
  })
  return mergedHead(heads).title
}

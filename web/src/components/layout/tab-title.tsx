import { type AnyRoute, type AnyRouteMatch, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

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

  useEffect(() => {
    // `reads` only says when to ask again; the answer of a later asking wins.
    void reads
    let current = true
    void titleOf(router, matches).then((title) => {
      if (current && title) document.title = title
    })
    return () => {
      current = false
    }
  }, [router, matches, reads])
  return null
}

/** The title the matched routes' heads give now (a head may load its code first: the root's does). */
async function titleOf(router: ReturnType<typeof useRouter>, matches: readonly AnyRouteMatch[]) {
  // As the router asks them: down to the route that shows a not-found page.
  const shown = matches.slice(0, matches.findIndex((match) => match._notFound || match.status === 'notFound') + 1 || matches.length)
  const routes: Record<string, AnyRoute | undefined> = router.routesById
  const heads = await Promise.all(
    shown.map((match) =>
      routes[match.routeId]?.options.head?.({
        match,
        matches: [...shown],
        params: match.params,
        loaderData: match.loaderData,
        ssr: undefined,
      }),
    ),
  )
  // The deepest route that names a title names the page (lib/head-tags.ts merges the same way on the server).
  for (const head of heads.reverse()) {
    const title = head?.meta?.find((tag) => tag && 'title' in tag && !('content' in tag))?.title
    if (title) return title
  }
  return undefined
}

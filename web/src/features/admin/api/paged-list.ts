import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { adminQueryOptions } from './admin-query'

/** Rows on one page of a staff list. */
export const PAGE_SIZE = 25
/** How long typing rests before a search is sent. */
const SEARCH_PAUSE_MS = 300

/** What a staff list route takes and answers (`{ items, total }`, total counted by the server). */
export type PageRequest = { limit: number; offset: number; search?: string }
export type ListPage<T> = { items: T[]; total: number }

/**
 * One staff list a page at a time with its search: the page shown stays while the next loads, and
 * a search starts again from the first page. `key` names the list in the query cache (['admin', key, …]),
 * so every change made in the dashboard refreshes it.
 */
export function usePagedList<T>(key: string, fetchPage: (request: PageRequest) => Promise<ListPage<T>>) {
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const wanted = typed.trim()
    if (wanted === search) return
    const timer = setTimeout(() => {
      setSearch(wanted)
      setPage(0)
    }, SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed, search])
  const query = useQuery({
    ...adminQueryOptions([key, 'page', { page, search }], () =>
      fetchPage({ limit: PAGE_SIZE, offset: page * PAGE_SIZE, ...(search ? { search } : {}) }),
    ),
    placeholderData: keepPreviousData,
  })
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  // The last row of the last page was deleted: show the page before.
  useEffect(() => {
    if (query.data && page > 0 && page >= pages) setPage(pages - 1)
  }, [query.data, page, pages])
  return {
    query,
    items: query.data?.items ?? [],
    total,
    page,
    pages,
    setPage,
    /** What is typed in the search box, and what was searched (after the pause). */
    typed,
    search,
    setTyped,
    clearSearch: () => {
      setTyped('')
      setSearch('')
      setPage(0)
    },
  }
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>

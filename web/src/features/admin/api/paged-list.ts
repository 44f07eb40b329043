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

/**
 * A short list the server sends whole (featured items, users, the Church tab's lists) in the same
 * shape, searched and paged here, so every list of the dashboard is drawn by one table.
 */
export function useLocalList<T>(
  query: { isPending: boolean; isPaused?: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown },
  matches: (row: T, search: string) => boolean = () => true,
) {
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState('')
  const search = typed.trim().toLowerCase()
  const all = query.data ?? []
  const found = search ? all.filter((row) => matches(row, search)) : all
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE))
  const shownPage = Math.min(page, pages - 1)
  return {
    query: { ...query, data: query.data && { items: found, total: found.length } },
    items: found.slice(shownPage * PAGE_SIZE, (shownPage + 1) * PAGE_SIZE),
    total: found.length,
    page: shownPage,
    pages,
    setPage,
    typed,
    search,
    setTyped: (text: string) => {
      setTyped(text)
      setPage(0)
    },
    clearSearch: () => {
      setTyped('')
      setPage(0)
    },
  }
}

/** What the resource table reads of a list, paged on the server or here. */
export type ListView<T> = {
  query: { isPending: boolean; isPaused?: boolean; isError: boolean; data?: ListPage<T>; refetch: () => unknown }
  items: T[]
  total: number
  page: number
  pages: number
  setPage: (page: number) => void
  typed: string
  search: string
  setTyped: (text: string) => void
  clearSearch: () => void
}

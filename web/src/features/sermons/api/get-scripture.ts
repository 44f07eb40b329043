import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

/** The Scripture index (GET /api/sermons/scripture): each book with live sermons, with how many. */
export const sermonBooksQueryOptions = () =>
  queryOptions({
    queryKey: ['sermons', 'scripture'],
    queryFn: () => unwrap(api.sermons.scripture.get()),
    refetchOnMount: refetchOnVisit,
  })
export const useSermonBooks = () => useQuery(sermonBooksQueryOptions())

/** A page of one book's sermons in the Bible's order (GET /api/sermons/scripture/{book}); 404 for a book the Bible has not. */
export const bookSermonsQueryOptions = (book: string, page: number | undefined) =>
  queryOptions({
    queryKey: ['sermons', 'scripture', book, page ?? 1],
    queryFn: () => unwrap(api.sermons.scripture({ book }).get({ query: page ? { page } : {} })),
    refetchOnMount: refetchOnVisit,
  })
export const useBookSermons = (book: string, page: number | undefined) => useQuery(bookSermonsQueryOptions(book, page))

export type SermonBookPage = Awaited<ReturnType<NonNullable<ReturnType<typeof bookSermonsQueryOptions>['queryFn']>>>

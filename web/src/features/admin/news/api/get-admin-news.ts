import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'
import type { PublicationFilter } from '../../components/publish-fields'

/**
 * GET /api/admin/news: one page of the posts, newest first (drafts, undated, first), with how many
 * match; `state` keeps only drafts, submitted, scheduled or published ones (a contributor's list holds only their own).
 */
const fetchNewsPage = (request: PageRequest & { state?: PublicationFilter }) => unwrap(api.admin.news.get({ query: request }))

export type AdminNewsPost = Awaited<ReturnType<typeof fetchNewsPage>>['items'][number]

/** The News tab's list, a page at a time with its search, of the posts standing as `state` says. */
export const useNewsPage = (state: PublicationFilter = '') =>
  usePagedList(state ? `news-${state}` : 'news', (request) => fetchNewsPage({ ...request, ...(state && { state }) }))

/** GET /api/admin/news/{id}: one post however it stands, with its text drawn as visitors would see it (the Preview). */
export const adminNewsPostQuery = (id: string) => adminQueryOptions(['news', 'one', id], () => unwrap(api.admin.news({ id }).get()))

import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'
import type { PublicationFilter } from '../../components/publish-fields'

/**
 * GET /api/admin/pages: one page of the pages staff wrote, A to Z by title, with how many match;
 * `state` keeps only drafts, submitted, scheduled or published ones (a contributor's list holds only their own).
 */
const fetchPagesPage = (request: PageRequest & { state?: PublicationFilter }) => unwrap(api.admin.pages.get({ query: request }))

export type AdminSitePage = Awaited<ReturnType<typeof fetchPagesPage>>['items'][number]

/** The Pages tab's list, a page at a time with its search, of the pages standing as `state` says. */
export const useSitePagesPage = (state: PublicationFilter = '') =>
  usePagedList(state ? `site-pages-${state}` : 'site-pages', (request) => fetchPagesPage({ ...request, ...(state && { state }) }))

/** GET /api/admin/pages/{id}: one page however it stands, with its text drawn as visitors would see it (the Preview). */
export const adminSitePageQuery = (id: string) => adminQueryOptions(['site-pages', 'one', id], () => unwrap(api.admin.pages({ id }).get()))

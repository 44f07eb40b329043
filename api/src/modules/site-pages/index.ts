import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { recordRoutes } from '../../lib/record-routes'
import { content, contributor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { MovedPage, PublicSitePage, SitePage, SitePageInput, SitePagePage, SitePageStaffQuery, SlugParams, StaffSitePage } from './model'
import * as pages from './service'

/**
 * The pages staff write (issue 33, decision 0046): visitors read a live one by its address, kept and
 * offline like every public read; an old address answers 308 with where the page is now. Staff add,
 * change and delete them with drafts, scheduling, revisions, the activity log and the bin, as sermons.
 */
export const sitePageRoutes = ({ db, config, userOf, content: published }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get(
      '/pages/:slug',
      async ({ params, set }) => {
        const found = await pages.pageAtSlug(db, params.slug, published.clock())
        if ('page' in found) return found.page
        set.status = 308
        set.headers.location = `/api/pages/${found.movedTo}`
        return { message: `This page has moved to /${found.movedTo}`, slug: found.movedTo }
      },
      {
        policy: content(),
        params: SlugParams,
        response: { 200: PublicSitePage, 308: MovedPage },
      },
    )
    .get('/admin/pages', async ({ query, request }) => pages.listSitePagesForStaff(db, query, await userOf(request), published.clock()), {
      policy: contributor,
      query: SitePageStaffQuery,
      response: { 200: SitePagePage },
    })
    // The Preview: a page however it stands, for staff (a contributor their own); visitors' read still answers 404.
    .get('/admin/pages/:id', async ({ params, request }) => pages.getSitePageForStaff(db, params.id, await userOf(request)), {
      policy: contributor,
      params: IdParams,
      response: { 200: StaffSitePage },
    })
    .use(recordRoutes('/pages', { db, config, userOf }, { input: SitePageInput, saved: SitePage }, pages.sitePageRecords))

import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { HttpError } from '../../lib/errors'
import { IdParams } from '../../lib/fields'
import { isLive } from '../../lib/publication'
import { recordRoutes } from '../../lib/record-routes'
import { content, contributor, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { recordActivity } from '../activity/service'
import { wakeOutbox } from '../email/outbox'
import { NewsletterSent } from '../newsletter/model'
import { sendNewsletter } from '../newsletter/service'
import { siteAddress } from '../site-config/service'
import {
  MovedPost,
  NewsCardPage,
  NewsNewsletterInput,
  NewsPost,
  NewsPostInput,
  NewsPostPage,
  NewsQuery,
  NewsSlugParams,
  NewsStaffQuery,
  PublicNewsPost,
  StaffNewsPost,
} from './model'
import { newsletterIssueOf } from './newsletter'
import * as news from './service'

/**
 * The church's news (issue 33, decision 0050, docs/product.md#news): visitors read the live posts newest first, a
 * page at a time, and each by its address (an old address answers 308 with where it is now). Staff
 * add, change and delete them with drafts, scheduling, revisions, the activity log and the bin, as
 * pages; an editor sends a published one as the newsletter, once.
 */
export const newsRoutes = ({ db, config, log, userOf, content: published }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/news', async ({ query }) => news.listNews(db, query, published.clock(), config.timezone), {
      policy: content(),
      query: NewsQuery,
      response: { 200: NewsCardPage },
    })
    .get(
      '/news/:slug',
      async ({ params, set }) => {
        const found = await news.postAtSlug(db, params.slug, published.clock(), config.timezone)
        if ('post' in found) return found.post
        set.status = 308
        set.headers.location = `/api/news/${found.movedTo}`
        return { message: `This post has moved to /news/${found.movedTo}`, slug: found.movedTo }
      },
      {
        policy: content(),
        params: NewsSlugParams,
        response: { 200: PublicNewsPost, 308: MovedPost },
      },
    )
    .get('/admin/news', async ({ query, request }) => news.listNewsForStaff(db, query, await userOf(request), published.clock()), {
      policy: contributor,
      query: NewsStaffQuery,
      response: { 200: NewsPostPage },
    })
    // The Preview: a post however it stands, for staff (a contributor their own); visitors' read still answers 404.
    .get('/admin/news/:id', async ({ params, request }) => news.getNewsPostForStaff(db, params.id, await userOf(request)), {
      policy: contributor,
      params: IdParams,
      response: { 200: StaffNewsPost },
    })
    // 'Send as newsletter' (editors, as 'Send newsletter'): a live post only, through the once-only sending.
    .post(
      '/admin/news/:id/newsletter',
      async ({ params, body, request }) => {
        const post = await news.findNewsPost(db, params.id)
        if (!isLive(post, published.clock()))
          throw new HttpError(409, 'Only a published post can be sent as the newsletter. Please publish it first.')
        const origin = await siteAddress(db, config)
        const issue = newsletterIssueOf(post, origin, body.idempotencyKey)
        const sent = await sendNewsletter(db, issue, { origin, log })
        // A repeated request (the same key) sends nothing more, and is no new line in the log.
        if (!sent.alreadySent)
          await recordActivity(db, {
            by: await userOf(request),
            kind: 'send',
            area: 'newsletter',
            recordId: sent.issueId,
            title: issue.subject,
            count: sent.queued,
          })
        wakeOutbox(db)
        return sent
      },
      { policy: editor, params: IdParams, body: NewsNewsletterInput, response: { 200: NewsletterSent } },
    )
    .use(recordRoutes('/news', { db, config, userOf }, { input: NewsPostInput, saved: NewsPost }, news.newsPostRecords))

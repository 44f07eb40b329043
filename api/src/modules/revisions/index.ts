import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { RestoredRevision, Revision, RevisionPage, RevisionQuery } from './model'
import { getRevision, restoreRevision, revisionPage } from './service'

/**
 * A record's history (the History button of its dialog): its saved versions, newest first, with who
 * and when; one version's values, to compare two; and Restore, which saves a version's values again
 * through the record's own update (itself a new version). For an editor or an admin.
 */
export const revisionRoutes = ({ db, config, userOf }: AppContext) =>
  new Elysia({ prefix: '/api/admin' })
    .use(policies)
    .get('/revisions', async ({ query }) => revisionPage(db, query, config.timezone), {
      policy: editor,
      query: RevisionQuery,
      response: { 200: RevisionPage },
    })
    .get('/revisions/:id', async ({ params }) => getRevision(db, params.id), {
      policy: editor,
      params: IdParams,
      response: { 200: Revision },
    })
    .post('/revisions/:id/restore', async ({ params, request }) => restoreRevision(db, params.id, await userOf(request), config.timezone), {
      policy: editor,
      params: IdParams,
      response: { 200: RestoredRevision },
    })

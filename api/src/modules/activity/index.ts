import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { HttpError } from '../../lib/errors'
import { editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { ActivityPage, ActivityPeople, ActivityQuery } from './model'
import { activityPage, activityPeople } from './service'

/**
 * The activity log (the dashboard's Activity tab): a page of it, newest first, filtered by person,
 * kind, area and dates, for an editor or an admin; what each sees is decided here from their role
 * (an admin everything, an editor the content's changes and their own sign-ins).
 */
export const activityRoutes = ({ db, config, userOf }: AppContext) =>
  new Elysia({ prefix: '/api/admin' })
    .use(policies)
    .get(
      '/activity',
      async ({ query, request }) => {
        const viewer = await userOf(request)
        // The guard let only staff through; a session gone since is answered as the guard would.
        if (!viewer) throw new HttpError(401, 'Unauthorized')
        return activityPage(db, query, viewer, config.timezone)
      },
      { policy: editor, query: ActivityQuery, response: { 200: ActivityPage } },
    )
    .get('/activity/people', async () => activityPeople(db), { policy: editor, response: { 200: ActivityPeople } })

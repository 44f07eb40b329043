import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { backupSettings } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { admin } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { changedFields, recordActivity } from '../activity/service'
import { BACKUP_DEFAULTS, BACKUP_NAME, BackupSettingsInput, BackupSettingsSaved, BackupStarted, BackupStatus } from './model'

/** The Backups section (admins only, by path): status, 'Back up now', settings and downloads. */
export const backupRoutes = ({ backups, db, userOf }: AppContext) =>
  new Elysia({ prefix: '/api/admin/backups' })
    .use(policies)
    .get('', async () => backups.status(), { policy: admin, response: { 200: BackupStatus } })
    .post(
      '',
      async ({ request, status }) => {
        const user = await userOf(request)
        const run = await backups.start('manual', { requestedBy: user?.email ?? '' })
        if (!run.started) throw new HttpError(409, 'A backup is being taken right now. It shows here as soon as it is done.')
        await recordActivity(db, { by: user, kind: 'backup', area: 'backups', recordId: run.id, title: 'Back up now' })
        return status(202, { message: 'Backup started', id: run.id })
      },
      { policy: admin, response: { 202: BackupStarted } },
    )
    .put(
      '/settings',
      async ({ body, request }) => {
        const [before] = await db.select().from(backupSettings)
        const settings = await backups.saveSettings(body)
        const changes = changedFields(before ?? BACKUP_DEFAULTS, settings, Object.keys(body))
        if (changes.length > 0)
          await recordActivity(db, { by: await userOf(request), kind: 'settings', area: 'backups', title: 'Backup settings', changes })
        return { message: 'Backup settings saved', settings }
      },
      {
        policy: admin,
        body: BackupSettingsInput,
        response: { 200: BackupSettingsSaved },
      },
    )
    // The archive itself, streamed as a file (a Response): no JSON schema to declare.
    .get(
      '/:name',
      async ({ params }) => {
        const found = BACKUP_NAME.test(params.name) ? await backups.open(params.name) : null
        if (!found) throw new HttpError(404, 'There is no such backup: it may have been removed by retention.')
        // Streamed from the disk or the bucket; never kept by a browser, a proxy or the service worker.
        return new Response(found.body, {
          headers: {
            'content-type': 'application/gzip',
            ...(found.size !== null && { 'content-length': String(found.size) }),
            'content-disposition': `attachment; filename="${params.name}"`,
            'cache-control': 'no-store',
          },
        })
      },
      { policy: admin },
    )

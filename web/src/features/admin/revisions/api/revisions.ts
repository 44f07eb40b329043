import type { RevisionKind } from '@church/api/models/revisions'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'

/** The most versions the History lists: every one a record keeps (REVISIONS_KEPT). */
const LISTED = 50

/** GET /api/admin/revisions: a record's saved versions, newest first, with who and when. */
export const useRevisions = (kind: RevisionKind, record: string) =>
  useQuery(
    adminQueryOptions(['revisions', kind, record], () => unwrap(api.admin.revisions.get({ query: { kind, record, limit: LISTED } }))),
  )
export type RevisionLine = NonNullable<ReturnType<typeof useRevisions>['data']>['items'][number]

/** GET /api/admin/revisions/{id}: one version with its values (null id: none chosen yet). */
export const useRevision = (id: string | null) =>
  useQuery({
    ...adminQueryOptions(['revisions', 'one', id], () => unwrap(api.admin.revisions({ id: id ?? '' }).get())),
    enabled: Boolean(id),
    // A version never changes once kept.
    staleTime: Number.POSITIVE_INFINITY,
  })

/** POST /api/admin/revisions/{id}/restore: the version's values saved again; the toast says so. */
export const useRestoreRevision = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.revisions({ id }).restore.post()),
    success: (done) => done.message,
  })

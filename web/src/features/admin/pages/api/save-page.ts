import type { PublishInput } from '@church/api/lib/publication'
import type { SitePageInput } from '@church/api/models/site-pages'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/** A page as the dialog sends it: the whole form, and how to publish it (decision 0042). */
export type SitePageSent = SitePageInput & { publish?: PublishInput }

/** POST /api/admin/pages; PUT /api/admin/pages/{id}: the whole form, so a cleared field is cleared. */
export const useSaveSitePage = () =>
  useSaveRecord<SitePageSent>({
    noun: 'Page',
    create: (page) => unwrap(api.admin.pages.post(page)),
    update: (id, page) => unwrap(api.admin.pages({ id }).put(page)),
  })

import type { SermonInput } from '@church/api/models/sermons'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/** POST /api/admin/sermons; PUT /api/admin/sermons/{id}: the whole form, so a cleared field is cleared. */
export const useSaveSermon = () =>
  useSaveRecord<SermonInput>({
    noun: 'Sermon',
    create: (sermon) => unwrap(api.admin.sermons.post(sermon)),
    update: (id, sermon) => unwrap(api.admin.sermons({ id }).put(sermon)),
  })

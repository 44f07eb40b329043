import type { PublishInput } from '@church/api/lib/publication'
import type { SundayServiceInput } from '@church/api/models/sunday-services'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/** A Sunday service as the dialog sends it, and how to publish it (decision 0042). */
export type SundayServiceSent = SundayServiceInput & { publish?: PublishInput }

/** POST /api/admin/sunday-services; PUT /api/admin/sunday-services/{id}. */
export const useSaveSundayService = () =>
  useSaveRecord<SundayServiceSent>({
    noun: 'Sunday Service',
    create: (service) => unwrap(api.admin['sunday-services'].post(service)),
    update: (id, service) => unwrap(api.admin['sunday-services']({ id }).put(service)),
  })

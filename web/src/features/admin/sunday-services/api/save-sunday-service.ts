import type { SundayServiceInput } from '@church/api/models/sunday-services'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/** POST /api/admin/sunday-services; PUT /api/admin/sunday-services/{id}. */
export const useSaveSundayService = () =>
  useSaveRecord<SundayServiceInput>({
    noun: 'Sunday Service',
    create: (service) => unwrap(api.admin['sunday-services'].post(service)),
    update: (id, service) => unwrap(api.admin['sunday-services']({ id }).put(service)),
  })

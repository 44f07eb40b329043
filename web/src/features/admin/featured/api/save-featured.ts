import type { FeaturedContentInput } from '@church/api/models/featured-content'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/** POST /api/admin/featured-content; PUT /api/admin/featured-content/{id}, also how an item is switched on or off. */
export const useSaveFeaturedContent = () =>
  useSaveRecord<FeaturedContentInput>({
    noun: 'Featured Content',
    create: (item) => unwrap(api.admin['featured-content'].post(item)),
    update: (id, item) => unwrap(api.admin['featured-content']({ id }).put(item)),
  })

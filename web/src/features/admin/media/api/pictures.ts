import type { PictureWordsInput } from '@church/api/models/uploads'
import type * as v from 'valibot'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'

const fetchPictures = ({ limit, offset, search }: PageRequest) =>
  unwrap(api.admin.pictures.get({ query: { limit, offset, ...(search ? { search } : {}) } }))

/** One picture of the Media tab, as GET /api/admin/pictures answers it. */
export type LibraryPicture = Awaited<ReturnType<typeof fetchPictures>>['items'][number]
export type PictureWords = v.InferOutput<typeof PictureWordsInput>

/** GET /api/admin/pictures: every picture uploaded, newest first, searched by file name, description or use. */
export const usePicturesPage = () => usePagedList('pictures', fetchPictures)

/** PATCH /api/admin/pictures/{id}: its description, whether it is decorative, and its focal point. */
export const useDescribePicture = () =>
  useAdminMutation({
    mutationFn: ({ id, words }: { id: string; words: PictureWords }) => unwrap(api.admin.pictures({ id }).patch(words)),
    success: 'Picture updated successfully',
  })

/** DELETE /api/admin/pictures/{id}: a picture nothing uses, every size and its original; a used one is refused (409) in words. */
export const useDeletePicture = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.pictures({ id }).delete()),
    success: (answer) => answer.message,
  })

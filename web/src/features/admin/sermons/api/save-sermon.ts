import type { PublishInput } from '@church/api/lib/publication'
import { toRichDoc } from '@church/api/lib/rich-text/document'
import { SERMON_INPUT_FIELDS, type SermonInput } from '@church/api/models/sermons'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/** A sermon as the dialog sends it: the whole form, and how to publish it (decision 0042). */
export type SermonSent = SermonInput & { publish?: PublishInput }

/** POST /api/admin/sermons; PUT /api/admin/sermons/{id}: the whole form, so a cleared field is cleared. */
export const useSaveSermon = () =>
  useSaveRecord<SermonSent>({
    noun: 'Sermon',
    create: (sermon) => unwrap(api.admin.sermons.post(sermon)),
    update: (id, sermon) => unwrap(api.admin.sermons({ id }).put(sermon)),
  })

/**
 * A sermon as stored, sent back as it is with a new Publish choice (the Overview's Publish): its
 * description's words and the document the server answered with them (the server checks it again).
 */
export const resent = (
  { descriptionDoc, ...sermon }: Omit<SermonInput, 'descriptionDoc'> & { descriptionDoc?: unknown },
  publish: PublishInput,
): SermonSent => ({
  ...(Object.fromEntries(SERMON_INPUT_FIELDS.filter((field) => field !== 'descriptionDoc').map((field) => [field, sermon[field]])) as Omit<
    SermonInput,
    'descriptionDoc'
  >),
  // The stored document read as the editor reads one (its allowed part), so it is typed without a cast.
  descriptionDoc: descriptionDoc ? toRichDoc(descriptionDoc) : null,
  publish,
})

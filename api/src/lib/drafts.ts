/**
 * Server only: who may do what with drafts (decision 0042). Editors and admins publish, schedule and
 * unpublish; a contributor writes drafts, submits them for review, and changes or deletes only their
 * own that are not published. The routes let any staff role in (`policy: contributor`); these checks
 * answer 403 with plain words before anything is written.
 */
import type { SessionUser } from '../modules/auth/model'
import { HttpError } from './errors'
import {
  CONTRIBUTOR_CHOICES,
  CONTRIBUTOR_REFUSALS,
  type Publication,
  type PublishInput,
  publicationOf,
  scheduledInstant,
} from './publication'
import { roleMay } from './staff-roles'

/** The columns a save writes about publishing: left out, how the record stands is unchanged. */
export type PublicationValues = { publication: Publication; publishAt: Date | null; createdBy?: string | null }

/** What a record tells of its publishing: how it stands, and who wrote it. */
export type Owned = { publication: Publication; createdBy: string | null }

/** Whether `by` may publish (an editor or an admin). */
export const mayPublish = (by: Pick<SessionUser, 'role'> | null | undefined) => roleMay(by?.role, 'editor')

/**
 * The publishing columns a create or an edit writes for `by`'s choice: a contributor's save is a draft
 * (or submitted), never published or scheduled (403); an editor's without a choice publishes a new
 * record now and leaves an edited one as it stands.
 */
export function publishingFor(
  by: SessionUser | null,
  publish: PublishInput,
  timezone: string,
  creating: boolean,
): PublicationValues | undefined {
  if (!mayPublish(by)) {
    const choice = publish?.choice ?? 'draft'
    if (!CONTRIBUTOR_CHOICES.includes(choice)) throw new HttpError(403, CONTRIBUTOR_REFUSALS.publish)
    return { ...publicationOf(choice), ...(creating && { createdBy: by?.id ?? null }) }
  }
  const made = creating ? { createdBy: by?.id ?? null } : {}
  if (!publish) return creating ? { ...publicationOf('publish'), ...made } : undefined
  const at = publish.choice === 'schedule' ? scheduledInstant(timezone, publish.date ?? '', publish.time ?? '') : null
  return { ...publicationOf(publish.choice, at), ...made }
}

/** A contributor may change or delete only their own record, and only while it is not published (403 otherwise). */
export function checkMayChange(by: SessionUser | null, record: Owned) {
  if (mayPublish(by)) return
  if (!by || record.createdBy !== by.id) throw new HttpError(403, CONTRIBUTOR_REFUSALS.others)
  if (record.publication === 'published') throw new HttpError(403, CONTRIBUTOR_REFUSALS.published)
}

/** Whether a contributor may read the record (their own), or staff who publish (any). */
export const mayRead = (by: SessionUser | null, record: Owned) => mayPublish(by) || (by !== null && record.createdBy === by.id)

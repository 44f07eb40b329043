import { HttpError, isUniqueViolation } from './errors'
import { youtubeThumbnail, youtubeVideoId } from './video'

/**
 * What a record's video link implies: its id (how imports and syncs recognise the record)
 * and a thumbnail when staff gave none.
 */
export function withVideo<T extends { youtubeUrl?: string; thumbnailUrl?: string }>(input: T) {
  // A write that leaves the link out leaves the video (and its thumbnail) as they are.
  if (input.youtubeUrl === undefined) return input
  const id = input.youtubeUrl ? youtubeVideoId(input.youtubeUrl) : null
  return { ...input, youtubeVideoId: id, thumbnailUrl: input.thumbnailUrl || (id ? youtubeThumbnail(id) : (input.thumbnailUrl ?? '')) }
}

/** Runs a write; a second record with the same video becomes a 409 naming the field. */
export async function oneRecordPerVideo<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const message = `Another ${what} already uses this YouTube video`
    throw new HttpError(409, message, { youtubeUrl: message })
  }
}

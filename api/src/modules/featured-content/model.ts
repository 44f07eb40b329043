import * as v from 'valibot'
import { storedRecord, texts } from '../../lib/answers'
import { limitParam, optionalFlag, optionalText, optionalUrl, requiredText } from '../../lib/fields'

export const FEATURED_TYPES = ['video', 'sermon', 'event'] as const

export const FeaturedContentInput = v.object({
  type: v.picklist(FEATURED_TYPES, 'Type must be video, sermon or event'),
  contentId: requiredText('Content ID is required', 200, 'Content ID'),
  youtubeUrl: optionalUrl(),
  title: optionalText(300, 'Title'),
  description: optionalText(5000, 'Description'),
  isActive: optionalFlag(),
})
export type FeaturedContentInput = v.InferOutput<typeof FeaturedContentInput>

export const FeaturedContentQuery = v.object({ limit: limitParam })

/** A featured item as stored. */
export const FeaturedContent = storedRecord({
  type: v.picklist(FEATURED_TYPES),
  ...texts('contentId', 'youtubeUrl', 'title', 'description'),
  isActive: v.boolean(),
})
export const FeaturedContentList = v.array(FeaturedContent)

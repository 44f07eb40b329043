import * as v from 'valibot'
import { Instant } from '../../lib/answers'
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
export const FeaturedContent = v.object({
  id: v.string(),
  type: v.picklist(FEATURED_TYPES),
  contentId: v.string(),
  youtubeUrl: v.string(),
  title: v.string(),
  description: v.string(),
  isActive: v.boolean(),
  createdAt: Instant,
  updatedAt: Instant,
})
export const FeaturedContentList = v.array(FeaturedContent)

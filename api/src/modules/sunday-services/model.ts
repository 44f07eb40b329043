import * as v from 'valibot'
import { Instant, pageAnswer } from '../../lib/answers'
import { limitParam, optionalFlag, optionalText, optionalUrl, requiredDate, requiredTime } from '../../lib/fields'

export const SundayServiceInput = v.object({
  date: requiredDate('Date is required'),
  time: requiredTime('Time is required'),
  location: optionalText(300, 'Location'),
  youtubeUrl: optionalUrl(),
  isLive: optionalFlag(),
})
export type SundayServiceInput = v.InferOutput<typeof SundayServiceInput>

export const SundayServiceQuery = v.object({ limit: limitParam })

/** A Sunday service as stored. */
export const SundayService = v.object({
  id: v.string(),
  date: v.string(),
  time: v.string(),
  location: v.string(),
  youtubeUrl: v.string(),
  isLive: v.boolean(),
  createdAt: Instant,
  updatedAt: Instant,
})
export const SundayServiceList = v.array(SundayService)
export const SundayServicePage = pageAnswer(SundayService)

/** `{ service }`: the next Sunday service as home and the live-streams page show it, null when none lies ahead. */
export const NextSundayServiceAnswer = v.object({
  service: v.nullable(
    v.object({
      id: v.string(),
      date: v.string(),
      time: v.string(),
      location: v.string(),
      youtubeUrl: v.string(),
      isToday: v.boolean(),
      isLive: v.boolean(),
      startsAt: v.string(),
      timeZoneName: v.string(),
      stream: v.nullable(v.object({ id: v.string(), title: v.string() })),
    }),
  ),
})

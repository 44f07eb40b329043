import * as v from 'valibot'
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

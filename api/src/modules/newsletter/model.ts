import * as v from 'valibot'
import { optionalText, requiredEmail } from '../../lib/fields'

/** Stay Connected (POST /api/newsletter/subscribe): an email, optionally a name. */
export const SubscribeInput = v.object({
  email: requiredEmail('Please enter a valid email address'),
  firstName: optionalText(100, 'First name'),
  lastName: optionalText(100, 'Last name'),
})
export type SubscribeInput = v.InferOutput<typeof SubscribeInput>

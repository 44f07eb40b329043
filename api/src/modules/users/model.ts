import * as v from 'valibot'
import { optionalFlag, optionalText, requiredEmail } from '../../lib/fields'

/** Adding a staff account from the admin; the server generates the password and shows it once. */
export const NewUserInput = v.object({
  email: requiredEmail('Valid email is required'),
  name: optionalText(200, 'Name'),
  isAdmin: optionalFlag(),
})

export const UserAdminFlagInput = v.object({ isAdmin: v.boolean('isAdmin must be true or false') })

import * as v from 'valibot'
import { Instant, MaybeInstant } from '../../lib/answers'
import { optionalText, requiredEmail } from '../../lib/fields'
import { STAFF_ROLES } from '../../lib/staff-roles'

/** A staff role as a form sends it; none given is the least trusted. */
const roleField = (fallback?: 'contributor') =>
  fallback
    ? v.optional(v.picklist(STAFF_ROLES, 'Choose Admin, Editor or Contributor'), fallback)
    : v.picklist(STAFF_ROLES, 'Choose Admin, Editor or Contributor')

/** Adding a staff account from the admin; the server generates the password and shows it once. */
export const NewUserInput = v.object({
  email: requiredEmail('Valid email is required'),
  name: optionalText(200, 'Name'),
  role: roleField('contributor'),
})

/** PATCH /api/admin/users/{id}: an account's role changes. */
export const UserRoleInput = v.object({ role: roleField() })

/** PUT /api/admin/users/{id}/pastoral-care: may the account read prayer requests (decision 0053). */
export const PastoralCareInput = v.object({ pastoralCare: v.boolean('Pastoral care must be given or not') })

/** The password rules: at least 8 characters (the same as `bun run user:add --password`), at most 1000. */
export const PASSWORD_MIN = 8
export const newPassword = (label = 'password') =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => s ?? ''),
    v.nonEmpty(`Please choose a ${label}`),
    v.minLength(PASSWORD_MIN, `Choose a ${label} of at least ${PASSWORD_MIN} characters`),
    v.maxLength(1000, `That ${label} is too long`),
  )

/** POST /api/auth/password: the signed-in person changes their own password. */
export const ChangePasswordInput = v.object({
  currentPassword: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => s ?? ''),
    v.nonEmpty('Please enter your current password'),
    v.maxLength(1000, 'That password is too long'),
  ),
  newPassword: newPassword('new password'),
})

/** The first admin, made in the browser through the setup link. */
export const FirstAdminInput = v.object({
  name: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.nonEmpty('Please enter your name'),
    v.maxLength(200, 'Name must be at most 200 characters'),
  ),
  email: requiredEmail('Valid email is required'),
  password: newPassword(),
  confirmPassword: v.optional(v.nullable(v.string()), ''),
})

/** A new password through a reset link. */
export const ResetPasswordInput = v.object({
  password: newPassword('new password'),
  confirmPassword: v.optional(v.nullable(v.string()), ''),
})

/** A staff account as the Users tab shows it (never its password hash). */
export const User = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  /** Given pastoral care: reads prayer requests on top of the role (admins always do). */
  pastoralCare: v.boolean(),
  createdAt: Instant,
  lastSignInAt: MaybeInstant,
})
export const UserList = v.array(User)

/** A new account and the password the server made for it, shown once. */
export const NewUserAnswer = v.object({ user: User, password: v.string() })

import * as v from 'valibot'
import { requiredEmail } from '../../lib/fields'
import { STAFF_ROLES } from '../../lib/staff-roles'

export const LoginInput = v.object({
  email: requiredEmail('Please enter your email address'),
  password: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => s ?? ''),
    v.nonEmpty('Please enter your password'),
    v.maxLength(1000, 'That password is too long'),
  ),
  returnTo: v.optional(v.string(), '/'),
})
export type LoginInput = v.InferOutput<typeof LoginInput>

/** What the browser learns about the signed-in person (GET /api/auth/user). */
export const SessionUser = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  /** Given pastoral care (reads prayer requests with an admin's, decision 0053); lib/staff-roles.ts mayReadPrayer. */
  pastoralCare: v.boolean(),
})
export type SessionUser = v.InferOutput<typeof SessionUser>

/** The longest returnTo kept; the site's own addresses are far shorter. */
const RETURN_TO_MAX = 2000

/**
 * Only paths on this site: '/admin' yes, '//evil.example' or 'https://evil.example' no. It becomes a
 * Location header as it is, so anything a header cannot carry (control characters, which could split
 * it, spaces, letters outside ASCII: the web app sends them percent-encoded) falls back to '/'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX) return '/'
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return /^[\x21-\x7e]+$/.test(value) ? value : '/'
}

import * as v from 'valibot'
import { requiredEmail } from '../../lib/fields'

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
export const SessionUser = v.object({ id: v.string(), email: v.string(), name: v.string(), isAdmin: v.boolean() })
export type SessionUser = v.InferOutput<typeof SessionUser>

/** Only paths on this site: '/admin' yes, '//evil.example' or 'https://evil.example' no. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  // Control characters (a CR/LF could split the Location header) are never part of a path we send to.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return '/'
  return value
}

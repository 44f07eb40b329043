import { SUBSCRIBED_MESSAGE, SubscribeInput } from '@church/api/models/newsletter'
import * as v from 'valibot'
import { withoutEmptyHoneypot } from '../../components/ui/honeypot-field'
import { postJson } from '../../lib/api'
import { definePageForm } from '../../lib/page-forms'

/**
 * Stay Connected: POST /api/newsletter/subscribe with an email (a confirmation email follows, so
 * the thank-you says to check the inbox).
 */
export const newsletterForm = definePageForm({
  name: 'newsletter',
  schema: v.pick(SubscribeInput, ['email', 'website']),
  empty: { email: '', website: '' },
  send: (values) => postJson<{ message: string }>('/api/newsletter/subscribe', withoutEmptyHoneypot(values)),
  sent: { title: 'Success', message: SUBSCRIBED_MESSAGE },
  failure: 'Failed to subscribe. Please try again.',
})

/** The email's message from the form's schema, or none when it is valid (the form has no other field to get wrong). */
export function emailProblem(email: string, website: string) {
  const parsed = v.safeParse(newsletterForm.schema, { email, website })
  return parsed.success ? undefined : (v.flatten(parsed.issues).nested?.email?.[0] ?? parsed.issues[0].message)
}

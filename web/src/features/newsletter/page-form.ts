import { SUBSCRIBED_MESSAGE, SubscribeAnswer, SubscribeInput } from '@church/api/models/newsletter'
import * as v from 'valibot'
import { withoutEmptyHoneypot } from '../../components/ui/honeypot-field'
import { postJson } from '../../lib/api'
import { definePageForm } from '../../lib/page-forms'

/**
 * Stay Connected: POST /api/newsletter/subscribe with an email. The thank-you is the server's: 'check
 * your inbox' when a confirmation email follows, or that it comes once the church's email is set up.
 */
export const newsletterForm = definePageForm({
  name: 'newsletter',
  schema: v.pick(SubscribeInput, ['email', 'website']),
  empty: { email: '', website: '' },
  send: (values) => postJson<v.InferOutput<typeof SubscribeAnswer>>('/api/newsletter/subscribe', withoutEmptyHoneypot(values)),
  sent: { title: 'Success', message: SUBSCRIBED_MESSAGE },
  answered: subscribedNotice,
  failure: 'Failed to subscribe. Please try again.',
})

/** The thank-you for the server's answer: no 'Success' while the confirmation email has to wait. */
export function subscribedNotice(answer: unknown): Partial<{ title: string; message: string }> {
  if (!v.is(SubscribeAnswer, answer)) return {}
  return { title: answer.emailReady ? 'Success' : 'Thank you', message: answer.message }
}

/** The email's message from the form's schema, or none when it is valid (the form has no other field to get wrong). */
export function emailProblem(email: string, website: string) {
  const parsed = v.safeParse(newsletterForm.schema, { email, website })
  return parsed.success ? undefined : (v.flatten(parsed.issues).nested?.email?.[0] ?? parsed.issues[0].message)
}

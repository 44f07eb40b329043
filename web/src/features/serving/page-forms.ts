import { ServingSignupInput, WithdrawToken } from '@church/api/models/serving'
import { withoutEmptyHoneypot } from '../../components/ui/honeypot-field'
import { api, unwrap } from '../../lib/api'
import { definePageForm } from '../../lib/page-forms'

/** 'Help on this day' on an event's page and each date's page: POST /api/serving/signups (decision 0060). */
export const servingForm = definePageForm({
  name: 'serving',
  schema: ServingSignupInput,
  empty: { eventId: '', date: '', roleId: '', name: '', email: '', website: '' },
  send: (values) => unwrap(api.serving.signups.post(withoutEmptyHoneypot(values))),
  sent: { title: 'Thank you!', message: 'Your slot is taken.' },
  // The server's words: whether an email with the details and the withdraw link is on its way.
  answered: (answer) => ({ message: servedWords(answer) }),
  failure: 'Your name could not be added. Please try again.',
})

/** The withdraw link's page: POST /api/serving/withdraw with the link's token. */
export const withdrawForm = definePageForm({
  name: 'withdraw',
  schema: WithdrawToken,
  empty: { token: '' },
  send: (values) => unwrap(api.serving.withdraw.post(values)),
  sent: { title: 'You have given up your slot', message: 'Thank you for letting us know. Someone else can now take it.' },
  failure: 'Your slot could not be given up. Please try again.',
})

/** The server's thanks without its opening 'Thank you!' (the notice's title says it). */
export function servedWords(answer: unknown) {
  const message = (answer as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message.replace(/^Thank you! /, '') : 'Your slot is taken.'
}

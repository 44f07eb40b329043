import { ManageInput, RegisteredAnswer, RegistrationInput } from '@church/api/models/registrations'
import * as v from 'valibot'
import { withoutEmptyHoneypot } from '../../components/ui/honeypot-field'
import { api, unwrap } from '../../lib/api'
import { definePageForm } from '../../lib/page-forms'

/** The server's own words once sent: registered, or on the waiting list (decision 0058). */
const answeredWith = (answer: unknown) => (v.is(RegisteredAnswer, answer) ? { message: answer.message } : {})

/**
 * 'Register' on an event's page (or a date's): POST /api/event-registrations. The event and the date
 * travel as hidden fields, so the same form works as an ordinary post without JavaScript.
 */
export const registrationForm = definePageForm({
  name: 'registration',
  schema: RegistrationInput,
  empty: { name: '', email: '', phone: '', partySize: '1', answer: '', eventId: '', on: '', website: '' },
  send: (values) => unwrap(api['event-registrations'].post(withoutEmptyHoneypot(values))),
  sent: {
    title: 'Thank you',
    message: 'You are registered. Your confirmation email has the date, the place and a link to change or cancel.',
  },
  answered: answeredWith,
  failure: 'Your registration could not be sent. Please try again.',
})

/** The link's page: a new party size, or cancel (POST /api/event-registrations/manage). */
export const registrationChangeForm = definePageForm({
  name: 'registration-change',
  schema: ManageInput,
  empty: { token: '', action: 'party', partySize: '1' },
  send: (values) => unwrap(api['event-registrations'].manage.post(values)),
  sent: { title: 'Done', message: 'Your registration is changed.' },
  answered: (answer) =>
    typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
      ? { message: answer.message }
      : {},
  failure: 'Your change could not be saved. Please try again.',
})

import type { RegistrationState } from '@church/api/models/registrations'
import { MAX_PARTY } from '@church/api/models/registrations'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { FormThanks } from '../../../components/ui/form-thanks'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { PostedNotice } from '../../../components/ui/posted-notice'
import { useMessageForm } from '../../../lib/use-message-form'
import { useRegistration } from '../api/get-registration'
import { registrationForm } from '../registration-forms'

/** 'Full — join the waiting list', '12 places left', '1 place left', or 'Places available' without a limit. */
export function placesWords(state: RegistrationState): string {
  if (state.closedBecause) return state.closedBecause === 'Full' ? 'Full' : state.closedBecause
  if (state.full) return 'Full — join the waiting list'
  if (state.placesLeft === null) return 'Places available'
  return state.placesLeft === 1 ? '1 place left' : `${state.placesLeft} places left`
}

/**
 * 'Register' on an event's page, or a series' date's (decision 0058): the places left, then the form
 * (name and email always; phone, the number in the party and staff's one question when they asked
 * for them), or why it is closed. Nothing at all when registration is not turned on for this date.
 */
export function RegistrationSection({ eventId, on, className = '' }: { eventId: string; on: string; className?: string }) {
  const { data } = useRegistration(eventId, on)
  const state = data?.registration
  if (!state) return null
  const headingId = `registration-${on || 'event'}`
  return (
    <section id="register" aria-labelledby={headingId} className={`card p-6 sm:p-8 ${className}`}>
      <h2 id={headingId} className="text-2xl font-bold text-secondary">
        Register
      </h2>
      <p className={`mt-2 text-lg font-semibold ${state.open ? 'text-slate-800' : 'text-red-800'}`}>{placesWords(state)}</p>
      {state.open ? (
        <RegistrationForm eventId={eventId} on={on} state={state} />
      ) : (
        <p className="text-muted mt-1">
          {state.closedBecause === 'Full'
            ? 'Every place is taken. Please contact the church office if you would like to come.'
            : 'Registration for this date is closed. Please contact the church office with any questions.'}
        </p>
      )}
    </section>
  )
}

function RegistrationForm({ eventId, on, state }: { eventId: string; on: string; state: RegistrationState }) {
  const id = useId()
  const queryClient = useQueryClient()
  // This event's form: its hidden fields name the event and the date; places left are read again once sent.
  const form = useMemo(
    () => ({
      ...registrationForm,
      empty: { ...registrationForm.empty, eventId, on },
      send: async (values: Parameters<typeof registrationForm.send>[0]) => {
        const answer = await registrationForm.send(values)
        await queryClient.invalidateQueries({ queryKey: ['events', 'registration', eventId] })
        return answer
      },
    }),
    [eventId, on, queryClient],
  )
  const { posted, fields, messageOf, onSubmit, sending, submitted, thanks } = useMessageForm(form)
  const action = on ? `/events/${eventId}/${on}#register` : `/events/${eventId}#register`
  if (thanks) return <FormThanks {...thanks} again="Register someone else" action={action} />
  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
      <input type="hidden" name="form" value={registrationForm.name} />
      <input type="hidden" {...fields.eventId} />
      <input type="hidden" {...fields.on} />
      <HoneypotField field={fields.website} />
      <PostedNotice posted={submitted ? undefined : posted} />
      {state.full ? (
        <p className="text-muted">
          You will be on the waiting list. If a place comes free, places go in the order people joined, and we will email you.
        </p>
      ) : null}
      <FormField id={`${id}-name`} label="Your name" error={messageOf('name')}>
        {(control) => <input {...control} type="text" autoComplete="name" required className="input-base" {...fields.name} />}
      </FormField>
      <FormField id={`${id}-email`} label="Your email" error={messageOf('email')}>
        {(control) => <input {...control} type="email" autoComplete="email" required className="input-base" {...fields.email} />}
      </FormField>
      {state.askPhone ? (
        <FormField id={`${id}-phone`} label="Your phone (optional)" error={messageOf('phone')}>
          {(control) => <input {...control} type="tel" autoComplete="tel" className="input-base" {...fields.phone} />}
        </FormField>
      ) : null}
      {state.askParty ? (
        <FormField id={`${id}-party`} label="Number in your party, including you" error={messageOf('partySize')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PARTY}
              required
              className="input-base w-32"
              {...fields.partySize}
            />
          )}
        </FormField>
      ) : (
        <input type="hidden" {...fields.partySize} />
      )}
      {state.question ? (
        <FormField id={`${id}-answer`} label={state.question} error={messageOf('answer')}>
          {(control) => <textarea {...control} rows={3} className="input-base resize-y" {...fields.answer} />}
        </FormField>
      ) : null}
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? 'Sending...' : state.full ? 'Join the Waiting List' : 'Register'}
        </button>
        <OfflineSendNote waiting={sending} />
      </div>
    </form>
  )
}

import { NUMBER_OF_KIDS } from '@church/api/models/messages'
import { useId } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { FormThanks } from '../../../components/ui/form-thanks'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { PostedNotice } from '../../../components/ui/posted-notice'
import { useMessageForm } from '../../../lib/use-message-form'
import { visitForm } from '../page-forms'

/**
 * The plan-a-visit form: the API's own schema and its messages; the four stored fields are sent
 * (the agreement is not stored). Once sent, the thanks take its place until 'Send another request'
 * brings it back empty; a failure is a toast. Without JavaScript it is an ordinary form post; the page
 * comes back with the thanks, or the error above the form.
 */
export function VisitorForm({ churchName }: { churchName: string }) {
  const id = useId()
  const { posted, fields, messageOf, onSubmit, sending, submitted, thanks } = useMessageForm(visitForm)
  const termsError = messageOf('agreeToTerms')
  if (thanks) return <FormThanks {...thanks} again="Send another request" action="/plan-a-visit#plan-visit-form" />

  return (
    <form method="post" action="#plan-visit-form" onSubmit={onSubmit} noValidate className="grid gap-5">
      <input type="hidden" name="form" value={visitForm.name} />
      <HoneypotField field={fields.website} />
      <PostedNotice posted={submitted ? undefined : posted} />
      <FormField id={`${id}-name`} label="Full Name" error={messageOf('fullName')}>
        {(control) => <input {...control} type="text" autoComplete="name" required className="input-base" {...fields.fullName} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="Email" error={messageOf('email')}>
          {(control) => <input {...control} type="email" autoComplete="email" required className="input-base" {...fields.email} />}
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" error={messageOf('phone')}>
          {(control) => (
            <input {...control} type="tel" autoComplete="tel" inputMode="tel" required className="input-base" {...fields.phone} />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-kids`} label="Number of Kids" error={messageOf('numberOfKids')}>
        {(control) => (
          <select {...control} required className="input-base" {...fields.numberOfKids}>
            <option value="">Select number of kids</option>
            {NUMBER_OF_KIDS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-terms`}
            type="checkbox"
            required
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-terms-error` : undefined}
            className="mt-0.5 h-6 w-6 shrink-0 accent-primary"
            {...fields.agreeToTerms}
          />
          <label htmlFor={`${id}-terms`} className="text-slate-800">
            I agree to the terms: {churchName} may contact me by email or phone about my visit, and will not share my details.
          </label>
        </div>
        {termsError ? (
          <p id={`${id}-terms-error`} className="field-error">
            {termsError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary w-full text-lg sm:w-auto sm:justify-self-start" disabled={sending}>
        {sending ? 'Sending...' : 'Plan My Visit'}
      </button>
      <OfflineSendNote waiting={sending} />
    </form>
  )
}

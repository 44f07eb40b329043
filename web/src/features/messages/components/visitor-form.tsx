import { NUMBER_OF_KIDS, VisitorForm as VisitorFormSchema } from '@church/api/models/messages'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { FormField } from '../../../components/ui/form-field'
import { HoneypotField, withoutEmptyHoneypot } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { notify } from '../../../components/ui/toaster'
import { serverFailure } from '../../../lib/forms'
import { useRequestVisit } from '../api/request-visit'

/** The schema's input, except that the box starts unticked (the schema only accepts `true`). */
type VisitorFormValues = Omit<v.InferInput<typeof VisitorFormSchema>, 'agreeToTerms'> & { agreeToTerms: boolean }
type VisitorRequest = v.InferOutput<typeof VisitorFormSchema>
// The schema checks the box at runtime ('You must agree to the terms'); only its input type is wider here.
const visitorResolver = valibotResolver(VisitorFormSchema) as unknown as Resolver<VisitorFormValues, unknown, VisitorRequest>
const EMPTY: VisitorFormValues = { fullName: '', email: '', phone: '', numberOfKids: '', agreeToTerms: false, website: '' }

/**
 * The plan-a-visit form (SPEC §2, §5): the API's VisitorForm schema and its messages; the four
 * stored fields are sent (the agreement is not stored); SPEC §8 toasts; reset after success.
 */
export function VisitorForm({ churchName }: { churchName: string }) {
  const id = useId()
  const requestVisit = useRequestVisit()
  const { register, handleSubmit, reset, setError, formState } = useForm<VisitorFormValues, unknown, VisitorRequest>({
    resolver: visitorResolver,
    defaultValues: EMPTY,
  })
  const { errors } = formState
  // Registered here, in the order of the form, so a failed submit focuses the first field with a message.
  const fields = {
    fullName: register('fullName'),
    email: register('email'),
    phone: register('phone'),
    numberOfKids: register('numberOfKids'),
    agreeToTerms: register('agreeToTerms'),
    website: register('website'),
  }
  const termsError = errors.agreeToTerms?.message

  const onSubmit = handleSubmit(async ({ agreeToTerms: _agreed, ...request }) => {
    try {
      await requestVisit.mutateAsync(withoutEmptyHoneypot(request))
      notify.success('Thank you!', "We can't wait to meet you! We'll be in touch soon.")
      reset(EMPTY)
    } catch (error) {
      notify.error('Error', serverFailure(error, setError, 'Something went wrong. Please try again.'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <HoneypotField field={fields.website} />
      <FormField id={`${id}-name`} label="Full Name" error={errors.fullName?.message}>
        {(control) => <input {...control} type="text" autoComplete="name" required className="input-base" {...fields.fullName} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="email" required className="input-base" {...fields.email} />}
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
          {(control) => (
            <input {...control} type="tel" autoComplete="tel" inputMode="tel" required className="input-base" {...fields.phone} />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-kids`} label="Number of Kids" error={errors.numberOfKids?.message}>
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
            className="mt-1 h-5 w-5 shrink-0 accent-primary"
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
      <button type="submit" className="btn-primary w-full text-lg sm:w-auto sm:justify-self-start" disabled={requestVisit.isPending}>
        {requestVisit.isPending ? 'Sending...' : 'Plan My Visit'}
      </button>
      <OfflineSendNote waiting={requestVisit.isPending} />
    </form>
  )
}

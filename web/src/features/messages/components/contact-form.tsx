import { ContactInput } from '@church/api/models/messages'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { FormField } from '../../../components/ui/form-field'
import { HoneypotField, withoutEmptyHoneypot } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { notify } from '../../../components/ui/toaster'
import { serverFailure } from '../../../lib/forms'
import { useSendContactMessage } from '../api/send-contact-message'

type ContactFormValues = v.InferInput<typeof ContactInput>
const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' }

/**
 * 'Send Us A Message' (SPEC §2 Contact): the API's own schema and messages, 'Sending...' while
 * the request runs, SPEC §8 toasts, and the form cleared after a message is sent.
 */
export function ContactForm() {
  const id = useId()
  const send = useSendContactMessage()
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactFormValues, unknown, v.InferOutput<typeof ContactInput>>({
    resolver: valibotResolver(ContactInput),
    defaultValues: EMPTY,
  })
  const { errors } = formState
  // Registered here, in the order of the form, so a failed submit focuses the first field with a message.
  const fields = {
    firstName: register('firstName'),
    lastName: register('lastName'),
    email: register('email'),
    subject: register('subject'),
    message: register('message'),
    website: register('website'),
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(withoutEmptyHoneypot(values))
      notify.success('Success', "Your message has been sent successfully! We'll get back to you soon.")
      reset(EMPTY)
    } catch (error) {
      notify.error('Error', serverFailure(error, setError, 'Failed to send message. Please try again.'))
    }
  })

  return (
    <section aria-labelledby={`${id}-title`} className="card p-6 sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-secondary">
        Send Us A Message
      </h2>
      <p className="text-muted mt-1">Questions, prayer requests or just hello: we read every message.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <HoneypotField field={fields.website} />
        <FormField id={`${id}-first`} label="First Name" error={errors.firstName?.message}>
          {(control) => <input {...control} type="text" autoComplete="given-name" required className="input-base" {...fields.firstName} />}
        </FormField>
        <FormField id={`${id}-last`} label="Last Name" error={errors.lastName?.message}>
          {(control) => <input {...control} type="text" autoComplete="family-name" required className="input-base" {...fields.lastName} />}
        </FormField>
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message} className="sm:col-span-2">
          {(control) => <input {...control} type="email" autoComplete="email" required className="input-base" {...fields.email} />}
        </FormField>
        <FormField id={`${id}-subject`} label="Subject" error={errors.subject?.message} className="sm:col-span-2">
          {(control) => <input {...control} type="text" required className="input-base" {...fields.subject} />}
        </FormField>
        <FormField id={`${id}-message`} label="Message" error={errors.message?.message} className="sm:col-span-2">
          {(control) => <textarea {...control} rows={6} required className="input-base min-h-36 resize-y" {...fields.message} />}
        </FormField>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </button>
          <OfflineSendNote waiting={send.isPending} />
        </div>
      </form>
    </section>
  )
}

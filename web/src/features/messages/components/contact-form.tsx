import type { ContactInput } from '@church/api/models/messages'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { FormField } from '../../../components/ui/form-field'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { PostedNotice } from '../../../components/ui/posted-notice'
import { notify } from '../../../components/ui/toaster'
import { serverFailure } from '../../../lib/forms'
import { fieldMessage, startingValues, usePostedForm, withStart } from '../../../lib/posted-form'
import { contactForm } from '../page-forms'

type ContactFormValues = v.InferInput<typeof contactForm.schema>

/**
 * 'Send Us A Message': the API's own schema and messages, 'Sending...' while the request runs, a
 * toast for the result, and the form cleared after a message is sent. Without JavaScript it is an
 * ordinary form post; the page comes back with the result above the form.
 */
export function ContactForm() {
  const id = useId()
  const posted = usePostedForm('contact')
  const send = useMutation({ mutationFn: contactForm.send })
  const start = startingValues(posted, contactForm.empty)
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: valibotResolver(contactForm.schema),
    defaultValues: start,
  })
  const messageOf = (name: keyof ContactFormValues) => fieldMessage(posted, formState.isSubmitted, name, formState.errors[name]?.message)
  // Registered here, in the order of the form, so a failed submit focuses the first field with a message.
  const fields = {
    firstName: withStart(register('firstName'), start.firstName),
    lastName: withStart(register('lastName'), start.lastName),
    email: withStart(register('email'), start.email),
    subject: withStart(register('subject'), start.subject),
    message: withStart(register('message'), start.message),
    website: withStart(register('website'), start.website),
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      notify.success(contactForm.sent.title, contactForm.sent.message)
      reset(contactForm.empty)
    } catch (error) {
      notify.error('Error', serverFailure(error, setError, contactForm.failure))
    }
  })

  return (
    <section id="send-us-a-message" aria-labelledby={`${id}-title`} className="card p-6 sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-secondary">
        Send Us A Message
      </h2>
      <p className="text-muted mt-1">Questions, prayer requests or just hello: we read every message.</p>
      <form method="post" action="#send-us-a-message" onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="form" value={contactForm.name} />
        <HoneypotField field={fields.website} />
        <PostedNotice posted={formState.isSubmitted ? undefined : posted} className="sm:col-span-2" />
        <FormField id={`${id}-first`} label="First Name" error={messageOf('firstName')}>
          {(control) => <input {...control} type="text" autoComplete="given-name" required className="input-base" {...fields.firstName} />}
        </FormField>
        <FormField id={`${id}-last`} label="Last Name" error={messageOf('lastName')}>
          {(control) => <input {...control} type="text" autoComplete="family-name" required className="input-base" {...fields.lastName} />}
        </FormField>
        <FormField id={`${id}-email`} label="Email" error={messageOf('email')} className="sm:col-span-2">
          {(control) => <input {...control} type="email" autoComplete="email" required className="input-base" {...fields.email} />}
        </FormField>
        <FormField id={`${id}-subject`} label="Subject" error={messageOf('subject')} className="sm:col-span-2">
          {(control) => <input {...control} type="text" required className="input-base" {...fields.subject} />}
        </FormField>
        <FormField id={`${id}-message`} label="Message" error={messageOf('message')} className="sm:col-span-2">
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

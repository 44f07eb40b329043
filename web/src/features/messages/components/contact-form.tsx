import { useId } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { FormThanks } from '../../../components/ui/form-thanks'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { PostedNotice } from '../../../components/ui/posted-notice'
import { useMessageForm } from '../../../lib/use-message-form'
import { contactForm } from '../page-forms'

/**
 * 'Send Us A Message': the API's own schema and messages, 'Sending...' while the request runs. Once
 * sent, the thanks take the form's place until 'Send another message' brings it back empty; a failure
 * is a toast. Without JavaScript it is an ordinary form post; the page comes back with the thanks, or
 * the error above the form.
 */
export function ContactForm() {
  const id = useId()
  const { posted, fields, messageOf, onSubmit, sending, submitted, thanks } = useMessageForm(contactForm)

  return (
    <section id="send-us-a-message" aria-labelledby={`${id}-title`} className="card p-6 sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-secondary">
        Send Us A Message
      </h2>
      <p className="text-muted mt-1">Questions, prayer requests or just hello: we read every message.</p>
      {thanks ? (
        <div className="mt-6">
          <FormThanks {...thanks} again="Send another message" action="/contact#send-us-a-message" />
        </div>
      ) : (
        <form method="post" action="#send-us-a-message" onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
          <input type="hidden" name="form" value={contactForm.name} />
          <HoneypotField field={fields.website} />
          <PostedNotice posted={submitted ? undefined : posted} className="sm:col-span-2" />
          <FormField id={`${id}-first`} label="First Name" error={messageOf('firstName')}>
            {(control) => (
              <input {...control} type="text" autoComplete="given-name" required className="input-base" {...fields.firstName} />
            )}
          </FormField>
          <FormField id={`${id}-last`} label="Last Name" error={messageOf('lastName')}>
            {(control) => (
              <input {...control} type="text" autoComplete="family-name" required className="input-base" {...fields.lastName} />
            )}
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
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
              {sending ? 'Sending...' : 'Send Message'}
            </button>
            <OfflineSendNote waiting={sending} />
          </div>
        </form>
      )}
    </section>
  )
}

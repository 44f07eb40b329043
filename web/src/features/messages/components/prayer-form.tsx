import { useId } from 'react'
import { FieldError, FormField } from '../../../components/ui/form-field'
import { FormThanks } from '../../../components/ui/form-thanks'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { PostedNotice } from '../../../components/ui/posted-notice'
import { useMessageForm } from '../../../lib/use-message-form'
import { prayerForm } from '../page-forms'

const AUDIENCES = [
  { value: 'team', label: 'Share with the prayer team', hint: 'Our prayer team prays for it by name, if you give one.' },
  { value: 'clergy', label: 'Clergy only', hint: 'Only the clergy pray for it; it is not passed on to the prayer team.' },
] as const

/**
 * The prayer request form (decision 0053): the request, who may read it, and a name and email only
 * if the visitor wants. As Contact's: the API's own schema and messages, an ordinary post without
 * JavaScript, the thanks in the form's place once sent.
 */
export function PrayerForm() {
  const id = useId()
  const { posted, fields, messageOf, onSubmit, sending, submitted, thanks } = useMessageForm(prayerForm)
  // The choice as the page starts with it (what a failed post sent back, else the prayer team).
  const { defaultValue: startAudience, ...audience } = fields.audience as typeof fields.audience & { defaultValue?: string }
  const audienceError = messageOf('audience')

  return (
    <section id="prayer-request" aria-labelledby={`${id}-title`} className="card p-6 sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-secondary">
        Send a Prayer Request
      </h2>
      {thanks ? (
        <div className="mt-6">
          <FormThanks {...thanks} again="Send another request" action="/prayer#prayer-request" />
        </div>
      ) : (
        <form method="post" action="#prayer-request" onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
          <input type="hidden" name="form" value={prayerForm.name} />
          <HoneypotField field={fields.website} />
          <PostedNotice posted={submitted ? undefined : posted} className="sm:col-span-2" />
          <FormField id={`${id}-request`} label="Your prayer request" error={messageOf('request')} className="sm:col-span-2">
            {(control) => <textarea {...control} rows={6} required className="input-base min-h-36 resize-y" {...fields.request} />}
          </FormField>
          <fieldset
            className="sm:col-span-2"
            aria-describedby={audienceError ? `${id}-audience-error` : undefined}
            aria-invalid={audienceError ? true : undefined}
          >
            <legend className="label-base">Who may read it</legend>
            <div className="grid gap-2">
              {AUDIENCES.map((choice) => (
                <label key={choice.value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3">
                  <input
                    type="radio"
                    {...audience}
                    value={choice.value}
                    defaultChecked={(startAudience || 'team') === choice.value}
                    className="mt-0.5 h-6 w-6 shrink-0 accent-primary"
                  />
                  <span>
                    <span className="block font-semibold text-slate-800">{choice.label}</span>
                    <span className="block text-sm text-slate-600">{choice.hint}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-audience-error`} error={audienceError} />
          </fieldset>
          <FormField id={`${id}-name`} label="Your name (optional)" error={messageOf('name')}>
            {(control) => <input {...control} type="text" autoComplete="name" className="input-base" {...fields.name} />}
          </FormField>
          <FormField id={`${id}-email`} label="Your email (optional)" error={messageOf('email')}>
            {(control) => <input {...control} type="email" autoComplete="email" className="input-base" {...fields.email} />}
          </FormField>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
              {sending ? 'Sending...' : 'Send Prayer Request'}
            </button>
            <OfflineSendNote waiting={sending} />
          </div>
        </form>
      )}
    </section>
  )
}

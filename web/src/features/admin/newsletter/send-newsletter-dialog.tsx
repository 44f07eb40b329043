import { NewsletterIssueInput } from '@church/api/models/newsletter'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { Dialog, useDialogGuard } from '../../../components/ui/dialog'
import { serverFailure } from '../../../lib/forms'
import { useCurrentUser } from '../../session/current-user'
import { DialogButtons } from '../components/dialog-buttons'
import { TextAreaField, TextField, useDialogFields } from '../components/dialog-fields'
import { trackOpenDialog, useDialogDraft, useFormDraft } from '../components/form-draft'
import { useSendNewsletter } from './api/send-newsletter'
import { EmailNotSetUpNote, useNewsletterEmailed } from './email-not-set-up-note'

type IssueFormValues = v.InferInput<typeof NewsletterIssueInput>

const subscribersInWords = (n: number) => `${n} active ${n === 1 ? 'subscriber' : 'subscribers'}`

/**
 * 'Send newsletter': write a subject and a plain-text message, check it with the number of people
 * it goes to, then send. Each subscriber's email carries their own unsubscribe link. While email is
 * not set up it says so before sending: the newsletter is saved, not emailed (decision 0031).
 */
export function SendNewsletterDialog({
  open,
  onOpenChange,
  activeCount,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  activeCount: number
}) {
  const emailed = useNewsletterEmailed()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send newsletter"
      description={
        emailed
          ? `It goes by email to the ${subscribersInWords(activeCount)}. Plain text; each email ends with an unsubscribe link.`
          : 'Email is not set up, so the newsletter will be saved here but not emailed to anyone.'
      }
    >
      {/* The dialog unmounts its content when closed, so each opening starts from an empty newsletter. */}
      <SendNewsletterForm activeCount={activeCount} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

type IssueText = Omit<NewsletterIssueInput, 'idempotencyKey'>

function SendNewsletterForm({ activeCount, onDone }: { activeCount: number; onDone: () => void }) {
  const send = useSendNewsletter()
  const emailed = useNewsletterEmailed()
  const guard = useDialogGuard()
  // What is written is kept as a draft (with its key) until sent or discarded.
  const kept = useFormDraft('newsletter:new', { subject: '', message: '', idempotencyKey: '' }, [], ['idempotencyKey'])
  // One key for this composed issue: however often Send is pressed, the server sends it once.
  const [idempotencyKey] = useState(() => kept.draft?.idempotencyKey || crypto.randomUUID())
  // Locks on the first click, before React has drawn the button disabled.
  const sending = useRef(false)
  const [review, setReview] = useState<IssueText | null>(null)
  const reviewHeading = useRef<HTMLHeadingElement>(null)
  const form = useForm<IssueFormValues, unknown, NewsletterIssueInput>({
    resolver: valibotResolver(NewsletterIssueInput),
    defaultValues: { subject: kept.draft?.subject ?? '', message: kept.draft?.message ?? '', idempotencyKey },
  })
  useDialogDraft(form, kept)
  const userId = useCurrentUser().data?.id
  // A session that ends while writing brings the dialog back, filled, after signing in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the signed-in user is known
  useEffect(() => {
    if (!userId) return
    return trackOpenDialog({ userId, draftKey: 'newsletter:new', record: null, changed: () => kept.changed(form.getValues()) })
  }, [userId])
  const { register, handleSubmit, setError, setFocus, formState } = form
  const field = useDialogFields({ register, errors: formState.errors })

  // Each step starts where it is read: the check's heading, or the subject when editing again.
  useEffect(() => {
    if (review) reviewHeading.current?.focus()
  }, [review])

  const backToEditing = () => {
    setReview(null)
    setTimeout(() => setFocus('subject'))
  }

  const onSend = async () => {
    if (!review || sending.current) return
    sending.current = true
    try {
      await send.mutateAsync({ ...review, idempotencyKey })
      kept.drop()
      onDone()
    } catch (error) {
      sending.current = false
      // The failure toast is automatic; field messages go back on the fields.
      backToEditing()
      serverFailure(error, setError, 'The newsletter could not be sent')
    }
  }

  return (
    <>
      <form
        onSubmit={handleSubmit(({ subject, message }) => setReview({ subject, message }))}
        noValidate
        className="grid gap-4"
        hidden={review !== null}
      >
        {emailed ? null : <EmailNotSetUpNote activeCount={activeCount} />}
        <TextField label="Subject" required {...field('subject')} />
        <TextAreaField label="Message" rows={10} required {...field('message')} />
        <DialogButtons className="mt-2" onCancel={() => guard?.requestClose()}>
          <button type="submit" className="btn-primary">
            Review
          </button>
        </DialogButtons>
      </form>
      {review ? (
        <div className="grid gap-4">
          <h3 ref={reviewHeading} tabIndex={-1} className="text-lg font-bold text-secondary outline-none">
            Check before sending
          </h3>
          {emailed ? (
            <p className="text-slate-800">
              This newsletter will be emailed to <strong>{subscribersInWords(activeCount)}</strong>. Once sent, it can't be taken back.
            </p>
          ) : (
            <EmailNotSetUpNote activeCount={activeCount} />
          )}
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm font-semibold text-slate-700">Subject</p>
            <p className="break-words text-slate-900">{review.subject}</p>
            <p className="mt-3 text-sm font-semibold text-slate-700">Message</p>
            <p className="whitespace-pre-wrap break-words text-slate-900">{review.message}</p>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn border border-slate-300 text-slate-800 hover:bg-slate-100" onClick={backToEditing}>
              Back to editing
            </button>
            <button type="button" className="btn-primary disabled:opacity-70" disabled={send.isPending} onClick={() => void onSend()}>
              {emailed
                ? send.isPending
                  ? 'Sending...'
                  : `Send to ${subscribersInWords(activeCount)}`
                : send.isPending
                  ? 'Saving...'
                  : 'Save without emailing'}
            </button>
          </div>
        </div>
      ) : null}
    </>
  )
}

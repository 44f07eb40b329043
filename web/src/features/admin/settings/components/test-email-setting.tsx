import { useId, useState } from 'react'
import { ApiError } from '../../../../lib/api'
import { useCurrentUser } from '../../../session/current-user'
import { useSendTestEmail } from '../api/send-test-email'

/** 'sent': a mail server took it; 'not-sent': no mail server is set up (the log-only provider); 'failed': refused. */
type Outcome = { is: 'sent' | 'not-sent'; to: string; answer: string } | { is: 'failed'; answer: string }

/**
 * 'Send test email': sends one email now with the saved settings and shows exactly what the mail
 * server answered. It waits while the form has unsaved changes, since it would not test them.
 */
export function TestEmailSetting({ unsavedChanges, emailEnabled }: { unsavedChanges: boolean; emailEnabled: boolean }) {
  const id = useId()
  const { data: user } = useCurrentUser()
  const sendTest = useSendTestEmail()
  const [to, setTo] = useState('')
  const [toError, setToError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const send = async () => {
    setOutcome(null)
    setToError(undefined)
    try {
      const answer = await sendTest.mutateAsync(to.trim())
      setOutcome({ is: answer.delivered ? 'sent' : 'not-sent', to: answer.to, answer: answer.response })
    } catch (error) {
      if (error instanceof ApiError && error.fields?.to) setToError(error.fields.to)
      else setOutcome({ is: 'failed', answer: error instanceof ApiError ? error.detail : (error as Error).message })
    }
  }

  const describedBy = [`${id}-hint`, toError ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:col-span-2">
      <h4 className="font-semibold text-secondary">Send a test email</h4>
      <p id={`${id}-hint`} className="text-muted mt-1 text-sm">
        The test uses the saved settings. Leave the address empty to send it to yourself{user?.email ? ` (${user.email})` : ''}.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={id} className="label-base">
            Send the test to
          </label>
          <input
            id={id}
            type="email"
            autoComplete="off"
            className="input-base"
            placeholder={user?.email ?? 'you@example.org'}
            value={to}
            aria-invalid={toError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setTo(e.target.value)}
            // Enter sends the test, never the settings form around it.
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              if (!unsavedChanges && !sendTest.isPending) void send()
            }}
          />
        </div>
        <button
          type="button"
          className="btn-outline disabled:cursor-not-allowed disabled:opacity-50"
          disabled={unsavedChanges || sendTest.isPending}
          onClick={() => void send()}
        >
          {sendTest.isPending ? 'Sending...' : 'Send test email'}
        </button>
      </div>
      {toError ? (
        <p id={`${id}-error`} className="field-error">
          {toError}
        </p>
      ) : null}
      {unsavedChanges ? (
        <p className="mt-2 text-sm font-semibold text-slate-800">Save your changes first: the test uses the saved settings.</p>
      ) : null}
      <div role="status" aria-live="polite" className="mt-3 text-sm empty:hidden">
        {outcome?.is === 'sent' ? (
          <div className="rounded-md border border-green-300 bg-green-50 p-3 text-green-950">
            <p className="font-semibold">Test email sent to {outcome.to}.</p>
            <p className="mt-1">
              Answer: <code className="break-words font-mono">{outcome.answer}</code>
            </p>
          </div>
        ) : outcome?.is === 'not-sent' ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <p className="font-semibold">Not sent (email not set up): the test for {outcome.to} was written to the server log only.</p>
            <p className="mt-1">Choose Gmail or SMTP as the email provider, save, and send the test again.</p>
          </div>
        ) : outcome ? (
          <div className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950">
            <p className="font-semibold">The test email was not sent.</p>
            <p className="mt-1">
              Reason: <code className="break-words font-mono">{outcome.answer}</code>
            </p>
          </div>
        ) : null}
        {outcome && !emailEnabled ? (
          <p className="mt-2 font-semibold text-slate-800">Site emails are currently turned off, so the website sends no other email.</p>
        ) : null}
      </div>
    </div>
  )
}

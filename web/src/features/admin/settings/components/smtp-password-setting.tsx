import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from '../../../../components/ui/form-field'
import { useConfirm } from '../../components/use-confirm'
import { useUpdateSiteConfig } from '../api/update-site-config'

/**
 * The email password is write-only: the server never sends it back, only whether one is saved.
 * The box starts empty and is sent only when staff type a new password; clearing is its own action.
 */
export function SmtpPasswordSetting({
  field,
  error,
  hasSmtpPassword,
  churchName,
}: {
  field: UseFormRegisterReturn
  error: string | undefined
  hasSmtpPassword: boolean
  /** The saved church name: a save must carry it (required), and clearing must not save other edits. */
  churchName: string
}) {
  const id = useId()
  const clear = useUpdateSiteConfig()
  const confirmClear = useConfirm<void>({
    title: 'Clear saved password?',
    message: "The website won't be able to send email through this account until a new password is saved.",
    confirmLabel: 'Clear password',
    pending: clear.isPending,
    run: (_, close) => clear.mutate({ churchName, smtpPassword: '' }, { onSuccess: close }),
  })

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="label-base">
        Email Account Password
      </label>
      <p id={`${id}-status`} className="mb-1.5 flex items-center gap-2 text-sm font-semibold text-slate-800" aria-live="polite">
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${hasSmtpPassword ? 'bg-green-600' : 'bg-slate-400'}`} />
        {hasSmtpPassword ? 'A password is saved' : 'No password saved'}
      </p>
      <p id={`${id}-hint`} className="text-muted mb-1.5 text-sm">
        For Gmail, use a 16-character app password from your Google account, not your normal password.{' '}
        {hasSmtpPassword ? 'Leave empty to keep the saved password.' : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input
          id={id}
          type="password"
          // Never let the browser fill in the signed-in person's own password here.
          autoComplete="new-password"
          placeholder={hasSmtpPassword ? 'Type a new password to replace it' : 'Type the password'}
          className="input-base flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-status`, `${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          {...field}
        />
        {hasSmtpPassword ? (
          <button
            type="button"
            className="btn border border-slate-300 text-slate-800 hover:bg-slate-100"
            onClick={() => confirmClear.ask()}
          >
            Clear saved password
          </button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} error={error} />
      {confirmClear.dialog}
    </div>
  )
}

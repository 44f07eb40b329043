import { type ReactNode, useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError, FormField } from '../../../components/ui/form-field'

/** Ids for a field's help text joined with its error's, so a screen reader reads both. */
const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

/** One group of settings under its own heading (docs/product.md#settings-tab). */
export function SettingsSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h3 id={id} className="text-lg font-bold text-secondary">
        {title}
      </h3>
      {description ? <div className="text-muted mt-1 text-sm">{description}</div> : null}
      <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </section>
  )
}

/**
 * A labelled text box (or text area) with optional help underneath the label's control; `id`, `field`
 * and `error` as a form's `useDialogFields` gives them (`{...field('time')}`), or each on its own.
 */
export function TextSetting({
  id: givenId,
  label,
  field,
  error,
  hint,
  type = 'text',
  multiline = false,
  wide = false,
  autoComplete = 'off',
  inputMode,
  placeholder,
}: {
  id?: string
  label: string
  field: UseFormRegisterReturn
  error: string | undefined
  hint?: ReactNode
  type?: 'text' | 'email' | 'tel' | 'url' | 'password'
  multiline?: boolean
  wide?: boolean
  autoComplete?: string
  inputMode?: 'numeric' | 'url' | 'email' | 'tel'
  placeholder?: string
}) {
  const ownId = useId()
  const id = givenId ?? ownId
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <FormField id={id} label={label} error={error} className={wide || multiline ? 'sm:col-span-2' : ''}>
      {(control) => (
        <>
          {hint ? (
            <p id={hintId} className="text-muted mb-1.5 text-sm">
              {hint}
            </p>
          ) : null}
          {multiline ? (
            <textarea
              {...control}
              aria-describedby={describedBy(hintId, control['aria-describedby'])}
              rows={5}
              className="input-base"
              placeholder={placeholder}
              {...field}
            />
          ) : (
            <input
              {...control}
              aria-describedby={describedBy(hintId, control['aria-describedby'])}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              placeholder={placeholder}
              className="input-base"
              {...field}
            />
          )}
        </>
      )}
    </FormField>
  )
}

/** A yes/no setting: a checkbox with its label beside it and optional help. */
export function CheckboxSetting({
  label,
  field,
  hint,
  error,
}: {
  label: string
  field: UseFormRegisterReturn
  hint?: ReactNode
  error?: string
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
          aria-describedby={describedBy(hintId, errorId)}
          aria-invalid={error ? true : undefined}
          {...field}
        />
        <div>
          <label htmlFor={id} className="font-semibold text-slate-800">
            {label}
          </label>
          {hint ? (
            <p id={hintId} className="text-muted text-sm">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

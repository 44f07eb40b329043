import type { ReactNode } from 'react'

export type FieldControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/**
 * A labelled form control with its message underneath, tied together for screen readers
 * (label → control, control → message). The control itself comes from the caller.
 */
export function FormField({
  id,
  label,
  error,
  className = '',
  children,
}: {
  id: string
  label: string
  error: string | undefined
  className?: string
  children: (control: FieldControlProps) => ReactNode
}) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="label-base">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** A field's message under it, when there is one; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null
}

import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '../../../components/ui/form-field'

/** How a YouTube link is typed in every dialog that takes one. */
export const YOUTUBE_URL_INPUT = { type: 'url', inputMode: 'url', placeholder: 'https://www.youtube.com/watch?v=...' } as const

/** A labelled one-line text box of a dialog's form, with its message; `field` is what `register` gave. */
export function TextField({
  id,
  label,
  error,
  field,
  ...input
}: { id: string; label: string; error: string | undefined; field: UseFormRegisterReturn } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <input {...control} type="text" className="input-base" {...input} {...field} />}
    </FormField>
  )
}

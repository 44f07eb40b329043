import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react'
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form'
import { FormField } from '../../../components/ui/form-field'
import { ImageField } from '../../../components/ui/image-field'
import { useRoleMay } from './staff-role'

/** How a YouTube link is typed in every dialog that takes one. */
export const YOUTUBE_URL_INPUT = { type: 'url', inputMode: 'url', placeholder: 'https://www.youtube.com/watch?v=...' } as const

/** What each field of a dialog's form needs from the form: its id, its message, and what `register` gave. */
export type FieldProps = { id: string; error: string | undefined; field: UseFormRegisterReturn }

/**
 * The fields of one dialog's form: `field('title')` gives the title's id, message and registration,
 * to spread on TextField, TextAreaField or SelectField (or a tab's TextSetting).
 */
export function useDialogFields<T extends FieldValues>(form: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const id = useId()
  return (name: FieldPath<T>): FieldProps => ({
    id: `${id}-${name}`,
    error: (form.errors[name] as { message?: string } | undefined)?.message,
    field: form.register(name),
  })
}

/** Help under a field's control, for what its label cannot say. */
function Hint({ children }: { children: ReactNode }) {
  return <p className="text-muted mt-1 text-sm">{children}</p>
}

/** A labelled one-line text box of a dialog's form, with its message and optional help under it. */
export function TextField({
  id,
  label,
  error,
  field,
  hint,
  ...input
}: FieldProps & { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          <input {...control} type="text" className="input-base" {...input} {...field} />
          {hint ? <Hint>{hint}</Hint> : null}
        </>
      )}
    </FormField>
  )
}

/** A labelled text area of a dialog's form (a description, a note), with its message and optional help under it. */
export function TextAreaField({
  id,
  label,
  error,
  field,
  hint,
  ...textarea
}: FieldProps & { label: string; hint?: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          <textarea {...control} className="input-base" {...textarea} {...field} />
          {hint ? <Hint>{hint}</Hint> : null}
        </>
      )}
    </FormField>
  )
}

/** A labelled choice from a short list (a day, a type, where a time is shown), each option with the words staff read. */
export function SelectField({
  id,
  label,
  error,
  field,
  options,
}: FieldProps & { label: string; options: readonly { value: string; label: string }[] }) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <select {...control} className="input-base" {...field}>
          <Options options={options} />
        </select>
      )}
    </FormField>
  )
}

/** The choices of a select, each with the words staff read ('Sunday', 'All emails'). */
export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}

/** A yes/no of a dialog's form ('Live now', 'This event repeats'): a checkbox with its words beside it. */
export function CheckboxField({
  label,
  field,
  ...input
}: { label: string; field?: UseFormRegisterReturn } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2 font-semibold text-slate-800">
      <input type="checkbox" className="h-5 w-5 accent-primary" {...input} {...field} />
      {label}
    </label>
  )
}

/** A picture of a dialog's form (a thumbnail, a photo, an event's image): uploaded or linked, with its preview and message. */
export function PictureField<T extends FieldValues, TSent>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, TSent>
  name: FieldPath<T>
  label: string
}) {
  // Uploads are an editor's (decision 0042): a contributor types a picture's address.
  const mayUpload = useRoleMay('editor')
  const id = useId()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        mayUpload ? (
          <ImageField
            label={label}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        ) : (
          <TextField
            id={`${id}-${field.name}`}
            label={`${label} (address)`}
            error={fieldState.error?.message}
            type="url"
            inputMode="url"
            placeholder="https://..."
            hint="An editor can upload a picture when they review it."
            field={{
              name: field.name,
              ref: field.ref,
              onBlur: async () => field.onBlur(),
              onChange: async (event) => field.onChange(event.target.value),
            }}
            value={field.value ?? ''}
          />
        )
      }
    />
  )
}

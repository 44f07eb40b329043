import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { Dialog } from '../../../../components/ui/dialog'
import { FormField } from '../../../../components/ui/form-field'
import { DialogButtons } from '../dialog-buttons'
import { LINK_HINT, linkAddress, NOT_A_LINK, typedAddress } from './link-address'

/**
 * The editor's small forms (link, video, button): a dialog over the page's own dialog. Its submit
 * stops at its own form: React passes events up through portals, and the page's form must not save.
 */
export function EditorDialogForm({
  title,
  open,
  onOpenChange,
  submitLabel,
  onSubmit,
  extraButton,
  children,
}: {
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  submitLabel: string
  onSubmit: () => void
  extraButton?: ReactNode
  children: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    onSubmit()
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="sm">
      <form noValidate onSubmit={submit} className="grid gap-4">
        {children}
        <DialogButtons onCancel={() => onOpenChange(false)}>
          {extraButton}
          <button type="submit" className="btn-primary">
            {submitLabel}
          </button>
        </DialogButtons>
      </form>
    </Dialog>
  )
}

/** A labelled text box of the editor's dialogs, with its hint and message. */
export function DialogInput({
  label,
  value,
  onChange,
  error,
  hint,
  autoFocus,
  inputMode,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  autoFocus?: boolean
  inputMode?: 'url' | 'text'
}) {
  const id = useId()
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          {hint ? (
            <p id={`${id}-hint`} className="text-muted mb-1 text-sm">
              {hint}
            </p>
          ) : null}
          <input
            {...control}
            aria-describedby={[hint ? `${id}-hint` : '', control['aria-describedby'] ?? ''].join(' ').trim() || undefined}
            className="input-base"
            value={value}
            // Where the dialog puts focus when it opens (Ark UI's focus trap reads it; React's autoFocus would lose to the trap).
            data-autofocus={autoFocus ? '' : undefined}
            inputMode={inputMode}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      )}
    </FormField>
  )
}

/**
 * Add or change a link: where it goes (a web address, an email, a phone number or a page of this site)
 * and, when no words are selected, the words to show. 'Remove link' takes it off the words.
 */
export function LinkDialog({
  open,
  onOpenChange,
  initialHref,
  askForWords,
  onSave,
  onRemove,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initialHref: string
  /** Nothing is selected: the link brings its own words. */
  askForWords: boolean
  onSave: (link: { href: string; words: string }) => void
  onRemove: () => void
}) {
  const [typed, setTyped] = useState(typedAddress(initialHref))
  const [words, setWords] = useState('')
  const [error, setError] = useState<string>()
  return (
    <EditorDialogForm
      title={initialHref ? 'Change link' : 'Add a link'}
      open={open}
      onOpenChange={onOpenChange}
      submitLabel="Save link"
      extraButton={
        initialHref ? (
          <button type="button" className="btn border border-red-300 text-red-800 hover:bg-red-50" onClick={onRemove}>
            Remove link
          </button>
        ) : null
      }
      onSubmit={() => {
        const href = linkAddress(typed)
        if (!href) return setError(NOT_A_LINK)
        onSave({ href, words: words.trim() })
      }}
    >
      <DialogInput label="Where the link goes" value={typed} onChange={setTyped} error={error} hint={LINK_HINT} autoFocus inputMode="url" />
      {askForWords ? (
        <DialogInput label="Words to show (optional)" value={words} onChange={setWords} hint="Left empty, the address itself is shown." />
      ) : null}
    </EditorDialogForm>
  )
}

import { ROLE_WORDS, STAFF_ROLES } from '@church/api/lib/staff-roles'
import { NewUserInput } from '@church/api/models/users'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { Dialog, useDialogGuard } from '../../../../components/ui/dialog'
import { FormField } from '../../../../components/ui/form-field'
import { notify } from '../../../../components/ui/toaster'
import { serverFailure } from '../../../../lib/forms'
import { DialogButtons } from '../../components/dialog-buttons'
import { useDialogDraft, useFormDraft } from '../../components/form-draft'
import { type NewUser, useAddUser } from '../api/add-user'

type NewUserFormValues = v.InferInput<typeof NewUserInput>
type CreatedAccount = { email: string; name: string; password: string }

// An editor is what an office usually adds (the volunteer who posts sermons and events); an admin is chosen on purpose.
const EMPTY: NewUserFormValues = { email: '', name: '', role: 'editor' }

/**
 * 'Add User': email, name and role (what each may do said beside it). The server makes the password and sends
 * it this once, so the dialog then shows it with a copy button until staff close it.
 */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [created, setCreated] = useState<CreatedAccount | null>(null)
  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) setCreated(null)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? 'User Added' : 'Add User'}
      description={created ? undefined : 'They sign in with this email and a password made for them, shown once on the next screen.'}
      size="sm"
    >
      {created ? <CreatedPassword account={created} onDone={() => close(false)} /> : <NewUserForm onCreated={setCreated} />}
    </Dialog>
  )
}

function NewUserForm({ onCreated }: { onCreated: (account: CreatedAccount) => void }) {
  // Cancel asks first when something was typed, like Escape.
  const guard = useDialogGuard()
  const id = useId()
  const addUser = useAddUser()
  const kept = useFormDraft('user:new', EMPTY)
  const form = useForm<NewUserFormValues, unknown, NewUser>({
    resolver: valibotResolver(NewUserInput),
    defaultValues: { ...EMPTY, ...kept.draft },
  })
  useDialogDraft(form, kept)
  const { register, handleSubmit, setError, formState } = form
  const { errors } = formState

  const onSubmit = handleSubmit(async (user) => {
    try {
      const { user: account, password } = await addUser.mutateAsync(user)
      kept.drop()
      onCreated({ email: account.email, name: account.name, password })
    } catch (error) {
      serverFailure(error, setError, 'An error occurred')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="off" className="input-base" {...register('email')} />}
      </FormField>
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(control) => <input {...control} type="text" autoComplete="off" className="input-base" {...register('name')} />}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="label-base">Role</legend>
        {STAFF_ROLES.map((role) => (
          <div key={role} className="flex items-start gap-3">
            <input
              id={`${id}-${role}`}
              type="radio"
              value={role}
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
              aria-describedby={`${id}-${role}-hint`}
              {...register('role')}
            />
            <div>
              <label htmlFor={`${id}-${role}`} className="font-semibold text-slate-800">
                {ROLE_WORDS[role].name}
              </label>
              <p id={`${id}-${role}-hint`} className="text-muted text-sm">
                {ROLE_WORDS[role].may}
              </p>
            </div>
          </div>
        ))}
        {errors.role?.message ? <p className="text-sm text-red-700">{errors.role.message}</p> : null}
      </fieldset>
      <DialogButtons className="mt-2" onCancel={() => guard?.requestClose()}>
        <button type="submit" className="btn-primary" disabled={addUser.isPending}>
          {addUser.isPending ? 'Saving...' : 'Create'}
        </button>
      </DialogButtons>
    </form>
  )
}

function CreatedPassword({ account, onDone }: { account: CreatedAccount; onDone: () => void }) {
  const id = useId()
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(account.password)
      setCopied(true)
    } catch {
      ;(document.getElementById(id) as HTMLInputElement | null)?.select()
      notify.error('Could not copy', 'The password is selected: press Ctrl+C (or ⌘C) to copy it.')
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-slate-800">
        The account for <strong className="break-all">{account.email}</strong> is ready. Give them this password to sign in with:
      </p>
      <div>
        <label htmlFor={id} className="label-base">
          Password
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            readOnly
            value={account.password}
            className="input-base flex-1 font-mono text-lg tracking-wide"
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn-outline" onClick={() => void copy()}>
            {copied ? 'Copied!' : 'Copy password'}
          </button>
        </div>
        <p className="sr-only" aria-live="polite">
          {copied ? 'Password copied' : ''}
        </p>
      </div>
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <strong>Copy it now: this password won't be shown again.</strong> If it is lost, send them a reset link from the list of users.
      </p>
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  )
}

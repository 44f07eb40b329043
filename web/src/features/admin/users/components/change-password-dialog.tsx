import { ChangePasswordInput } from '@church/api/models/users'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { Dialog } from '../../../../components/ui/dialog'
import { FormField } from '../../../../components/ui/form-field'
import { serverFailure } from '../../../../lib/forms'
import { DialogButtons } from '../../components/dialog-buttons'
import { type PasswordChange, useChangePassword } from '../api/change-password'

/** The same rules as the server, plus the new password typed twice alike. */
const ChangePasswordForm = v.pipe(
  v.object({ ...ChangePasswordInput.entries, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      'The two passwords are not the same',
    ),
    ['confirmPassword'],
  ),
)
type FormValues = v.InferInput<typeof ChangePasswordForm>
type FormOutput = v.InferOutput<typeof ChangePasswordForm>

/** 'Change password' for the signed-in person: the current password, then the new one twice. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
        Change password
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Change password"
        description="Any other device signed in to your account will be signed out. This one stays signed in."
        size="sm"
      >
        <ChangePasswordFields onDone={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

function ChangePasswordFields({ onDone }: { onDone: () => void }) {
  const id = useId()
  const change = useChangePassword()
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: valibotResolver(ChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors } = formState

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword } satisfies PasswordChange)
      onDone()
    } catch (error) {
      serverFailure(error, setError, 'The password could not be changed')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-current`} label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" className="input-base" {...register('currentPassword')} />
        )}
      </FormField>
      <FormField id={`${id}-new`} label="New password" error={errors.newPassword?.message}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            className="input-base"
            aria-describedby={[control['aria-describedby'], `${id}-new-hint`].filter(Boolean).join(' ')}
            {...register('newPassword')}
          />
        )}
      </FormField>
      <p id={`${id}-new-hint`} className="text-muted -mt-3 text-sm">
        At least 8 characters.
      </p>
      <FormField id={`${id}-confirm`} label="New password again" error={errors.confirmPassword?.message}>
        {(control) => (
          <input {...control} type="password" autoComplete="new-password" className="input-base" {...register('confirmPassword')} />
        )}
      </FormField>
      <DialogButtons className="mt-2" onCancel={onDone}>
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </button>
      </DialogButtons>
    </form>
  )
}

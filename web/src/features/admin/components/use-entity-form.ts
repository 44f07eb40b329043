import { useEffect } from 'react'
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import { serverFailure } from '../../../lib/forms'
import { isOnline } from '../../../lib/online'
import { useCurrentUser } from '../../session/current-user'
import { trackOpenDialog, useDialogDraft, useFormDraft } from './form-draft'

/**
 * The form of an add/edit dialog (docs/product.md#dashboard-lists-and-dialogs): validated by the API's own schema; on submit it saves
 * (create or update, the dialog decides), then closes; on failure the admin failure handler has
 * toasted and the server's field messages go on the fields. `saving` drives 'Saving...'.
 * Offline nothing is sent (the footer says why) and the dialog stays open with what was typed; a
 * connection lost mid-request is a failure like any other: the dialog stays open and the toast says so.
 *
 * Nothing typed is lost: with a `draftKey` (the form and the record: 'sermon:new', 'event:<id>') what
 * the person types is kept on this device under their id while the dialog is open, and the same
 * dialog opened again (after a refresh, a crash or a session that ended mid-edit) starts from it. A
 * save or 'Discard Changes' drops it. Closing with unsaved changes asks first (components/ui/dialog.tsx).
 */
export function useEntityForm<TValues extends FieldValues, TInput>({
  resolver,
  defaultValues,
  save,
  saving,
  onDone,
  draftKey,
  editing,
}: {
  resolver: Resolver<TValues, unknown, TInput>
  defaultValues: DefaultValues<TValues>
  save: (input: TInput) => Promise<unknown>
  saving: boolean
  onDone: () => void
  draftKey?: string
  /** The record the dialog edits (null or left out when adding): kept to open the dialog again after a new sign-in. */
  editing?: unknown
}) {
  const userId = useCurrentUser().data?.id
  const kept = useFormDraft(draftKey, defaultValues)
  const form = useForm<TValues, unknown, TInput>({ resolver, defaultValues: (kept.draft as DefaultValues<TValues>) ?? defaultValues })
  const dropDraft = () => kept.drop()
  useDialogDraft(form, kept)
  // While open, a session that ends (this form's save or any other admin call) brings it back after signing in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record and key are the form's for its whole life
  useEffect(() => {
    if (!draftKey || !userId) return
    return trackOpenDialog({ userId, draftKey, record: editing ?? null, changed: () => kept.changed(form.getValues()) })
  }, [userId])
  const onSubmit = form.handleSubmit(async (input) => {
    if (!isOnline()) return
    try {
      await save(input)
      dropDraft()
      // The dialog unmounts its form when it closes, so the next Add starts from empty values.
      onDone()
    } catch (error) {
      // The toast is the admin failure handler's (useAdminMutation); here only the field messages are wanted.
      serverFailure(error, form.setError, '')
    }
  })
  return { ...form, errors: form.formState.errors, onSubmit, saving: saving || form.formState.isSubmitting }
}

import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import { serverFailure } from '../../../lib/forms'
import { isOnline } from '../../../lib/online'

/**
 * The form of an add/edit dialog (SPEC §4): validated by the API's own schema; on submit it saves
 * (create or update, the dialog decides), then closes; on failure the admin failure handler has
 * toasted and the server's field messages go on the fields. `saving` drives 'Saving...'.
 * Offline nothing is sent (the footer says why) and the dialog stays open with what was typed; a
 * connection lost mid-request is a failure like any other: the dialog stays open and the toast says so.
 */
export function useEntityForm<TValues extends FieldValues, TInput>({
  resolver,
  defaultValues,
  save,
  saving,
  onDone,
  fallback,
}: {
  resolver: Resolver<TValues, unknown, TInput>
  defaultValues: DefaultValues<TValues>
  save: (input: TInput) => Promise<unknown>
  saving: boolean
  onDone: () => void
  fallback: string
}) {
  const form = useForm<TValues, unknown, TInput>({ resolver, defaultValues })
  const onSubmit = form.handleSubmit(async (input) => {
    if (!isOnline()) return
    try {
      await save(input)
      // The dialog unmounts its form when it closes, so the next Add starts from empty values.
      onDone()
    } catch (error) {
      serverFailure(error, form.setError, fallback)
    }
  })
  return { ...form, errors: form.formState.errors, onSubmit, saving: saving || form.formState.isSubmitting }
}

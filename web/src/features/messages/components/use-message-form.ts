import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { notify } from '../../../components/ui/toaster'
import { serverFailure } from '../../../lib/forms'
import type { PageForm } from '../../../lib/page-forms'
import { fieldMessage, startingValues, usePostedForm, withStart } from '../../../lib/posted-form'

/**
 * The browser side of a visitor form (Contact, Plan a Visit): the API's own schema and messages,
 * each field starting from what a post without JavaScript sent back, a toast for the result, and
 * the form cleared after it is sent.
 */
export function useMessageForm<Values extends Record<string, string | boolean>, Schema extends v.GenericSchema<FieldValues>>(
  form: PageForm<Values, Schema>,
) {
  type Input = v.InferInput<Schema>
  const posted = usePostedForm(form.name)
  const send = useMutation({ mutationFn: form.send })
  const start = startingValues(posted, form.empty)
  const { register, handleSubmit, reset, setError, formState } = useForm<Input, unknown, v.InferOutput<Schema>>({
    resolver: valibotResolver(form.schema),
    defaultValues: start as DefaultValues<Input>,
  })
  const messageOf = (name: keyof Values & string) =>
    fieldMessage(posted, formState.isSubmitted, name, formState.errors[name as Path<Input>]?.message as string | undefined)
  // Registered in the order of the form's values, which is the page's order, so a failed submit focuses the first field with a message.
  const fields = Object.fromEntries(
    Object.keys(form.empty).map((name) => [name, withStart(register(name as Path<Input>), start[name])]),
  ) as {
    [Name in keyof Values]: ReturnType<typeof withStart<ReturnType<typeof register>>>
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      notify.success(form.sent.title, form.sent.message)
      reset(form.empty as Input)
    } catch (error) {
      notify.error('Error', serverFailure(error, setError, form.failure))
    }
  })

  return { posted, fields, messageOf, onSubmit, sending: send.isPending, submitted: formState.isSubmitted }
}

import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { notify } from '../components/ui/toaster'
import { serverFailure } from './forms'
import type { PageForm } from './page-forms'
import { fieldMessage, startingValues, usePostedForm, withStart } from './posted-form'
import { sendKeys } from './send-key'

/**
 * The browser side of a visitor form (Contact, Plan a Visit, Prayer, event registration): the API's own schema and messages,
 * each field starting from what a post without JavaScript sent back, a toast for a failure, and the
 * same send key while the visitor sends the same words again (decision 0034). Once
 * sent, the thanks take the form's place (`thanks`) until the visitor asks for it again (`again`):
 * then it comes back empty, with the first field focused (docs/product.md#visitor-forms).
 */
export function useMessageForm<Values extends Record<string, string | boolean>, Schema extends v.GenericSchema<FieldValues>>(
  form: PageForm<Values, Schema>,
) {
  type Input = v.InferInput<Schema>
  const posted = usePostedForm(form.name)
  const send = useMutation({ mutationFn: form.send })
  // Sent again after a lost answer, the same form is stored once (lib/send-key.ts).
  const keys = useRef(sendKeys())
  // 'posted': the server's page after a post without JavaScript; 'sent': sent from this page.
  const [thanks, setThanks] = useState<'posted' | 'sent' | null>(posted?.notice?.sent ? 'posted' : null)
  const [askedAgain, setAskedAgain] = useState(false)
  // The server's answer to the last sending: its words when the form says them (registered, or waiting).
  const [answer, setAnswer] = useState<unknown>()
  // What a failed post sent back is typed no more once something was sent.
  const start = thanks || askedAgain ? form.empty : startingValues(posted, form.empty)
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<Input, unknown, v.InferOutput<Schema>>({
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
      setAnswer(await send.mutateAsync({ ...values, sendKey: keys.current.for(values) }))
      keys.current.received()
      reset(form.empty as Input)
      setThanks('sent')
    } catch (error) {
      notify.error('Error', serverFailure(error, setError, form.failure))
    }
  })

  // The form is back in the page: its first field takes the focus the thanks' button had.
  const first = Object.keys(form.empty)[0] as Path<Input>
  useEffect(() => {
    if (askedAgain && !thanks) setFocus(first)
  }, [askedAgain, thanks, first, setFocus])
  const again = () => {
    setAskedAgain(true)
    setThanks(null)
  }

  return {
    posted,
    fields,
    messageOf,
    onSubmit,
    sending: send.isPending,
    submitted: formState.isSubmitted,
    thanks: thanks
      ? {
          ...(thanks === 'posted' && posted?.notice
            ? { title: posted.notice.title, message: posted.notice.message }
            : { ...form.sent, ...form.answered?.(answer) }),
          focus: thanks === 'sent',
          onAgain: again,
        }
      : null,
  }
}

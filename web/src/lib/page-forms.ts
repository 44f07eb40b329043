import * as v from 'valibot'
import { ApiError } from './api'
import { failureWords } from './failure-words'
import type { PageFormName, PostedForm } from './posted-form'

/**
 * A visitor form as both its page (in the browser) and the server (for an ordinary form post) use
 * it: its schema and empty values, how it is sent, and the words shown after.
 */
export interface PageForm<Values extends Record<string, string | boolean>, Schema extends v.GenericSchema> {
  name: PageFormName
  schema: Schema
  /** The values a fresh form starts with; their types say how a posted field reads (a box is ticked when present). */
  empty: Values
  send(values: v.InferOutput<Schema>): Promise<unknown>
  /** The notice once sent. */
  sent: { title: string; message: string }
  /** The notice's words from the server's answer, when they depend on it (the newsletter's: whether email is set up). */
  answered?: (answer: unknown) => Partial<{ title: string; message: string }>
  /** The message when sending failed and the server gave none. */
  failure: string
}

export const definePageForm = <Values extends Record<string, string | boolean>, Schema extends v.GenericSchema>(
  form: PageForm<Values, Schema>,
) => form

/** What the visitor typed, from a post's fields, shaped like the form's values (nothing the form lacks). */
export function valuesFromPost<Values extends Record<string, string | boolean>>(empty: Values, fields: Record<string, string>) {
  const values: Record<string, string | boolean> = {}
  for (const [name, blank] of Object.entries(empty)) values[name] = typeof blank === 'boolean' ? name in fields : (fields[name] ?? '')
  return values as Values
}

/**
 * Sends a form that arrived as an ordinary post the way the page's form sends it (the same schema
 * and messages, the same API route), and says what the page shows and with which status.
 */
export async function answerPost<Values extends Record<string, string | boolean>, Schema extends v.GenericSchema>(
  form: PageForm<Values, Schema>,
  fields: Record<string, string>,
  refused?: { status: number; message: string },
): Promise<{ status: number; posted: PostedForm }> {
  const values = valuesFromPost(form.empty, fields)
  const failed = (status: number, message: string | undefined, fieldMessages: Record<string, string> = {}) => ({
    status,
    posted: { form: form.name, values, notice: message ? { sent: false, title: 'Error', message } : undefined, fields: fieldMessages },
  })
  if (refused) return failed(refused.status, refused.message)
  const parsed = v.safeParse(form.schema, values)
  if (!parsed.success) {
    const messages: Record<string, string> = {}
    for (const [name, list] of Object.entries(v.flatten(parsed.issues).nested ?? {})) if (list?.[0]) messages[name] = list[0]
    return failed(422, undefined, messages)
  }
  try {
    const answer = await form.send(parsed.output)
    const notice = { sent: true, ...form.sent, ...form.answered?.(answer) }
    return { status: 200, posted: { form: form.name, values: form.empty, notice, fields: {} } }
  } catch (error) {
    if (error instanceof ApiError) return failed(error.status, failureWords(error, form.failure), error.fields)
    return failed(503, form.failure)
  }
}

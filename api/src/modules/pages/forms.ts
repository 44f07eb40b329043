import type { AppContext } from '../../context'
import { json } from '../../lib/errors'
import type { PublicForm } from '../../lib/route-policy'
import {
  countedAlready,
  FORM_TOO_LARGE,
  type FormRefusal,
  formThrottle,
  isTooLarge,
  PUBLIC_FORM_MAX_BYTES,
} from '../../plugins/public-forms'

type Server = Parameters<ReturnType<typeof formThrottle>>[2]

/** A visitor form that arrived as an ordinary form post to its page (JavaScript off, or sent before the app woke). */
export interface ReceivedForm {
  form: PublicForm
  /** What was typed, as the browser sent it: every value a string, a ticked box 'on', an unticked one absent. */
  fields: Record<string, string>
  /** Refused before it was read or sent: too large, or too many from this device. */
  refused?: FormRefusal
  /** The API answering this sending of the form: the server has counted it already, so the API does not again. */
  send(request: Request): Promise<Response>
}

/**
 * Reads a page's form post (its body as text, `application/x-www-form-urlencoded` as browsers send it): which of the page's forms it is (the hidden `form` field), counted in
 * the same place as the API route's sendings (plugins/public-forms.ts), and capped the same way.
 * A post naming no form of the page is refused (400).
 */
export function receivePageForms(ctx: AppContext, answer: (request: Request) => Promise<Response>) {
  const count = formThrottle(ctx)
  const send = (request: Request) => {
    countedAlready.add(request)
    return answer(request)
  }
  return async (request: Request, text: string, server: Server, forms: readonly PublicForm[]): Promise<ReceivedForm | Response> => {
    if (isTooLarge(request) || text.length > PUBLIC_FORM_MAX_BYTES)
      return { form: forms[0], fields: {}, refused: { status: 413, message: FORM_TOO_LARGE }, send }
    const fields: Record<string, string> = {}
    for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value
    const form = forms.find((name) => name === fields.form)
    if (!form) return json(400, { message: 'This form cannot be sent from this page' })
    const refused = await count(form, request, server)
    return { form, fields, refused, send }
  }
}

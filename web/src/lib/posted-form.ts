import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

/** The visitor forms that also work as ordinary form posts to their page (JavaScript off, or sent before the app woke). */
export type PageFormName = 'contact' | 'visit' | 'newsletter' | 'prayer' | 'serving' | 'withdraw' | 'registration' | 'registration-change'

/**
 * A visitor form the server received as an ordinary post, with its answer: the server sends it the
 * way the browser's form would (lib/page-forms.ts) and renders the page with this in its query cache,
 * so the page the visitor lands on, and the app taking it over, show the same thing.
 */
export interface PostedForm {
  form: PageFormName
  /** What the visitor typed: given back after an error, empty after a success. */
  values: Record<string, string | boolean>
  /** Above the form: sent, or the error and its message. None when only fields are wrong (they say why). */
  notice?: { sent: boolean; title: string; message: string }
  /** Each wrong field's message, in the words the form shows in the browser. */
  fields: Record<string, string>
}

export const postedFormKey = ['posted-form'] as const

/**
 * The answer to this form's post, when the page was rendered for one. Read once: the form starts
 * empty at the next visit to the page.
 */
export function usePostedForm(form: PageFormName): PostedForm | undefined {
  const queryClient = useQueryClient()
  const [posted] = useState(() => {
    const found = queryClient.getQueryData<PostedForm>(postedFormKey)
    return found?.form === form ? found : undefined
  })
  useEffect(() => {
    if (posted) queryClient.removeQueries({ queryKey: postedFormKey, exact: true })
  }, [posted, queryClient])
  return posted
}

/**
 * A field's message: the form's own once the visitor has sent it in the browser, else the posted
 * answer's.
 */
export const fieldMessage = (posted: PostedForm | undefined, submitted: boolean, name: string, own: string | undefined) =>
  own ?? (submitted ? undefined : posted?.fields[name])

/** The form's starting values: what was typed when a post failed, else `empty`. */
export const startingValues = <T extends object>(posted: PostedForm | undefined, empty: T): T =>
  posted && !posted.notice?.sent ? ({ ...empty, ...posted.values } as T) : empty

/**
 * A registered field with its starting value written into the HTML as well (the form library sets
 * it only in the browser), so a page rendered on the server shows what was typed.
 */
export const withStart = <T extends object>(registered: T, start: string | boolean | undefined) =>
  typeof start === 'boolean' ? { ...registered, defaultChecked: start } : { ...registered, defaultValue: start ?? '' }

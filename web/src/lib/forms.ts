import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api'
import { failureWords } from './failure-words'

/**
 * After a failed submit: puts the server's field messages on the fields (the same words the form
 * would show) and returns the message for the toast: the server's message, else the screen's
 * fallback (docs/product.md#failures-and-toasts). Never raw JSON, a status code or a validator's words.
 */
export function serverFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fallback: string): string {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields ?? {})) setError(field as Path<T>, { type: 'server', message })
    return failureWords(error, fallback)
  }
  return fallback
}

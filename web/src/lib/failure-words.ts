import { ApiError } from './api'

/** What a toast or page says when the server failed and gave no words of its own. */
export const SERVER_TROUBLE = 'Something went wrong on our side. Please try again in a moment.'

/** The standard reason phrases a bare answer carries ('422 Unprocessable Entity'): a code in words, not a reason. */
const REASON_PHRASES = new Set([
  'bad request',
  'unprocessable entity',
  'unprocessable content',
  'internal server error',
  'not implemented',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
  'method not allowed',
  'request failed',
  'error',
])

/** Messages a browser or a library writes, never the church's: 'Failed to fetch', a validator's 'Invalid type: …'. */
const NOT_OURS = [
  /^\d{3}\b/, // a status code first ('422: …', '500 Internal Server Error')
  /^invalid \w+:/i, // valibot's defaults: 'Invalid type: Expected string but received Array'
  /\bexpected .{0,80}\bbut received\b/i,
  /^(type|syntax|range|reference)error\b/i,
  /^(failed to fetch|load failed|networkerror|network error|json parse error|unexpected token)/i,
  /^[[{<]/, // JSON or HTML, not a sentence
]

/** The longest message shown as it is: anything longer is not a sentence written for a person. */
const MAX_SHOWN = 300

/** Whether `text` reads as a message the API wrote for a person (api/src/plugins/errors.ts: plain words). */
export function isPlainWords(text: string): boolean {
  const said = text.trim()
  if (said === '' || said.length > MAX_SHOWN) return false
  if (REASON_PHRASES.has(said.toLowerCase())) return false
  return !NOT_OURS.some((pattern) => pattern.test(said))
}

/**
 * What a failed call says to a person (docs/product.md#failures-and-toasts): the server's message
 * when it is one of ours, in plain words; never a status code, a validator's words or a browser's.
 * Otherwise `fallback`, or, when the server itself failed, that it did.
 */
export function failureWords(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (isPlainWords(error.detail)) return error.detail.trim()
    return error.status >= 500 ? SERVER_TROUBLE : fallback
  }
  // A TypeError is the browser's or a bug's ('Failed to fetch', 'Cannot read properties of …'), never ours.
  if (!(error instanceof Error) || error instanceof TypeError) return fallback
  return isPlainWords(error.message) ? error.message.trim() : fallback
}

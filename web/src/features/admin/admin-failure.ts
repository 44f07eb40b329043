import { notify } from '../../components/ui/toaster'
import { ApiError } from '../../lib/api'
import { failureWords, isPlainWords } from '../../lib/failure-words'
import { LOGIN_PATH, REDIRECT_DELAY_MS } from './admin-redirects'
import { keepOpenDialogForSignIn } from './components/form-draft'

/** The sign-in page, coming back to the same tab of the dashboard (a dialog's draft waits there: use-entity-form.ts). */
export function loginPathBack(): string {
  const { pathname, search } = window.location
  return pathname.startsWith('/admin') ? `/api/login?returnTo=${encodeURIComponent(pathname + search)}` : LOGIN_PATH
}

let signingInAgain = false

/**
 * Any failed admin call (docs/product.md#dashboard-access): a session that ended ('401: ... Unauthorized') → 'Unauthorized' /
 * 'You are logged out. Logging in again...' and the sign-in page after 500 ms; anything else →
 * 'Error' with the server's message in words (never a status code).
 */
export function adminFailure(error: unknown) {
  const message = error instanceof Error ? error.message : ''
  if (message.startsWith('401:') && message.includes('Unauthorized')) {
    // Several calls can fail at once when a session ends: one toast, one trip to the sign-in page.
    if (signingInAgain) return
    signingInAgain = true
    keepOpenDialogForSignIn()
    // The toasts load on their first use: the 500 ms start once this one is on the screen.
    void notify
      .error('Unauthorized', 'You are logged out. Logging in again...')
      .catch(() => undefined)
      .then(() => setTimeout(() => window.location.assign(loginPathBack()), REDIRECT_DELAY_MS))
    return
  }
  notify.error('Error', inWords(error))
}

/**
 * What went wrong as a person would say it: the server's message when it is one of ours, never its
 * status code or a validator's words (lib/failure-words.ts). A server failure without words of its
 * own says what it means for staff.
 */
export function inWords(error: unknown): string {
  if (error instanceof ApiError && error.status >= 500 && !isPlainWords(error.detail))
    return 'Something went wrong on the server, so nothing was changed. Try again in a moment.'
  return failureWords(error, 'An error occurred')
}

import { notify } from '../../components/ui/toaster'

/** SPEC §9: redirects after an auth failure or a denial wait 500 ms, so the toast is seen. */
export const REDIRECT_DELAY_MS = 500
export const LOGIN_PATH = '/api/login?returnTo=%2Fadmin'

/** The sign-in page, coming back to the same tab of the dashboard (a dialog's draft waits there: use-entity-form.ts). */
export function loginPathBack(): string {
  const { pathname, search } = window.location
  return pathname.startsWith('/admin') ? `/api/login?returnTo=${encodeURIComponent(pathname + search)}` : LOGIN_PATH
}

/**
 * Any failed admin call (SPEC §8): a session that ended ('401: ... Unauthorized') → 'Unauthorized' /
 * 'You are logged out. Logging in again...' and the sign-in page after 500 ms; anything else →
 * 'Error' with the message.
 */
export function adminFailure(error: unknown) {
  const message = error instanceof Error ? error.message : ''
  if (message.startsWith('401:') && message.includes('Unauthorized')) {
    notify.error('Unauthorized', 'You are logged out. Logging in again...')
    setTimeout(() => window.location.assign(loginPathBack()), REDIRECT_DELAY_MS)
    return
  }
  notify.error('Error', message || 'An error occurred')
}

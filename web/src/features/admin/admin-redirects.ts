/**
 * Where the dashboard sends someone it cannot let in, and when. Apart from admin-failure.ts, so the
 * dashboard's gate (in every page's first load, admin-gate.tsx) carries nothing else of the admin's.
 */

/** Redirects after an auth failure or a denial wait 500 ms, so the toast saying why is seen first. */
export const REDIRECT_DELAY_MS = 500
export const LOGIN_PATH = '/api/login?returnTo=%2Fadmin'

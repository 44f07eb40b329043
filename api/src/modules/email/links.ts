/**
 * Links in emails point at the site's origin (lib/site-origin.ts: PUBLIC_URL, else the site address
 * saved in Settings, never the request's Host); the absolute link is written into the outbox row when queued.
 */

/** The page that confirms a newsletter subscription (double opt-in). */
export const confirmPageUrl = (origin: string, token: string) => `${origin}/newsletter/confirm?token=${token}`

/** The page a reader opens from the visible link in a newsletter: it unsubscribes on open. */
export const unsubscribePageUrl = (origin: string, token: string) => `${origin}/newsletter/unsubscribe?token=${token}`

/** Where mail providers POST `List-Unsubscribe=One-Click` (RFC 8058). */
export const oneClickUnsubscribeUrl = (origin: string, token: string) => `${origin}/api/newsletter/unsubscribe?token=${token}`

/** The RFC 2369 / RFC 8058 headers every newsletter email carries (the confirmation too). */
export const unsubscribeHeaders = (origin: string, token: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(origin, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** The readable cookie the server sets at sign-in beside the HttpOnly session (decision 0005); it holds no secret. */
export const SIGNED_IN_COOKIE = 'church_signed_in'

/** Someone is (or recently was) signed in on this browser. */
export const hasSignedInHint = () => typeof document !== 'undefined' && /(?:^|;\s*)church_signed_in=1/.test(document.cookie)

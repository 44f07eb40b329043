import * as v from 'valibot'

/**
 * The public forms carry a field people never see or fill ('website'); bots that fill every field
 * do. A submission with it filled is answered as a success and dropped: nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'website'
export const honeypot = () => v.optional(v.nullable(v.string()))
export const filledHoneypot = (body: { website?: string | null }) => (body.website ?? '').trim() !== ''

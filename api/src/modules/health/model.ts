import * as v from 'valibot'

/** 200 `{ status: 'ok' }` while the database answers, or 503 with why. */
export const Healthy = v.object({ status: v.literal('ok') })
export const Unhealthy = v.object({ status: v.literal('unavailable'), message: v.string() })

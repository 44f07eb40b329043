import * as v from 'valibot'

/** 200 `{ status: 'ok' }` while the database answers, or 503 with why. */
export const Healthy = v.object({ status: v.literal('ok') })
export const Unhealthy = v.object({ status: v.literal('unavailable'), message: v.string() })

/** `/api/health/live`: the process answers, whatever else is down. */
export const Live = v.object({ status: v.literal('live') })
/** `/api/health/ready`: 200 when it may take visitors; 503 says what it waits for. */
export const Ready = v.object({ status: v.literal('ready') })
export const NotReady = v.object({
  status: v.literal('unavailable'),
  /** What is not ready: the database, or the pages still being prepared after a start. */
  waitingFor: v.picklist(['database', 'pages']),
  message: v.string(),
})

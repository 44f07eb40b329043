import { formatClock } from '@church/api/lib/service-times'

/**
 * A service's time as visitors read it ('10:30 AM', or '10:30 a.m.' in running text). Until the
 * service times have loaded it is a quiet placeholder of about the same width, never a guessed time.
 */
export function ServiceClock({ time, style = 'AM' }: { time: string | undefined; style?: 'AM' | 'a.m.' }) {
  if (time === undefined)
    return <span aria-hidden="true" className="inline-block h-[0.9em] w-[4.5em] animate-pulse rounded bg-current op-20 align-middle" />
  return <>{formatClock(time, style)}</>
}

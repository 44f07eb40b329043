import { clockWithZone } from '@church/api/lib/service-times'
import { formatLongDate, formatTime } from '../../../lib/dates'
import { useServiceTimes } from '../../church/api/get-service-times'
import { ServiceClock } from '../../church/components/service-clock'
import { useNextSundayService } from '../api/get-next-sunday-service'

/**
 * 'Live Now' with nothing on: says so, and when the next service is (the next Sunday service staff
 * entered, else the regular Sunday time), with a way back to every service.
 */
export function NothingLive({ onShowAll }: { onShowAll: () => void }) {
  const { data: next } = useNextSundayService()
  const { main, timezone } = useServiceTimes()
  return (
    <div className="card mx-auto w-full max-w-xl p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">No service is live right now.</p>
      <p className="mt-2 text-slate-700">
        {next ? (
          <>
            The next service is {next.isToday ? 'today' : `on ${formatLongDate(next.date)}`} at {formatTime(next.time)} {next.timeZoneName}
            {next.change ? ` (usually ${next.change.usualTime})` : ''}.
          </>
        ) : (
          <>
            {main?.name ?? 'Sunday Worship'} is streamed every {main?.day ?? 'Sunday'} at{' '}
            {(main && clockWithZone(main, timezone)) ?? <ServiceClock time={undefined} />}.
          </>
        )}
      </p>
      <button type="button" className="btn-primary mt-6" onClick={onShowAll}>
        Show all services
      </button>
    </div>
  )
}

import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { LineIcon, SolidIcon } from '../../../components/icons'
import { formatLongDate } from '../../../lib/dates'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { type NextSundayService, useNextSundayService } from '../api/get-next-sunday-service'
import { LiveBadge } from './live-badge'

/**
 * The next Sunday service (or today's, while it is on): date, time, place, its YouTube link, and
 * LIVE while it is streamed. Nothing shows while it loads, when it fails or when staff have entered
 * no service ahead: the regular service times are on the page already.
 */
export function NextSundayServiceCard({ className = '' }: { className?: string }) {
  const { data: service } = useNextSundayService()
  if (!service) return null
  return <NextServiceDetails service={service} className={className} />
}

function NextServiceDetails({ service, className }: { service: NextSundayService; className: string }) {
  const id = useId()
  const church = withDefaults(useSiteConfig().data)
  const place = service.location || church.address

  return (
    <section aria-labelledby={id} className={`card overflow-hidden border-l-4 border-l-primary ${className}`}>
      <div className="flex flex-col gap-5 p-5 sm:p-6 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={id} className="text-xl font-bold text-secondary sm:text-2xl">
              {service.isToday ? "Today's Sunday Service" : 'Next Sunday Service'}
            </h2>
            {service.isLive ? <LiveBadge /> : null}
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-slate-700 sm:text-lg">
            <li className="flex items-center gap-2">
              <SolidIcon name="calendar" className="h-5 w-5 text-primary" />
              <span className="sr-only">Date: </span>
              <time dateTime={service.date}>{formatLongDate(service.date)}</time>
            </li>
            <li className="flex items-center gap-2">
              <SolidIcon name="clock" className="h-5 w-5 text-primary" />
              <span className="sr-only">Time: </span>
              {/* A one-week change reads as one, beside the usual time (docs/product.md#one-sunday-time). */}
              <time dateTime={service.startsAt}>{service.clock}</time>
            </li>
            <li className="flex items-center gap-2">
              <LineIcon name="place" className="h-5 w-5 text-primary" />
              <span className="sr-only">Place: </span>
              <span>{place}</span>
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          {service.youtubeUrl ? (
            <a
              href={service.youtubeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={service.isLive ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
            >
              <SolidIcon name="play" className="h-5 w-5" />
              {service.isLive ? 'Watch live on YouTube' : 'Watch on YouTube'}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <p className="text-muted max-w-xs text-sm">The YouTube link is posted here before the service.</p>
          )}
          {service.stream ? (
            <Link to="/live-streams/$id" params={{ id: service.stream.id }} className="btn-outline">
              Watch here<span className="sr-only"> on this site: {service.stream.title}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  )
}

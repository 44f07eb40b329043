import { clockWithZone } from '@church/api/lib/service-times'
import { Link } from '@tanstack/react-router'
import { useServiceTimes } from '../../church/api/get-service-times'
import { ServiceClock } from '../../church/components/service-clock'

/**
 * 'Join Us for Live Worship': the main Sunday service's time with the church's zone label at
 * its next date ('10:30 AM CST'; Santa Rosa Beach is on Central time), with two ways onward.
 */
export function LiveWorshipPromo() {
  const { main, timezone } = useServiceTimes()
  return (
    <section aria-labelledby="live-worship" className="rounded-2xl bg-secondary px-6 py-10 text-center text-white sm:px-10 sm:py-12">
      <h2 id="live-worship" className="text-2xl font-bold sm:text-3xl">
        Join Us for Live Worship
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">
        Our Sunday services stream live every week at {(main && clockWithZone(main, timezone)) ?? <ServiceClock time={main?.time} />}.
        Worship with us from wherever you are, or come and be with us in person: there is always a seat for you.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/plan-a-visit" className="btn-light">
          Plan Your Visit
        </Link>
        <Link to="/contact" className="btn border-2 border-white text-white hover:bg-white hover:text-secondary">
          View Service Times
        </Link>
      </div>
    </section>
  )
}

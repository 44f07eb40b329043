import { Link } from '@tanstack/react-router'

/** 'Join Us for Live Worship' (SPEC §2): Sunday services live at 10:30 AM EST, with two ways onward. */
export function LiveWorshipPromo() {
  return (
    <section aria-labelledby="live-worship" className="rounded-2xl bg-secondary px-6 py-10 text-center text-white sm:px-10 sm:py-12">
      <h2 id="live-worship" className="text-2xl font-bold sm:text-3xl">
        Join Us for Live Worship
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">
        Our Sunday services stream live every week at 10:30 AM EST. Worship with us from wherever you are, or come and be with us in person:
        there is always a seat for you.
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

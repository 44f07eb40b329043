import { useId } from 'react'
import { useAppUpdate } from '../../lib/service-worker'

/**
 * 'A new version is available' with Reload (decision 0010): shown when a new version of the site is
 * ready, never forced. Reload lets the new version take over, then reloads the page once it has;
 * Not now leaves the page as it is (the new version starts on the next visit).
 */
export function UpdatePrompt() {
  const update = useAppUpdate()
  const titleId = useId()
  return (
    <div role="status" className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-start sm:inset-x-auto sm:left-4">
      {update.available ? (
        <section
          aria-labelledby={titleId}
          className="pointer-events-auto flex w-full flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:w-auto"
        >
          <p id={titleId} className="flex-1 font-semibold text-secondary sm:whitespace-nowrap">
            A new version is available
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
              onClick={update.dismiss}
            >
              Not now
            </button>
            <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={update.reload}>
              Reload
            </button>
          </div>
        </section>
      ) : null}
    </div>
  )
}

import { useOnline } from '../../lib/online'

/**
 * While the browser is offline, a calm line under the top bar (decision 0010). The status region is
 * always there, so screen readers hear the change; online it holds nothing and takes no space.
 */
export function OfflineNotice() {
  const online = useOnline()
  return (
    <div role="status" className={online ? undefined : 'border-b border-amber-300 bg-amber-50'}>
      {online ? null : (
        <p className="container-page flex items-center gap-2 py-1.5 text-sm font-medium text-amber-900">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
          </svg>
          You're offline — showing saved content
        </p>
      )}
    </div>
  )
}

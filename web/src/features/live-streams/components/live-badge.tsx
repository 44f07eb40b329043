/** The red LIVE badge of a service being streamed now (white on red-700: 6.5:1 contrast). */
export function LiveBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold tracking-wide text-white ${className}`}
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white motion-safe:animate-pulse" />
      LIVE
    </span>
  )
}

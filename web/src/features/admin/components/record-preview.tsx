import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * The shape every Preview shares (decision 0042): while staff's read of the record loads, a line
 * saying so; when it fails, who the Preview is for; otherwise a note of how the record stands
 * ('Draft · Visitors don’t see this page yet') over the record as its public page draws it.
 */
export function RecordPreview<T>({
  read,
  noun,
  badge,
  children,
}: {
  read: { data: T | undefined; isPending: boolean; error: Error | null }
  /** What the record is called: 'sermon', 'event', 'page'. */
  noun: string
  /** 'Draft', 'Submitted', 'Scheduled for …', or nothing once visitors see it (lib/publication.ts publicationBadge). */
  badge: (record: T) => string | undefined
  children: (record: T) => ReactNode
}) {
  if (read.isPending)
    return (
      <p role="status" className="container-page text-muted py-12 text-lg">
        Loading the preview...
      </p>
    )
  if (read.error || !read.data)
    return (
      <div className="container-page py-12">
        <p className="text-lg">
          This preview is for signed-in staff, and only of {/^[aeiou]/.test(noun) ? 'an' : 'a'} {noun} they may read.
        </p>
        <Link to="/admin" className="mt-4 inline-block font-semibold text-primary underline">
          Go to the dashboard
        </Link>
      </div>
    )
  const shown = badge(read.data)
  return (
    <>
      <div role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-3 text-center text-amber-950">
        <strong>Preview</strong>
        {shown ? ` · ${shown} · Visitors don’t see this ${noun} yet.` : ' · Published: visitors see this page.'}
      </div>
      {children(read.data)}
    </>
  )
}

import { useState } from 'react'

/** The sermon's picture, or a plain panel in the theme colours when there is none or it fails to load. */
export function SermonThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <div aria-hidden="true" className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-secondary to-primary">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-white/80" fill="currentColor">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
      </div>
    )
  }
  return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} className="aspect-video w-full bg-slate-200 object-cover" />
}

import { useState } from 'react'

/**
 * A sermon's or service's picture (16:9, lazy, sized so nothing shifts), or a plain panel in the theme
 * colours when there is none or it fails to load; the same colours show while it loads.
 */
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
  return (
    <img
      src={src}
      alt=""
      width={480}
      height={270}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-video h-auto w-full bg-gradient-to-br from-secondary to-primary object-cover"
    />
  )
}

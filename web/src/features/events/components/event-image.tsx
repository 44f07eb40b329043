import { useState } from 'react'
import { CoverPicture } from '../../../components/list-card'
import { settledAlready } from '../../../lib/hydration'
import { DEFAULT_EVENT_IMAGE, eventImageSrc } from '../event-display'

type Props = {
  imageUrl: string | null | undefined
  /** The wrapper's size: an aspect ratio for cards, a height for the detail hero. */
  className?: string
  /** The page's largest paint (the detail hero, the list's first card): load it at once. Cards below the fold wait. */
  priority?: boolean
  /** How wide it is drawn (components/picture.tsx): a card's width unless said. */
  sizes?: string
}

/**
 * An event's picture (docs/product.md#events-list): a spinner until it has loaded, and the local default
 * photo when the event has none or its own fails (internet image hosts may be out of reach).
 * Decorative (alt=""): the title is always next to it. The box has a fixed size, so nothing shifts.
 * The spinner lies under the picture, which covers it as soon as it is drawn: the picture never
 * waits for the app's scripts (a page read without JavaScript shows it, and it can be the page's
 * largest paint).
 */
export function EventImage({ imageUrl, className = 'aspect-video', priority = false, sizes }: Props) {
  const [src, setSrc] = useState(() => eventImageSrc(imageUrl))
  const [loaded, setLoaded] = useState(false)
  const onLoad = () => setLoaded(true)
  const onError = () => {
    if (src === DEFAULT_EVENT_IMAGE) setLoaded(true)
    else setSrc(DEFAULT_EVENT_IMAGE)
  }

  return (
    <div
      className={`relative overflow-hidden bg-gradient-to-br from-secondary to-primary ${className}`}
      data-state={loaded ? 'loaded' : 'loading'}
    >
      {loaded ? null : (
        <div className="absolute inset-0 grid place-items-center" data-testid="event-image-spinner">
          <span
            aria-hidden="true"
            className="h-9 w-9 animate-spin rounded-full border-4 border-white/30 border-t-white motion-reduce:animate-none"
          />
        </div>
      )}
      <CoverPicture
        src={src}
        width={640}
        height={360}
        priority={priority}
        sizes={sizes}
        ref={settledAlready(onLoad, onError)}
        onLoad={onLoad}
        onError={onError}
      />
    </div>
  )
}

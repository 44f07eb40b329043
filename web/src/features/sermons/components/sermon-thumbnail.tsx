import { useState } from 'react'
import { SolidIcon } from '../../../components/icons'
import { CARD_SIZES, Picture } from '../../../components/picture'

/**
 * A sermon's or service's picture (16:9, lazy, sized so nothing shifts), or a plain panel in the theme
 * colours when there is none or it fails to load; the same colours show while it loads.
 */
export function SermonThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <div aria-hidden="true" className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-secondary to-primary">
        <SolidIcon name="play" className="h-12 w-12 text-white/80" />
      </div>
    )
  }
  return (
    <Picture
      src={src}
      sizes={CARD_SIZES}
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

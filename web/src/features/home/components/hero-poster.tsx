import { youtubeThumbnail } from '@church/api/lib/video'
import { useState } from 'react'
import { settledAlready } from '../../../lib/hydration'
import { HERO_STOCK_IMAGE } from '../hero-image'

/**
 * The hero's still picture (docs/product.md#home: poster first). The local stock illustration paints at once; the
 * chosen video's thumbnail is laid over it once it has loaded, and dropped if it fails (YouTube's
 * 120 px "no thumbnail" placeholder counts as a failure).
 */
export function HeroPoster({ videoId }: { videoId: string | null }) {
  const [thumbnail, setThumbnail] = useState<{ id: string; state: 'loading' | 'shown' | 'failed' } | null>(null)
  const state = videoId && thumbnail?.id === videoId ? thumbnail.state : 'loading'

  const onLoad = (img: HTMLImageElement) => {
    if (!videoId) return
    setThumbnail({ id: videoId, state: img.naturalWidth >= 200 ? 'shown' : 'failed' })
  }
  const onError = () => videoId && setThumbnail({ id: videoId, state: 'failed' })

  return (
    <div className="absolute inset-0 overflow-hidden bg-secondary">
      <img
        src={HERO_STOCK_IMAGE}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        data-hero-poster="stock"
        className="absolute inset-0 h-full w-full object-cover object-[70%_50%] lg:object-center"
      />
      {videoId && state !== 'failed' ? (
        // hqdefault is 4:3 with black bands above and below the 16:9 picture: a box 4/3 as tall as the
        // hero, centred, shows only the picture whichever side "cover" fits.
        <img
          key={videoId}
          src={youtubeThumbnail(videoId)}
          alt=""
          width={480}
          height={360}
          ref={settledAlready(onLoad, onError)}
          onLoad={(event) => onLoad(event.currentTarget)}
          onError={onError}
          data-hero-poster="thumbnail"
          data-state={state}
          className={`absolute left-0 top-1/2 h-[133.34%] w-full -translate-y-1/2 object-cover transition-opacity duration-700 motion-reduce:transition-none ${
            state === 'shown' ? 'opacity-100' : 'opacity-0'
          }`}
        />
      ) : null}
    </div>
  )
}

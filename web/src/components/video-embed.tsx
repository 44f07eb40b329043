import { embedUrl, youtubeVideoId } from '@church/api/lib/video'
import { type ReactNode, useState } from 'react'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'
import { settledAlready } from '../lib/hydration'
import { useOnline } from '../lib/online'
import { SolidIcon } from './icons'
import { CoverPicture } from './list-card'
import { CARD_SIZES, PAGE_SIZES } from './picture'

const isWebUrl = (url: string) => /^https?:\/\//i.test(url.trim())

/** The player address (related videos off, modest branding: docs/product.md#sermon-page); on failure logged and the raw URL used. */
function playerUrl(url: string) {
  try {
    return embedUrl(url, { autoplay: true })
  } catch (error) {
    console.error('Could not build the embed URL', url, error)
    return url
  }
}

/**
 * A video's picture, lazy-loaded with its size set, over a calm panel in the theme colours. The panel
 * shows while the picture loads, and stays when there is none or it fails (video hosts may be out of
 * reach on a weak connection).
 */
export function VideoThumbnail({
  src,
  className = '',
  cross = true,
  priority = false,
}: {
  src: string
  className?: string
  /** The cross on the plain panel; off where a play button sits on top. */
  cross?: boolean
  /** At the top of the page (a video about to be played): fetched at once instead of lazily. */
  priority?: boolean
}) {
  const [failed, setFailed] = useState(false)
  const fail = () => setFailed(true)
  return (
    <div
      className={`relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br from-secondary to-primary ${className}`}
    >
      {cross ? <SolidIcon name="cross" className="h-10 w-10 text-white/70" /> : null}
      {/* A picture that failed before the app took the server's page over is found failed on the element. */}
      {src && !failed ? (
        <CoverPicture
          src={src}
          width={480}
          height={270}
          priority={priority}
          sizes={priority ? PAGE_SIZES : CARD_SIZES}
          ref={settledAlready(() => {}, fail)}
          onError={fail}
        />
      ) : null}
    </div>
  )
}

/**
 * A list card's picture of a video, with what lies on it (a LIVE badge) and, when there is a video,
 * the round play button that opens it on YouTube, above the card's stretched link.
 */
export function CardVideo({ src, href, title, children }: { src: string; href: string; title: string; children?: ReactNode }) {
  return (
    <div className="relative">
      <VideoThumbnail src={src} />
      {children}
      {href ? <PlayOnYouTube href={href} title={title} /> : null}
    </div>
  )
}

function PlayOnYouTube({ href, title }: { href: string; title: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Play ${title} on YouTube`}
      className="absolute bottom-3 right-3 z-10 flex h-12 w-12 items-center justify-center rounded-full bg-white text-primary shadow-lg transition-transform hover:scale-105"
    >
      <SolidIcon name="play" className="ml-0.5 h-6 w-6" />
    </a>
  )
}

type VideoEmbedProps = {
  /** The video's address as staff entered it (watch, youtu.be, shorts, live, embed... or another player's URL). */
  url: string
  /** Names the player for screen readers ('Play video: …', the iframe title). */
  title: string
  thumbnailUrl?: string
}

/**
 * The one place a video is embedded. A picture with a play button stands in until the visitor asks
 * for the video: the player's megabyte of script never slows the page on a phone, and nothing plays
 * or downloads unasked. Then the responsive 16:9 player replaces it and starts. Offline a calm card
 * stands in instead of a broken player, and the video comes back by itself with the connection.
 * Without a video, 'Watch on YouTube' opens the church's channel (Settings).
 */
export function VideoEmbed({ url, title, thumbnailUrl = '' }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false)
  const online = useOnline()
  const channel = withDefaults(useSiteConfig().data).social.youtube

  if (!isWebUrl(url)) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-xl bg-gradient-to-br from-secondary to-primary p-6 text-center text-white">
        <p className="text-lg font-semibold">The video for this service isn't available here yet.</p>
        {channel && isWebUrl(channel) ? (
          <a href={channel} target="_blank" rel="noopener noreferrer" className="btn-light">
            Watch on YouTube
          </a>
        ) : null}
      </div>
    )
  }

  return (
    <div>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-secondary shadow-md">
        {!online ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-secondary to-primary p-6 text-center text-white">
            <SolidIcon name="play" className="h-10 w-10 text-white/80" />
            <p className="text-lg font-semibold">This video will play when you're back online.</p>
            <p className="text-sm text-white">The link below opens it on YouTube later.</p>
          </div>
        ) : playing ? (
          <iframe
            src={playerUrl(url)}
            title={title}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 h-full w-full cursor-pointer border-0 bg-transparent p-0"
          >
            <VideoThumbnail src={thumbnailUrl} className="h-full" cross={false} priority />
            <span className="absolute inset-0 flex items-center justify-center bg-black/20 transition-colors group-hover:bg-black/30">
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-primary shadow-lg transition-transform group-hover:scale-105 sm:h-20 sm:w-20">
                <SolidIcon name="play" className="ml-1 h-8 w-8 sm:h-10 sm:w-10" />
              </span>
            </span>
            <span className="sr-only">Play video: {title}</span>
          </button>
        )}
      </div>
      <p className="mt-1 text-right">
        {/* 44 px tall, a thumb's tap (docs/product.md#tap-targets). */}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:decoration-2"
        >
          {youtubeVideoId(url) ? 'Watch on YouTube' : 'Open the video'}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}

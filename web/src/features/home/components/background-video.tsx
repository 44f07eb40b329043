import { embedUrl } from '@church/api/lib/video'
import { useEffect, useRef, useState } from 'react'
import { heroEmbedUrl, isPlayingMessage, isYoutubeOrigin } from '../hero-video'

/**
 * The hero's muted, looping background film. Decorative: hidden from assistive technology, out of the
 * tab order (inert) and never under the pointer. It stays invisible over the poster until the player
 * reports that it is playing, so a slow or unreachable player never shows a black box or an error page.
 */
export function BackgroundVideo({ videoId, title }: { videoId: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const handshake = useRef<number | undefined>(undefined)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isYoutubeOrigin(event.origin)) return
      window.clearInterval(handshake.current)
      if (isPlayingMessage(event.data)) setPlaying(true)
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('message', onMessage)
      window.clearInterval(handshake.current)
    }
  }, [])

  // The player reports its state only to a page that says it is listening (the IFrame API handshake);
  // like the official API, say so every 250 ms until it answers, for at most 10 s. The target is '*'
  // because the greeting holds nothing private, and a frame that failed to load (an error page, origin
  // 'null') would otherwise log an origin mismatch on every try; answers are checked by origin above.
  const listen = () => {
    let tries = 0
    const say = () => {
      frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'hero-video', channel: 'widget' }), '*')
      if (++tries >= 40) window.clearInterval(handshake.current)
    }
    window.clearInterval(handshake.current)
    say()
    handshake.current = window.setInterval(say, 250)
  }

  const src = heroEmbedUrl(embedUrl(videoId, { autoplay: true, mute: true, loop: true }), window.location.origin)
  return (
    <div aria-hidden="true" inert className="pointer-events-none absolute inset-0 overflow-hidden [container-type:size]">
      <iframe
        ref={frame}
        src={src}
        title={title}
        tabIndex={-1}
        allow="autoplay; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={listen}
        data-playing={playing}
        className={`absolute left-1/2 top-1/2 h-[max(100%,56.25cqw)] w-[max(100%,177.78cqh)] -translate-x-1/2 -translate-y-1/2 border-0 transition-opacity duration-1000 ${
          playing ? 'opacity-100' : 'opacity-0'
        }`}
      />
    </div>
  )
}

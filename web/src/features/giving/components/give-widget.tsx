import { useEffect, useRef, useState } from 'react'
import { useOnline } from '../../../lib/online'
import { GiveOffline } from './give-offline'

type Status = 'loading' | 'ready' | 'failed'

/**
 * The provider's giving widget (docs/product.md#give-and-offering): its script is added once into this container, where the
 * provider renders the form. A script that can't load (blocked, provider down) gets a calm note; the
 * other ways to give stay on the page. Offline nothing is loaded and a friendly note stands in (a
 * form already shown is hidden, not broken); the widget loads, or loads again, once the connection is
 * back. Mount with `key={src}` so a new URL starts afresh.
 */
export function GiveWidget({ src }: { src: string }) {
  const container = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('loading')
  const online = useOnline()

  useEffect(() => {
    const box = container.current
    if (!box || !online) return
    const previous = box.querySelector<HTMLScriptElement>('script[data-giving-widget]')
    // StrictMode runs effects twice in development: the container keeps its one script, unless it
    // failed (offline at the time, say), when a fresh one is tried.
    if (previous && previous.dataset.givingWidget !== 'failed') return
    previous?.remove()
    setStatus('loading')
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.givingWidget = ''
    script.addEventListener('load', () => setStatus('ready'))
    script.addEventListener('error', () => {
      script.dataset.givingWidget = 'failed'
      setStatus('failed')
    })
    box.append(script)
  }, [src, online])

  return (
    <div data-state={online ? status : 'offline'}>
      {!online ? <GiveOffline what="The online giving form" /> : null}
      {online && status === 'loading' ? (
        <p role="status" className="text-muted py-6 text-center">
          Loading the giving form...
        </p>
      ) : null}
      {online && status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          The online giving form couldn't load just now. Please try again later, or use one of the other ways to give below.
        </p>
      ) : null}
      <div ref={container} className="min-h-0" hidden={!online} />
    </div>
  )
}

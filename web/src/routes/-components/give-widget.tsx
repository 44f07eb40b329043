import { useEffect, useRef, useState } from 'react'

type Status = 'loading' | 'ready' | 'failed'

/**
 * The provider's giving widget (SPEC Give): its script is added once into this container, where the
 * provider renders the form. A script that can't load (offline, blocked, provider down) gets a calm
 * note; the other ways to give stay on the page. Mount with `key={src}` so a new URL starts afresh.
 */
export function GiveWidget({ src }: { src: string }) {
  const container = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('loading')

  useEffect(() => {
    const box = container.current
    // StrictMode runs effects twice in development: the container keeps its one script.
    if (!box || box.querySelector('script[data-giving-widget]')) return
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.givingWidget = ''
    script.addEventListener('load', () => setStatus('ready'))
    script.addEventListener('error', () => setStatus('failed'))
    box.append(script)
  }, [src])

  return (
    <div data-state={status}>
      {status === 'loading' ? (
        <p role="status" className="text-muted py-6 text-center">
          Loading the giving form...
        </p>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          The online giving form couldn't load just now. Please try again later, or use one of the other ways to give below.
        </p>
      ) : null}
      <div ref={container} className="min-h-0" />
    </div>
  )
}

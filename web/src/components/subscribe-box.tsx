import type { ReactNode } from 'react'
import { LineIcon, type LineIconName } from './icons'
import { notify } from './ui/toaster'

/**
 * A 'subscribe' card (the sermon podcast, the events calendar): a heading, one line on what it
 * gives, the app links, and a button copying the feed's address for any other app.
 */
export function SubscribeBox(props: {
  id: string
  icon: LineIconName
  title: string
  description: string
  feedUrl: string
  copyLabel: string
  copied: string
  className?: string
  children: ReactNode
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.feedUrl)
      notify.success(props.copied, 'Paste it into your app to subscribe.')
    } catch {
      notify.info('Copy this address into your app', props.feedUrl)
    }
  }
  return (
    <section aria-labelledby={props.id} className={`card flex flex-wrap items-center gap-3 p-4 sm:p-5 ${props.className ?? ''}`}>
      <div className="mr-auto min-w-56">
        <h2 id={props.id} className="flex items-center gap-2 text-lg font-semibold text-secondary">
          <LineIcon name={props.icon} className="h-5 w-5 text-primary" />
          {props.title}
        </h2>
        <p className="text-muted text-sm">{props.description}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {props.children}
        <button type="button" onClick={() => void copy()} className="btn-outline">
          <LineIcon name="copy" className="h-4 w-4" />
          {props.copyLabel}
        </button>
      </div>
    </section>
  )
}

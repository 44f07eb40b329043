import type { ReactNode } from 'react'
import { failureWords } from '../lib/failure-words'

/** A detail page while its record is on its way: a screen tall, so the footer does not jump when the page arrives. */
export function PageLoading({ text }: { text: string }) {
  return (
    <div className="min-h-dvh">
      <p role="status" className="text-muted container-page py-24 text-center text-lg">
        {text}
      </p>
    </div>
  )
}

/** A list while it loads: most of a screen tall, for the same reason. */
export function ListLoading({ text }: { text: string }) {
  return (
    <p role="status" className="text-muted min-h-[60vh] py-16 text-center text-lg">
      {text}
    </p>
  )
}

type MessageProps = {
  title: string
  children: ReactNode
  /** A way on: a link back or a button to try again. */
  action?: ReactNode
  /** 'alert' for a failure, 'status' for a quiet note; none for a page that simply has nothing to show. */
  role?: 'alert' | 'status'
}

/** A detail page that cannot show its record (not found, or failed): the card is the page, its title the h1. */
export function PageMessage({ title, children, action, role }: MessageProps) {
  return (
    <div className="container-page py-20">
      <div role={role} className="card mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold text-secondary sm:text-3xl">{title}</h1>
        <p className="text-muted mt-3 break-words">{children}</p>
        {action ? <div className="mt-6">{action}</div> : null}
      </div>
    </div>
  )
}

/** A list that failed or has nothing to show: a card in the list's place, under the page's own h1. */
export function ListMessage({ title, children, action, role }: MessageProps) {
  return (
    <div role={role} className="card mx-auto max-w-xl p-8 text-center">
      <h2 className="text-xl font-bold text-secondary">{title}</h2>
      <p className="text-muted mt-2">{children}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  )
}

/** The failure card of a list, with the server's message in words (never a code: lib/failure-words.ts) and 'Try Again' (disabled while it refetches). */
export function ListLoadError({ title, error, retry, retrying }: { title: string; error: Error; retry: () => void; retrying: boolean }) {
  return (
    <ListMessage
      role="alert"
      title={title}
      action={
        <button type="button" className="btn-primary" onClick={retry} disabled={retrying}>
          Try Again
        </button>
      }
    >
      {failureWords(error, 'Please try again in a moment.')}
    </ListMessage>
  )
}

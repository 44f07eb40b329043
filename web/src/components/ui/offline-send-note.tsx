import { useOnline } from '../../lib/online'

/**
 * Under a visitor form's button while the device is offline: the form keeps what was typed, and a
 * form already sent waits and goes out when the connection is back (TanStack Query pauses it).
 */
export function OfflineSendNote({ waiting }: { waiting: boolean }) {
  const online = useOnline()
  return (
    <p role="status" className="mt-2 text-sm empty:hidden">
      {online
        ? ''
        : waiting
          ? "You're offline. This will be sent as soon as you're back online — please keep this page open."
          : "You're offline. What you type stays here; you can send it when you're back online."}
    </p>
  )
}

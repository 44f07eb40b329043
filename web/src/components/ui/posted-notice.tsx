import type { PostedForm } from '../../lib/posted-form'

/**
 * Above a form the server answered (it was sent as an ordinary post): that it was sent, or the
 * error and its message, in the words the form's toasts use. Read out when the page opens.
 */
export function PostedNotice({ posted, className = '' }: { posted: PostedForm | undefined; className?: string }) {
  const notice = posted?.notice
  if (!notice) return null
  const tone = notice.sent ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900'
  return (
    <div role={notice.sent ? 'status' : 'alert'} className={`rounded-lg border-l-4 px-4 py-3 text-left ${tone} ${className}`}>
      <p className="font-semibold">{notice.title}</p>
      <p>{notice.message}</p>
    </div>
  )
}

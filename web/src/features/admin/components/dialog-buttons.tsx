import type { ReactNode } from 'react'
import { OFFLINE_SAVE_TEXT } from '../../../lib/online'

/** The buttons at the foot of a dialog's form: Cancel, then what the form does (Create, Review, Change password...). */
export function DialogButtons({ onCancel, className, children }: { onCancel: () => void; className?: string; children: ReactNode }) {
  return (
    <div className={`${className ? `${className} ` : ''}flex flex-wrap justify-end gap-3`}>
      <button type="button" className="btn border border-slate-300 text-slate-800 hover:bg-slate-100" onClick={onCancel}>
        Cancel
      </button>
      {children}
    </div>
  )
}

/** Why nothing can be sent while offline (decision 0010); the buttons it disables name it by `id`. */
export function OfflineNote({ id }: { id: string }) {
  return (
    <p id={id} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {OFFLINE_SAVE_TEXT}
    </p>
  )
}

/**
 * A form's submit button that sends nothing offline: disabled while `pending`; offline it says so
 * (aria-disabled, described by the OfflineNote `reasonId`) but stays focusable, so the reason is read.
 */
export function OnlineSubmitButton({
  online,
  reasonId,
  pending,
  className,
  children,
}: {
  online: boolean
  reasonId: string
  pending: boolean
  className: string
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      className={`${className} aria-disabled:cursor-not-allowed aria-disabled:opacity-70`}
      disabled={pending}
      aria-disabled={online ? undefined : true}
      aria-describedby={online ? undefined : reasonId}
      onClick={(event) => {
        if (!online) event.preventDefault()
      }}
    >
      {children}
    </button>
  )
}

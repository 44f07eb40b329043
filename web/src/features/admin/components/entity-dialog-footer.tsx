import { useId } from 'react'
import { useDialogGuard } from '../../../components/ui/dialog'
import { OFFLINE_SAVE_TEXT, useOnline } from '../../../lib/online'

/**
 * The add/edit dialogs' footer: Cancel, and a submit button reading Create or Update ('Saving...' while saving).
 * Offline the button is disabled and says why (decision 0010); it stays focusable so the reason is read,
 * and the dialog keeps what was typed until the connection is back. Cancel asks first when something typed
 * would be lost (the dialog's guard); outside a dialog it just calls `onCancel`.
 */
export function EntityDialogFooter({ saving, editing, onCancel }: { saving: boolean; editing: boolean; onCancel: () => void }) {
  const online = useOnline()
  const guard = useDialogGuard()
  const reasonId = useId()
  return (
    <div className="mt-2 grid gap-3">
      <div role="status">
        {online ? null : (
          <p id={reasonId} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {OFFLINE_SAVE_TEXT}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn border border-slate-300 text-slate-800 hover:bg-slate-100"
          onClick={guard ? guard.requestClose : onCancel}
        >
          Cancel
        </button>
        <button
          type="submit"
          className="btn-primary disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          disabled={saving}
          aria-disabled={online ? undefined : true}
          aria-describedby={online ? undefined : reasonId}
          onClick={(event) => {
            if (!online) event.preventDefault()
          }}
        >
          {saving ? 'Saving...' : editing ? 'Update' : 'Create'}
        </button>
      </div>
    </div>
  )
}

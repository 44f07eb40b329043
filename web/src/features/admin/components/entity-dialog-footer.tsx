import { useId } from 'react'
import { useDialogGuard } from '../../../components/ui/dialog'
import { useOnline } from '../../../lib/online'
import { DialogButtons, OfflineNote, OnlineSubmitButton } from './dialog-buttons'

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
      <div role="status">{online ? null : <OfflineNote id={reasonId} />}</div>
      <DialogButtons onCancel={guard ? guard.requestClose : onCancel}>
        <OnlineSubmitButton online={online} reasonId={reasonId} pending={saving} className="btn-primary disabled:opacity-70">
          {saving ? 'Saving...' : editing ? 'Update' : 'Create'}
        </OnlineSubmitButton>
      </DialogButtons>
    </div>
  )
}

import { useId } from 'react'
import { useDialogGuard } from '../../../components/ui/dialog'
import { useOnline } from '../../../lib/online'
import { HistoryButton } from '../revisions/history-dialog'
import { DialogButtons, OfflineNote, OnlineSubmitButton } from './dialog-buttons'

/** The record whose History the footer opens (an existing one of a kind that keeps versions). */
export type FooterHistory = Parameters<typeof HistoryButton>[0]

/**
 * The add/edit dialogs' footer: Cancel, and a submit button reading Create or Update ('Saving...' while saving).
 * Offline the button is disabled and says why (decision 0010); it stays focusable so the reason is read,
 * and the dialog keeps what was typed until the connection is back. Cancel asks first when something typed
 * would be lost (the dialog's guard); outside a dialog it just calls `onCancel`. With `history`, a
 * History button on the left opens the record's saved versions (decision 0043).
 */
export function EntityDialogFooter({
  saving,
  editing,
  onCancel,
  history,
}: {
  saving: boolean
  editing: boolean
  onCancel: () => void
  history?: FooterHistory
}) {
  const online = useOnline()
  const guard = useDialogGuard()
  const reasonId = useId()
  return (
    <div className="mt-2 grid gap-3">
      <div role="status">{online ? null : <OfflineNote id={reasonId} />}</div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {history ? <HistoryButton {...history} /> : <span />}
        <DialogButtons onCancel={guard ? guard.requestClose : onCancel}>
          <OnlineSubmitButton online={online} reasonId={reasonId} pending={saving} className="btn-primary disabled:opacity-70">
            {saving ? 'Saving...' : editing ? 'Update' : 'Create'}
          </OnlineSubmitButton>
        </DialogButtons>
      </div>
    </div>
  )
}

/** The add/edit dialogs' footer: Cancel, and a submit button reading Create or Update ('Saving...' while saving). */
export function EntityDialogFooter({ saving, editing, onCancel }: { saving: boolean; editing: boolean; onCancel: () => void }) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-3">
      <button type="button" className="btn border border-slate-300 text-slate-800 hover:bg-slate-100" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn-primary disabled:opacity-70" disabled={saving}>
        {saving ? 'Saving...' : editing ? 'Update' : 'Create'}
      </button>
    </div>
  )
}

import { useRoleMay } from './staff-role'

/**
 * Clear All, kept apart from Add: a small section at the end of its tab (Sermons, Events), so a
 * slip near 'Add' never reaches it. The question it opens asks for the count or the word first.
 */
export function ClearAllBox({ plural, onClear, disabled = false }: { plural: string; onClear: () => void; disabled?: boolean }) {
  // Clear All is an admin's (its route's policy): an editor deletes one at a time.
  const admin = useRoleMay('admin')
  const headingId = `clear-all-${plural.toLowerCase()}`
  if (!admin) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
      <div className="max-w-2xl">
        <h3 id={headingId} className="text-base font-bold text-secondary">
          Clear all {plural.toLowerCase()}
        </h3>
        <p className="text-muted text-sm">
          Deletes every one of them at once. They stay in Recently deleted for 30 days, where they can be restored.
        </p>
      </div>
      <button
        type="button"
        className="btn border border-red-300 bg-white text-red-800 hover:bg-red-50 disabled:opacity-60"
        onClick={onClear}
        disabled={disabled}
      >
        Clear All {plural}
      </button>
    </section>
  )
}

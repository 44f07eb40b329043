/**
 * For a dialog that stays open while its changes are saved one by one (a series' Dates) and opens
 * dialogs of its own (a date's change form, the question before a date is cancelled): only a click
 * on the page behind it closes it (with Escape and its Close button), never
 * - a click in a toast (its ✕, or the toast saying what was just saved; Ark UI marks its parts
 *   data-scope="toast") or in a dialog it opened;
 * - focus found outside it: a modal dialog keeps focus inside, so focus outside is F8 reading the
 *   toasts, a dialog opened from this one before Ark has stacked it above (a frame later), or a
 *   dialog closed just before giving focus back to its button late (seen with a busy browser).
 */
export function keepOpen(event: {
  type: string
  target: EventTarget | null
  detail?: { originalEvent?: Event }
  preventDefault: () => void
}) {
  if (event.type.startsWith('focus')) return event.preventDefault()
  const target = event.detail?.originalEvent?.target ?? event.target
  if (!(target instanceof Element)) return
  if (target.closest('[data-scope="toast"]') || target.closest('[data-scope="dialog"][data-part="content"]')) event.preventDefault()
}

/**
 * Which of a record's fields a sync may change (decision 0008). `youtubeSynced` holds, by field
 * name, the value the last sync wrote. A field whose stored value still equals it is YouTube's,
 * and follows YouTube; one staff changed is theirs, and later syncs leave it alone (its old
 * snapshot value stays, so it stays "edited"). A field the sync never wrote is filled only while
 * it is blank. Fields in `always` (a live state) follow YouTube whatever staff did.
 */
export type Values = Record<string, unknown>

export interface Merge {
  /** The columns to write (only those that differ from what is stored). */
  changes: Values
  /** The new youtubeSynced. */
  snapshot: Values
  /** Fields left as staff wrote them although YouTube now says something else. */
  keptEdits: string[]
}

export function mergeSynced(
  stored: Values,
  lastSynced: Values | null | undefined,
  incoming: Values,
  always: readonly string[] = [],
): Merge {
  const snapshot: Values = { ...(lastSynced ?? {}) }
  const changes: Values = {}
  const keptEdits: string[] = []
  for (const [field, value] of Object.entries(incoming)) {
    if (value === undefined) continue
    const current = stored[field]
    const ours = always.includes(field) || (field in snapshot ? same(current, snapshot[field]) : isBlank(current))
    if (!ours) {
      if (!same(current, value)) keptEdits.push(field)
      continue
    }
    // A blank value for a field the sync never wrote is nothing to fill it with.
    if (!(field in snapshot) && !always.includes(field) && isBlank(value)) continue
    snapshot[field] = value
    if (!same(current, value)) changes[field] = value
  }
  return { changes, snapshot, keptEdits }
}

const isBlank = (value: unknown) => value === undefined || value === null || value === ''

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

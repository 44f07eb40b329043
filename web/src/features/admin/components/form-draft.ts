import { useEffect, useState } from 'react'
import { adminDraftKey } from '../../../lib/admin-cache'
import { useCurrentUser } from '../../auth/api/get-current-user'

/** Values as a person sees them, in one spelling: fields in name order, and empty however it is stored. */
const shown = (values: unknown): string =>
  JSON.stringify(values, (_key, value) =>
    value === undefined || value === null
      ? ''
      : value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
        : value,
  )

const readDraft = (key: string | undefined): Record<string, unknown> | undefined => {
  if (!key) return undefined
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null')
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * What a person typed into an admin form, kept on this device under their id ('sermon:new',
 * 'event:<id>', 'settings') until it is saved or discarded, so a refresh, a crash or a session that
 * ended mid-edit loses nothing. `leaveOut` names fields never written to the device (a password).
 * `saved` is what the form started from; a draft equal to it is no draft.
 */
export function useFormDraft<T extends object>(draftKey: string | undefined, saved: T, leaveOut: readonly string[] = []) {
  const userId = useCurrentUser().data?.id
  const [storageKey] = useState(() => (draftKey && userId ? adminDraftKey(userId, draftKey) : undefined))
  const [draft] = useState(() => readDraft(storageKey))
  const kept = (values: object) => Object.fromEntries(Object.entries(values).filter(([name]) => !leaveOut.includes(name)))
  const [base] = useState(() => ({ current: shown(kept(saved)) }))
  return {
    /** The draft kept from before, if any (without the left-out fields). */
    draft: draft as Partial<T> | undefined,
    /** Whether these values differ from what the form started from. */
    changed: (values: object) => shown(kept(values)) !== base.current,
    /** Keeps these values (or forgets the draft when they are what was saved). */
    keep(values: object) {
      if (!storageKey) return
      const draftValues = kept(values)
      if (shown(draftValues) === base.current) localStorage.removeItem(storageKey)
      else localStorage.setItem(storageKey, JSON.stringify(draftValues))
    },
    /** Forgets the draft; `nowSaved` becomes what the form starts from (after a save). */
    drop(nowSaved?: T) {
      if (storageKey) localStorage.removeItem(storageKey)
      if (nowSaved) base.current = shown(kept(nowSaved))
    },
  }
}

/** Where a dialog whose save met an ended session waits to be opened again (with the drafts, so a sign-out clears it). */
const REOPEN = 'reopen'

/**
 * A save refused because the session ended: after signing in again the same tab opens this dialog
 * again (its draft fills it). `record` is what the dialog was editing (null when adding).
 */
export function keepDialogForSignIn(userId: string, draftKey: string, record: unknown) {
  localStorage.setItem(adminDraftKey(userId, REOPEN), JSON.stringify({ draftKey, record: record ?? null }))
}

/**
 * Opens again, once, the dialog left open when the session ended, if it is one of this tab's
 * (its draft key starts with `prefix`: 'sermon', 'event', 'list:faq' ...).
 */
export function useReopenAfterSignIn<T>(prefix: string, open: (record: T | null) => void) {
  const userId = useCurrentUser().data?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the signed-in user is known
  useEffect(() => {
    if (!userId) return
    const key = adminDraftKey(userId, REOPEN)
    const kept = readDraft(key) as { draftKey?: unknown; record?: T | null } | undefined
    if (typeof kept?.draftKey !== 'string' || !kept.draftKey.startsWith(`${prefix}:`)) return
    localStorage.removeItem(key)
    open(kept.record ?? null)
  }, [userId])
}

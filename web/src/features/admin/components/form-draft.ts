import { useEffect, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useDialogGuard } from '../../../components/ui/dialog'
import { adminDraftKey } from '../../session/admin-cache'
import { useCurrentUser } from '../../session/current-user'
import { useTabGuard } from './tab-guard'

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
 * ended mid-edit loses nothing. `leaveOut` names fields never written to the device (a password);
 * `notTyped` names fields kept but not typed by anyone (a newsletter's idempotency key), which never
 * make a draft of their own. `saved` is what the form started from; a draft equal to it is no draft.
 */
export function useFormDraft<T extends object>(
  draftKey: string | undefined,
  saved: T,
  leaveOut: readonly string[] = [],
  notTyped: readonly string[] = [],
) {
  const userId = useCurrentUser().data?.id
  const [storageKey] = useState(() => (draftKey && userId ? adminDraftKey(userId, draftKey) : undefined))
  const [draft] = useState(() => readDraft(storageKey))
  const kept = (values: object) => Object.fromEntries(Object.entries(values).filter(([name]) => !leaveOut.includes(name)))
  const typed = (values: object) => Object.fromEntries(Object.entries(kept(values)).filter(([name]) => !notTyped.includes(name)))
  const [base] = useState(() => ({ current: shown(typed(saved)) }))
  return {
    /** The draft kept from before, if any (without the left-out fields). */
    draft: draft as Partial<T> | undefined,
    /** Whether these values differ from what the form started from. */
    changed: (values: object) => shown(typed(values)) !== base.current,
    /** Keeps these values (or forgets the draft when they are what was saved). */
    keep(values: object) {
      if (!storageKey) return
      if (shown(typed(values)) === base.current) localStorage.removeItem(storageKey)
      else localStorage.setItem(storageKey, JSON.stringify(kept(values)))
    },
    /** Forgets the draft; `nowSaved` becomes what the form starts from (after a save). */
    drop(nowSaved?: T) {
      if (storageKey) localStorage.removeItem(storageKey)
      if (nowSaved) base.current = shown(typed(nowSaved))
    },
  }
}

/**
 * Ties a dialog's form to its draft: what is typed is kept as it is typed, a draft found at the start
 * is said to be restored, and closing with unsaved changes asks first (the enclosing Dialog's guard).
 */
export function useDialogDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'watch'>,
  kept: ReturnType<typeof useFormDraft>,
) {
  const guard = useDialogGuard()
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once for the life of the form
  useEffect(() => {
    if (kept.draft) guard?.setRestored(true)
    guard?.setGuard({ isDirty: () => kept.changed(form.getValues()), discard: () => kept.drop() })
    const watching = form.watch((values) => kept.keep(values))
    return () => {
      watching.unsubscribe()
      guard?.setGuard(null)
    }
  }, [])
}

/**
 * Ties a tab's own form (Settings, the backups' schedule) to its draft: a draft found at the start goes
 * back in as unsaved changes over what is saved and is said to be `restored`; what is typed is kept as
 * it is typed; switching tabs with unsaved changes asks first (the dashboard's tab guard). After a save,
 * `saved(values)` makes the server's answer what the form holds and starts from.
 */
export function useTabDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'watch' | 'setValue' | 'reset'>,
  kept: ReturnType<typeof useFormDraft<T>>,
  saved: T,
) {
  const tabGuard = useTabGuard()
  const [restored, setRestored] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once for the life of the form
  useEffect(() => {
    for (const [name, value] of Object.entries(kept.draft ?? {})) {
      if (name in saved) form.setValue(name as Path<T>, value as never, { shouldDirty: true })
    }
    if (kept.draft) setRestored(true)
    const watching = form.watch((values) => kept.keep(values))
    tabGuard?.setGuard({
      isDirty: () => kept.changed(form.getValues()),
      discard: () => {
        kept.drop()
        form.reset(saved)
      },
    })
    return () => {
      watching.unsubscribe()
      tabGuard?.setGuard(null)
    }
  }, [])
  return {
    restored,
    saved(nowSaved: T) {
      kept.drop(nowSaved)
      setRestored(false)
      form.reset(nowSaved)
    },
  }
}

/** Where a dialog whose save met an ended session waits to be opened again (with the drafts, so a sign-out clears it). */
const REOPEN = 'reopen'

/** The dialog open right now with a draft of its own, if any (one dialog is open at a time). */
type OpenDialog = { userId: string; draftKey: string; record: unknown; changed: () => boolean }
let openDialog: OpenDialog | null = null

/** A dialog's form says it is open (until the function returned is called). */
export function trackOpenDialog(entry: OpenDialog) {
  openDialog = entry
  return () => {
    if (openDialog === entry) openDialog = null
  }
}

/**
 * The session ended (any admin call answered 401, a save or a list): the dialog open with unsaved
 * changes is opened again, filled, on the same tab after signing in.
 */
export function keepOpenDialogForSignIn() {
  if (openDialog?.changed()) keepDialogForSignIn(openDialog.userId, openDialog.draftKey, openDialog.record)
}

/**
 * After signing in again the same tab opens this dialog again (its draft fills it). `record` is
 * what the dialog was editing (null when adding).
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

/**
 * A tab's add/edit dialog: closed, adding (`add()`, no record) or editing (`edit(record)`); the one left
 * open when the session ended (its draft keys start with `prefix`) opens again after signing in.
 */
export function useEditDialog<T>(prefix: string) {
  const [editing, setEditing] = useState<{ record: T | null } | null>(null)
  useReopenAfterSignIn<T>(prefix, (record) => setEditing({ record }))
  return {
    open: editing !== null,
    /** The record being edited: null when adding, undefined when closed. */
    record: editing?.record,
    add: () => setEditing({ record: null }),
    edit: (record: T) => setEditing({ record }),
    onOpenChange: (open: boolean) => {
      if (!open) setEditing(null)
    },
  }
}

import type { RevisionKind } from '@church/api/models/revisions'
import type { ReactNode } from 'react'
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form'
import { Dialog, type DialogState, useDialogGuard } from '../../../components/ui/dialog'
import type { RecordSaver } from '../api/save-record'
import { useDialogFields } from './dialog-fields'
import { EntityDialogFooter } from './entity-dialog-footer'
import { useRoleMay } from './staff-role'
import { useEntityForm } from './use-entity-form'

export type { DialogState }

/** What a dialog's fields are drawn with: the form (`control` for a picture, `watch`...) and `field('title')` for each field. */
export type EntityForm<TValues extends FieldValues, TInput> = ReturnType<typeof useEntityForm<TValues, TInput>> & {
  field: ReturnType<typeof useDialogFields<TValues>>
}

type EntityFormOptions<TValues extends FieldValues, TInput> = {
  /** The record edited, or none when adding. */
  record: { id: string } | null | undefined
  /** The start of the draft's key ('sermon' keeps 'sermon:new', 'sermon:<id>'); the tab opens it again by this after a new sign-in. */
  draft: string
  saver: RecordSaver<TInput>
  /** The API's own schema for the record. */
  resolver: Resolver<TValues, unknown, TInput>
  defaultValues: DefaultValues<TValues>
  /** The dialog's own fields. */
  children: (form: EntityForm<TValues, TInput>) => ReactNode
}

/**
 * An add/edit dialog (docs/product.md#dashboard-lists-and-dialogs): 'Add Sermon' without a record,
 * 'Edit Sermon' with one (the saver's noun). Its form mounts with the dialog, so each opening starts fresh (or from its
 * draft); it saves the record (added, or changed by its id), then closes, with Cancel and
 * Create or Update under the dialog's own fields.
 */
export function EntityDialog<TValues extends FieldValues, TInput>({
  open,
  onOpenChange,
  description,
  size,
  ...form
}: DialogState & EntityFormOptions<TValues, TInput> & { description: string; size?: 'sm' | 'md' }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${form.record ? 'Edit' : 'Add'} ${form.saver.noun}`}
      description={description}
      size={size}
    >
      <EntityDialogForm {...form} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

/** The kind of saved versions a dialog's record keeps, by its draft's name (decision 0043); none for the others. */
function historyKind(draft: string): RevisionKind | undefined {
  if (draft.startsWith('list:')) return 'page-item'
  return (
    { sermon: 'sermon', event: 'event', 'service-time': 'service-time', staff: 'staff-member', page: 'page', news: 'news-post' } as const
  )[draft as 'sermon']
}

function EntityDialogForm<TValues extends FieldValues, TInput>({
  record,
  draft,
  saver,
  children,
  ...options
}: EntityFormOptions<TValues, TInput> & { onDone: () => void }) {
  const form = useEntityForm<TValues, TInput>({
    ...options,
    save: (input) => saver.save(input, record?.id),
    saving: saver.saving,
    draftKey: `${draft}:${record?.id ?? 'new'}`,
    editing: record,
  })
  const field = useDialogFields(form)
  const guard = useDialogGuard()
  // A record's History is for editors and admins (a contributor's drafts have none to show them).
  const kind = useRoleMay('editor') ? historyKind(draft) : undefined
  // A restore is saved: the dialog closes (asking first about anything typed) and the list shows it.
  const history = kind && record ? { kind, record: record.id, onRestored: guard ? guard.requestClose : options.onDone } : undefined
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      {children({ ...form, field })}
      <EntityDialogFooter saving={form.saving} editing={Boolean(record)} onCancel={options.onDone} history={history} />
    </form>
  )
}

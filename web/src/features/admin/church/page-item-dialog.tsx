import { itemNoun, PAGE_LIST_WORDS, type PageList, SUNDAY_TIME_PLACEHOLDER } from '@church/api/content/page-lists'
import { PageItemInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import type * as v from 'valibot'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'
import { type AdminPageItem, useCreatePageItem, useUpdatePageItem } from './api/texts'

type PageItemFormValues = v.InferInput<typeof PageItemInput>

/** Add or edit one item of a Church tab list; its fields are named in the list's words ('Question', 'Answer'). */
export function PageItemDialog({
  list,
  open,
  onOpenChange,
  item,
}: {
  list: PageList
  open: boolean
  onOpenChange: (open: boolean) => void
  item?: AdminPageItem | null
}) {
  const words = PAGE_LIST_WORDS[list]
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${item ? 'Edit' : 'Add'} ${words.item}`}
      description={`${words.title} and ${words.body.toLowerCase()} are required.`}
    >
      <PageItemForm list={list} item={item} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function PageItemForm({ list, item, onDone }: { list: PageList; item?: AdminPageItem | null; onDone: () => void }) {
  const id = useId()
  const words = PAGE_LIST_WORDS[list]
  const create = useCreatePageItem(list)
  const update = useUpdatePageItem(list)
  const { register, errors, onSubmit, saving } = useEntityForm<PageItemFormValues, PageItemInput>({
    resolver: valibotResolver(PageItemInput),
    defaultValues: { list, title: item?.title ?? '', label: item?.label ?? '', body: item?.body ?? '' },
    save: (values) => (item ? update.mutateAsync({ id: item.id, item: values }) : create.mutateAsync(values)),
    saving: create.isPending || update.isPending,
    onDone,
    fallback: `Failed to save the ${itemNoun(list).toLowerCase()}`,
    draftKey: `list:${list}:${item?.id ?? 'new'}`,
    editing: item,
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-title`} label={words.title} error={errors.title?.message}>
        {(c) => <input {...c} required className="input-base" {...register('title')} />}
      </FormField>
      {words.label ? (
        <FormField id={`${id}-label`} label={words.label} error={errors.label?.message}>
          {(c) => <input {...c} className="input-base" {...register('label')} />}
        </FormField>
      ) : null}
      <FormField id={`${id}-body`} label={words.body} error={errors.body?.message}>
        {(c) => (
          <>
            <textarea {...c} rows={5} required className="input-base" {...register('body')} />
            <p className="text-muted mt-1 text-sm">
              Plain text; a blank line starts a new paragraph. {SUNDAY_TIME_PLACEHOLDER} shows the Sunday service's time.
            </p>
          </>
        )}
      </FormField>
      <EntityDialogFooter saving={saving} editing={Boolean(item)} onCancel={onDone} />
    </form>
  )
}

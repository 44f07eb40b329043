import { itemNoun, PAGE_LIST_WORDS, type PageList, SUNDAY_TIME_PLACEHOLDER } from '@church/api/content/page-lists'
import { PageItemInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { TextAreaField, TextField, useDialogFields } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'
import { type AdminPageItem, useCreatePageItem, useUpdatePageItem } from './api/texts'

type PageItemFormValues = v.InferInput<typeof PageItemInput>

/** Add or edit one item of a Church tab list; its fields are named in the list's words ('Question', 'Answer'). */
export function PageItemDialog({ list, item, ...dialog }: DialogState & { list: PageList; item?: AdminPageItem | null }) {
  const words = PAGE_LIST_WORDS[list]
  return (
    <EntityDialog
      {...dialog}
      noun={words.item}
      editing={Boolean(item)}
      description={`${words.title} and ${words.body.toLowerCase()} are required.`}
    >
      {(onDone) => <PageItemForm list={list} item={item} onDone={onDone} />}
    </EntityDialog>
  )
}

function PageItemForm({ list, item, onDone }: { list: PageList; item?: AdminPageItem | null; onDone: () => void }) {
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
  const field = useDialogFields({ register, errors })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label={words.title} required {...field('title')} />
      {words.label ? <TextField label={words.label} {...field('label')} /> : null}
      <TextAreaField
        label={words.body}
        rows={5}
        required
        hint={`Plain text; a blank line starts a new paragraph. ${SUNDAY_TIME_PLACEHOLDER} shows the Sunday service's time.`}
        {...field('body')}
      />
      <EntityDialogFooter saving={saving} editing={Boolean(item)} onCancel={onDone} />
    </form>
  )
}

import { PAGE_LIST_WORDS, type PageList, SUNDAY_TIME_PLACEHOLDER } from '@church/api/content/page-lists'
import { PageItemInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { TextAreaField, TextField } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { type AdminPageItem, useSavePageItem } from './api/texts'

type PageItemFormValues = v.InferInput<typeof PageItemInput>

const toFormValues = (list: PageList, item: AdminPageItem | null | undefined): PageItemFormValues => ({
  list,
  title: item?.title ?? '',
  label: item?.label ?? '',
  body: item?.body ?? '',
})

/** Add or edit one item of a Church tab list; its fields are named in the list's words ('Question', 'Answer'). */
export function PageItemDialog({ list, item, ...dialog }: DialogState & { list: PageList; item?: AdminPageItem | null }) {
  const words = PAGE_LIST_WORDS[list]
  return (
    <EntityDialog
      {...dialog}
      description={`${words.title} and ${words.body.toLowerCase()} are required.`}
      record={item}
      draft={`list:${list}`}
      saver={useSavePageItem(list)}
      resolver={valibotResolver(PageItemInput)}
      defaultValues={toFormValues(list, item)}
    >
      {({ field }) => (
        <>
          <TextField label={words.title} required {...field('title')} />
          {words.label ? <TextField label={words.label} {...field('label')} /> : null}
          <TextAreaField
            label={words.body}
            rows={5}
            required
            hint={`Plain text; a blank line starts a new paragraph. ${SUNDAY_TIME_PLACEHOLDER} shows the Sunday service's time.`}
            {...field('body')}
          />
        </>
      )}
    </EntityDialog>
  )
}

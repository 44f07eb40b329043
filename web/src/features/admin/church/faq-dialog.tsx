import { SUNDAY_TIME_PLACEHOLDER } from '@church/api/content/page-texts'
import { FaqItemInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import type * as v from 'valibot'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'
import { type AdminFaqItem, useCreateFaqItem, useUpdateFaqItem } from './api/texts'

type FaqFormValues = v.InferInput<typeof FaqItemInput>

/** Add or edit one Plan a Visit question (Church tab → FAQ). */
export function FaqDialog({
  open,
  onOpenChange,
  item,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  item?: AdminFaqItem | null
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Edit FAQ Item' : 'Add FAQ Item'}
      description="Question and answer are required."
    >
      <FaqForm item={item} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function FaqForm({ item, onDone }: { item?: AdminFaqItem | null; onDone: () => void }) {
  const id = useId()
  const create = useCreateFaqItem()
  const update = useUpdateFaqItem()
  const { register, errors, onSubmit, saving } = useEntityForm<FaqFormValues, FaqItemInput>({
    resolver: valibotResolver(FaqItemInput),
    defaultValues: { question: item?.question ?? '', answer: item?.answer ?? '' },
    save: (values) => (item ? update.mutateAsync({ id: item.id, item: values }) : create.mutateAsync(values)),
    saving: create.isPending || update.isPending,
    onDone,
    fallback: 'Failed to save the FAQ item',
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-question`} label="Question" error={errors.question?.message}>
        {(c) => <input {...c} required className="input-base" {...register('question')} />}
      </FormField>
      <FormField id={`${id}-answer`} label="Answer" error={errors.answer?.message}>
        {(c) => (
          <>
            <textarea {...c} rows={5} required className="input-base" {...register('answer')} />
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

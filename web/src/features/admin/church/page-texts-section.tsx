import { PAGE_TEXT_KEYS, PAGE_TEXT_LABELS, type PageTextKey } from '@church/api/content/page-texts'
import { PageTextsInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId, useState } from 'react'
import type * as v from 'valibot'
import { FormField } from '../../../components/ui/form-field'
import { useEntityForm } from '../components/use-entity-form'
import { HistoryButton } from '../revisions/history-dialog'
import { useAdminPageTexts, useSavePageTexts } from './api/texts'

type TextsFormValues = v.InferInput<typeof PageTextsInput>

/** Church tab → Page texts: the prose of About Us, Music, Kids Church and What We Believe, saved together. */
export function PageTextsSection() {
  const texts = useAdminPageTexts()
  // A restored version is saved: the form starts again from the texts as they now are.
  const [restored, setRestored] = useState(0)
  return (
    <section aria-labelledby="church-texts-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="church-texts-heading" className="text-xl font-bold text-secondary">
            Page Texts
          </h3>
          <p className="text-muted text-sm">Plain text: a blank line starts a new paragraph. Nothing is read as HTML.</p>
        </div>
        <HistoryButton kind="page-texts" record="page-texts" onRestored={() => setRestored((n) => n + 1)} />
      </div>
      {texts.data ? (
        <PageTextsForm key={restored} texts={texts.data} />
      ) : (
        <p className="text-muted" role="status">
          {texts.isError ? 'Page texts could not be loaded.' : 'Loading...'}
        </p>
      )}
    </section>
  )
}

function PageTextsForm({ texts }: { texts: Record<PageTextKey, string> }) {
  const id = useId()
  const save = useSavePageTexts()
  const { register, errors, onSubmit, saving } = useEntityForm<TextsFormValues, PageTextsInput>({
    resolver: valibotResolver(PageTextsInput),
    defaultValues: texts,
    save: (values) => save.mutateAsync(values),
    saving: save.isPending,
    onDone: () => {},
    draftKey: 'page-texts',
  })
  return (
    <form onSubmit={onSubmit} noValidate className="card grid gap-4 p-4 sm:p-6">
      {PAGE_TEXT_KEYS.map((key) => (
        <FormField key={key} id={`${id}-${key}`} label={PAGE_TEXT_LABELS[key]} error={errors[key]?.message}>
          {(c) => <textarea {...c} rows={key === 'about' ? 10 : 5} className="input-base" {...register(key)} />}
        </FormField>
      ))}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary disabled:opacity-70" disabled={saving}>
          {saving ? 'Saving...' : 'Save Page Texts'}
        </button>
      </div>
    </form>
  )
}

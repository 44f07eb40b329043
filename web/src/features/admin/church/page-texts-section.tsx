import {
  isPlainPageText,
  PAGE_TEXT_KEYS,
  PAGE_TEXT_LABELS,
  type PlainPageTextKey,
  type RichPageTextKey,
} from '@church/api/content/page-texts'
import type { RichDoc } from '@church/api/lib/rich-text/document'
import { PageTextsInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId, useState } from 'react'
import { Controller, type Resolver } from 'react-hook-form'
import { FormField } from '../../../components/ui/form-field'
import { RichTextField } from '../components/rich-text-field'
import { useEntityForm } from '../components/use-entity-form'
import { HistoryButton } from '../revisions/history-dialog'
import { useAdminPageTexts, useSavePageTexts } from './api/texts'

/** The form holds each rich text as the editor's document, the creed and the rules as typed (decision 0051). */
type TextsFormValues = Record<RichPageTextKey, RichDoc> & Record<PlainPageTextKey, string>
// The schema accepts missing values too; the form always holds them, so only the input type is narrowed.
const textsResolver = valibotResolver(PageTextsInput) as unknown as Resolver<TextsFormValues, unknown, PageTextsInput>

/** What the rich texts' fields say under their labels. */
const RICH_HINT = 'Headings, bold, lists and links: use the buttons above the text.'

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
          <p className="text-muted text-sm">
            Written as a page is: headings, bold, lists and links. The creed and the safety rules are plain text.
          </p>
        </div>
        <HistoryButton kind="page-texts" record="page-texts" onRestored={() => setRestored((n) => n + 1)} />
      </div>
      {texts.data ? (
        // The rich texts are documents the server checked (api/src/modules/church/page-texts.ts readRichText).
        <PageTextsForm key={restored} texts={texts.data as TextsFormValues} />
      ) : (
        <p className="text-muted" role="status">
          {texts.isError ? 'Page texts could not be loaded.' : 'Loading...'}
        </p>
      )}
    </section>
  )
}

function PageTextsForm({ texts }: { texts: TextsFormValues }) {
  const id = useId()
  const save = useSavePageTexts()
  const { register, control, errors, onSubmit, saving } = useEntityForm<TextsFormValues, PageTextsInput>({
    resolver: textsResolver,
    defaultValues: texts,
    save: (values) => save.mutateAsync(values),
    saving: save.isPending,
    onDone: () => {},
    draftKey: 'page-texts',
  })
  return (
    <form onSubmit={onSubmit} noValidate className="card grid gap-4 p-4 sm:p-6">
      {PAGE_TEXT_KEYS.map((key) =>
        isPlainPageText(key) ? (
          <FormField key={key} id={`${id}-${key}`} label={PAGE_TEXT_LABELS[key]} error={errors[key]?.message}>
            {(c) => <textarea {...c} rows={key === 'creed' ? 12 : 5} className="input-base" {...register(key)} />}
          </FormField>
        ) : (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field, fieldState }) => (
              <RichTextField
                id={`${id}-${key}`}
                label={PAGE_TEXT_LABELS[key]}
                hint={RICH_HINT}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ),
      )}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary disabled:opacity-70" disabled={saving}>
          {saving ? 'Saving...' : 'Save Page Texts'}
        </button>
      </div>
    </form>
  )
}

import { PublishInput } from '@church/api/lib/publication'
import { emptyDoc, type RichDoc } from '@church/api/lib/rich-text/document'
import { slugOf } from '@church/api/lib/slug'
import { SitePageInput, slugFromTitle } from '@church/api/models/site-pages'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { Controller, type Resolver } from 'react-hook-form'
import * as v from 'valibot'
import { useSiteOrigin } from '../../../lib/site-origin'
import { PictureField, TextAreaField, TextField } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { PublishFields, type PublishValues, publishDefaults, useChurchTimezone } from '../components/publish-fields'
import { RichTextField } from '../components/rich-text-field'
import { useRoleMay } from '../components/staff-role'
import type { AdminSitePage } from './api/get-admin-pages'
import { type SitePageSent, useSaveSitePage } from './api/save-page'

const PageForm = v.object({ ...SitePageInput.entries, publish: PublishInput })

/** The form holds each text field as typed, the text as the editor's document, and the Publish choice. */
type PageFormValues = { title: string; slug: string; summary: string; imageUrl: string; body: RichDoc; publish: PublishValues }
// The schema accepts missing values too; the form always holds them, so only the input type is narrowed.
const pageResolver = valibotResolver(PageForm) as unknown as Resolver<PageFormValues, unknown, SitePageSent>

const formValues = (page: AdminSitePage | null | undefined, publish: PublishValues): PageFormValues => ({
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  summary: page?.summary ?? '',
  imageUrl: page?.imageUrl ?? '',
  // A stored body was checked against the document's schema when it was saved.
  body: (page?.body as RichDoc | undefined) ?? structuredClone(emptyDoc),
  publish,
})

/** The page's address as visitors will type it: the one written, or the one its title makes. */
function AddressWords({ slug, title }: { slug: string; title: string }) {
  const origin = useSiteOrigin() || (typeof window === 'undefined' ? '' : window.location.origin)
  const address = slug.trim().toLowerCase() || slugFromTitle(slugOf(title))
  if (!address) return <>Its address is made from the title, or write one: lowercase letters, digits and hyphens.</>
  return (
    <>
      Visitors will find it at <strong className="break-all text-slate-800">{`${origin}/${address}`}</strong>
      {slug.trim() ? '' : ' (made from the title; write your own to change it)'}. Changing it later keeps the old address working.
    </>
  )
}

/**
 * Add or edit one page (docs/product.md#pages): its title, address, summary for search engines and
 * link previews, share picture, text and how to publish it. The form mounts with the dialog, so each
 * opening starts fresh.
 */
export function PageDialog({ page, ...dialog }: DialogState & { page?: AdminSitePage | null }) {
  const mayPublish = useRoleMay('editor')
  const timeZone = useChurchTimezone()
  const bodyId = useId()
  return (
    <EntityDialog
      {...dialog}
      description="A title is required; the address is made from it unless you write one."
      record={page ?? null}
      draft="page"
      saver={useSaveSitePage()}
      resolver={pageResolver}
      defaultValues={formValues(page, publishDefaults(page, mayPublish, timeZone))}
    >
      {({ field, control, register, watch, errors }) => {
        const publishForm = { register, watch, errors }
        return (
          <>
            <TextField label="Title" required {...field('title')} />
            <TextField
              label="Address"
              placeholder="new-here"
              autoCapitalize="none"
              spellCheck={false}
              hint={<AddressWords slug={watch('slug') ?? ''} title={watch('title') ?? ''} />}
              {...field('slug')}
            />
            <TextAreaField
              label="Summary"
              rows={2}
              hint="One or two sentences search engines and link previews show under the title."
              {...field('summary')}
            />
            <PictureField control={control} name="imageUrl" label="Share picture" />
            <Controller
              control={control}
              name="body"
              render={({ field: body, fieldState }) => (
                <RichTextField
                  id={bodyId}
                  label="Text"
                  hint="Headings, lists, links, pictures and videos: use the buttons above the text."
                  value={body.value}
                  onChange={body.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <PublishFields form={publishForm} record={page} />
          </>
        )
      }}
    </EntityDialog>
  )
}

import { PublishInput } from '@church/api/lib/publication'
import { emptyDoc, type RichDoc } from '@church/api/lib/rich-text/document'
import { slugOf } from '@church/api/lib/slug'
import { NewsPostInput } from '@church/api/models/news'
import { slugFromTitle } from '@church/api/models/site-pages'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { Controller, type Resolver } from 'react-hook-form'
import * as v from 'valibot'
import { useSiteOrigin } from '../../../lib/site-origin'
import { useCurrentUser } from '../../session/current-user'
import { PictureField, TextAreaField, TextField } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { PublishFields, type PublishValues, publishDefaults, useChurchTimezone } from '../components/publish-fields'
import { RichTextField } from '../components/rich-text-field'
import { useRoleMay } from '../components/staff-role'
import type { AdminNewsPost } from './api/get-admin-news'
import { type NewsPostSent, useSaveNewsPost } from './api/save-news-post'

const PostForm = v.object({ ...NewsPostInput.entries, publish: PublishInput })

/** The form holds each text field as typed, the text as the editor's document, and the Publish choice. */
type PostFormValues = {
  title: string
  slug: string
  summary: string
  imageUrl: string
  author: string
  body: RichDoc
  publish: PublishValues
}
// The schema accepts missing values too; the form always holds them, so only the input type is narrowed.
const postResolver = valibotResolver(PostForm) as unknown as Resolver<PostFormValues, unknown, NewsPostSent>

/** A new post's author is the signed-in staff member, by name (their email when they have none); staff may change it. */
const formValues = (post: AdminNewsPost | null | undefined, publish: PublishValues, signedIn: string): PostFormValues => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  summary: post?.summary ?? '',
  imageUrl: post?.imageUrl ?? '',
  author: post ? post.author : signedIn,
  // A stored body was checked against the document's schema when it was saved.
  body: (post?.body as RichDoc | undefined) ?? structuredClone(emptyDoc),
  publish,
})

/** The post's address as visitors will type it: the one written, or the one its title makes. */
function AddressWords({ slug, title }: { slug: string; title: string }) {
  const origin = useSiteOrigin() || (typeof window === 'undefined' ? '' : window.location.origin)
  const address = slug.trim().toLowerCase() || slugFromTitle(slugOf(title))
  if (!address) return <>Its address is made from the title, or write one: lowercase letters, digits and hyphens.</>
  return (
    <>
      Visitors will find it at <strong className="break-all text-slate-800">{`${origin}/news/${address}`}</strong>
      {slug.trim() ? '' : ' (made from the title; write your own to change it)'}. Changing it later keeps the old address working.
    </>
  )
}

/**
 * Add or edit one news post (docs/product.md#news): its title, address, summary (the lists, link
 * previews, the feed and the newsletter show it), picture, author, text and how to publish it. The
 * form mounts with the dialog, so each opening starts fresh.
 */
export function NewsPostDialog({ post, ...dialog }: DialogState & { post?: AdminNewsPost | null }) {
  const mayPublish = useRoleMay('editor')
  const timeZone = useChurchTimezone()
  const { data: user } = useCurrentUser()
  const bodyId = useId()
  return (
    <EntityDialog
      {...dialog}
      description="A title is required; the address is made from it unless you write one."
      record={post ?? null}
      draft="news"
      saver={useSaveNewsPost()}
      resolver={postResolver}
      defaultValues={formValues(post, publishDefaults(post, mayPublish, timeZone), user?.name || '')}
    >
      {({ field, control, register, watch, errors }) => {
        const publishForm = { register, watch, errors }
        return (
          <>
            <TextField label="Title" required {...field('title')} />
            <TextField
              label="Address"
              placeholder="parish-picnic"
              autoCapitalize="none"
              spellCheck={false}
              hint={<AddressWords slug={watch('slug') ?? ''} title={watch('title') ?? ''} />}
              {...field('slug')}
            />
            <TextAreaField
              label="Summary"
              rows={2}
              hint="One or two sentences: the news list, link previews, the feed and the newsletter show them under the title."
              {...field('summary')}
            />
            <PictureField control={control} name="imageUrl" label="Picture" />
            <TextField label="Author" hint="Who wrote it, as readers will see it: a name or ‘The Parish Office’." {...field('author')} />
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
            <PublishFields form={publishForm} record={post} />
          </>
        )
      }}
    </EntityDialog>
  )
}

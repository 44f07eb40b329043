import { useState } from 'react'
import { useReopenAfterSignIn } from '../components/form-draft'
import { type PublicationFilter, PublicationFilterSelect } from '../components/publish-fields'
import { useConfirmDelete } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import { useConfirm } from '../components/use-confirm'
import { type AdminNewsPost, useNewsPage } from './api/get-admin-news'
import { useDeleteNewsPost, useSendNewsAsNewsletter } from './api/save-news-post'
import { NewsPostDialog } from './news-dialog'
import { NewsTable } from './news-table'

/** The add/edit dialog: no post is create mode, a post is edit mode (kept while it closes). */
type Editing = { open: boolean; post: AdminNewsPost | null }

/**
 * The News tab (docs/product.md#news): the church's news posts, added, edited, previewed and deleted,
 * filtered by how they stand (decision 0042); an editor sends a published one as the newsletter. A
 * contributor sees their own.
 */
export function NewsTab() {
  const [state, setState] = useState<PublicationFilter>('')
  const posts = useNewsPage(state)
  const mayPublish = useRoleMay('editor')
  const [editing, setEditing] = useState<Editing>({ open: false, post: null })
  useReopenAfterSignIn<AdminNewsPost>('news', (post) => setEditing({ open: true, post }))
  const confirmDelete = useConfirmDelete<AdminNewsPost>({
    title: 'Delete News Post',
    message: (post) =>
      `Are you sure you want to delete "${post.title}"? Its address will show "Page Not Found". You can undo it from the message that follows.`,
    remove: useDeleteNewsPost(),
  })
  const send = useSendNewsAsNewsletter()
  // One key per question asked: confirming twice (a double click, a retry) sends the issue once.
  const confirmSend = useConfirm<{ post: AdminNewsPost; idempotencyKey: string }>({
    title: 'Send as Newsletter',
    message: ({ post }) =>
      `Email "${post.title}" to every active subscriber now? The email holds its summary and a link to the post. It is sent once.`,
    confirmLabel: 'Send',
    pending: send.isPending,
    run: ({ post, idempotencyKey }, close) => send.mutate({ id: post.id, idempotencyKey }, { onSettled: close }),
  })

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="section-title">{mayPublish ? 'News' : 'Your news posts'}</h2>
          {posts.query.data && !posts.search ? <p className="text-muted text-sm">{posts.total} in all</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PublicationFilterSelect value={state} onChange={setState} />
          <button type="button" className="btn-primary" onClick={() => setEditing({ open: true, post: null })}>
            Add Post
          </button>
        </div>
      </div>

      <NewsTable
        list={posts}
        onEdit={(post) => setEditing({ open: true, post })}
        onDelete={confirmDelete.ask}
        onSend={(post) => confirmSend.ask({ post, idempotencyKey: crypto.randomUUID() })}
      />

      <NewsPostDialog open={editing.open} onOpenChange={(open) => setEditing((current) => ({ ...current, open }))} post={editing.post} />
      {confirmDelete.dialog}
      {confirmSend.dialog}
    </div>
  )
}

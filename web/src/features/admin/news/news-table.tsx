import type { PagedList } from '../api/paged-list'
import { PreviewLink, PublicationBadge } from '../components/publish-fields'
import { EditDelete, editButton, ResourceTable } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import type { AdminNewsPost } from './api/get-admin-news'

/**
 * The news list: title (with its Draft, Submitted or Scheduled badge), its address, and what staff can
 * do with each: edit, delete, preview, and for an editor a published post's 'Send as newsletter'.
 */
export function NewsTable({
  list,
  onEdit,
  onDelete,
  onSend,
}: {
  list: PagedList<AdminNewsPost>
  onEdit: (post: AdminNewsPost) => void
  onDelete: (post: AdminNewsPost) => void
  onSend: (post: AdminNewsPost) => void
}) {
  // A contributor changes only their own drafts (the list holds only their own): not one that is published.
  const mayPublish = useRoleMay('editor')
  const live = (post: AdminNewsPost) => post.publication === 'published' && (!post.publishAt || new Date(post.publishAt) <= new Date())
  return (
    <ResourceTable
      caption="News posts, newest first"
      noun="news posts"
      searchHint="Search by title or address"
      list={list}
      errorText="The news could not be loaded."
      empty="No news yet. Use Add Post to write one: a change of plans, the rector's letter, what is coming up."
      columns={[
        {
          label: 'Title',
          main: true,
          cell: (post) => (
            <>
              {post.title}
              <PublicationBadge record={post} />
            </>
          ),
        },
        { label: 'Address', cell: (post) => <span className="break-all">/news/{post.slug}</span> },
        { label: 'Author', cell: (post) => post.author },
      ]}
      actions={(post) => {
        const preview = <PreviewLink kind="news" id={post.id} title={post.title} />
        if (!mayPublish && post.publication === 'published') return preview
        return (
          <EditDelete name={post.title} onEdit={() => onEdit(post)} onDelete={() => onDelete(post)}>
            {preview}
            {mayPublish && live(post) ? (
              <button
                type="button"
                className={`${editButton} whitespace-nowrap`}
                onClick={() => onSend(post)}
                aria-label={`Send “${post.title}” as newsletter`}
              >
                Send as newsletter
              </button>
            ) : null}
          </EditDelete>
        )
      }}
    />
  )
}

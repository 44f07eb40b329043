import { useState } from 'react'
import { formatDate } from '../../../lib/dates'
import { sermonTitle } from '../../../lib/text'
import { AdminTable } from '../components/admin-table'
import type { AdminSermon } from './api/get-admin-sermons'

const small = 'inline-flex items-center rounded-md px-3 py-1.5 text-sm font-semibold no-underline'
export const editButton = `${small} border border-slate-300 text-slate-800 hover:bg-slate-100`
const deleteButton = `${small} border border-red-300 text-red-800 hover:bg-red-50`

/** A small preview of a sermon's picture; nothing at all when there is none or it fails to load (SPEC §2). */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) return null
  return (
    <img
      src={src}
      alt=""
      width={96}
      height={54}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-video h-auto w-24 rounded-md bg-slate-100 object-cover"
    />
  )
}

/** The sermons table (SPEC §2): thumbnail, title, speaker, date, series badge, and what staff can do with each. */
export function SermonsTable({
  sermons,
  onEdit,
  onDelete,
}: {
  sermons: AdminSermon[]
  onEdit: (sermon: AdminSermon) => void
  onDelete: (sermon: AdminSermon) => void
}) {
  return (
    <AdminTable
      caption="Sermons, newest first"
      minWidth="min-w-[52rem]"
      columns={[
        { label: 'Thumbnail' },
        { label: 'Title' },
        { label: 'Speaker' },
        { label: 'Date' },
        { label: 'Series' },
        { label: 'Actions', align: 'right' },
      ]}
      bodyClassName="divide-y divide-slate-200"
    >
      {sermons.map((sermon) => {
        const title = sermonTitle(sermon.title)
        return (
          <tr key={sermon.id} className="align-middle hover:bg-slate-50">
            <td className="w-28 px-4 py-2">
              <Thumbnail src={sermon.thumbnailUrl} />
            </td>
            <td className="px-4 py-2 font-semibold text-slate-900">{title}</td>
            <td className="px-4 py-2 text-slate-700">{sermon.speaker}</td>
            <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatDate(sermon.date)}</td>
            <td className="px-4 py-2">
              {sermon.series ? (
                <span className="inline-block rounded-md border border-slate-300 bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                  {sermon.series}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-2">
              <div className="flex justify-end gap-2">
                {sermon.youtubeUrl ? (
                  <a
                    href={sermon.youtubeUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={editButton}
                    aria-label={`Watch ${title} (opens in a new tab)`}
                  >
                    Watch
                  </a>
                ) : null}
                <button type="button" className={editButton} aria-label={`Edit ${title}`} onClick={() => onEdit(sermon)}>
                  Edit
                </button>
                <button type="button" className={deleteButton} aria-label={`Delete ${title}`} onClick={() => onDelete(sermon)}>
                  Delete
                </button>
              </div>
            </td>
          </tr>
        )
      })}
    </AdminTable>
  )
}

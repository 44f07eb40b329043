import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { api, unwrap } from '../../lib/api'
import { Picture } from '../picture'
import { Dialog } from './dialog'

/** How many pictures the picker shows at once: the newest, or those a search finds. */
const SHOWN = 48
const SEARCH_PAUSE_MS = 300

/**
 * 'Choose from Media' (docs/product.md#media): the pictures already uploaded, newest first, as a grid
 * of buttons with a search box; choosing one hands its address to the field and closes. Loaded only
 * when staff open it, so no page pays for it before.
 */
export default function PicturePicker({
  label,
  open,
  onOpenChange,
  onChoose,
}: {
  /** The field it fills ('Thumbnail'). */
  label: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (address: string) => void
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const pictures = useQuery({
    queryKey: ['admin', 'pictures', 'choose', search],
    queryFn: () => unwrap(api.admin.pictures.get({ query: { limit: SHOWN, offset: 0, ...(search ? { search } : {}) } })),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { admin: true },
  })
  const items = pictures.data?.items ?? []
  const total = pictures.data?.total ?? 0

  let body: React.ReactNode
  if (pictures.isPending) body = <p role="status">Loading...</p>
  else if (pictures.isError && !pictures.data)
    body = (
      <p className="text-red-800">
        The pictures could not be loaded.{' '}
        <button type="button" className="font-semibold text-primary underline" onClick={() => void pictures.refetch()}>
          Try again
        </button>
      </p>
    )
  else if (items.length === 0)
    body = <p className="text-muted">{search ? `No pictures match “${search}”.` : 'No pictures yet: upload one instead.'}</p>
  else
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Pictures">
        {items.map((picture) => (
          <li key={picture.id}>
            <button
              type="button"
              aria-label={`Choose ${picture.fileName}`}
              className="grid w-full gap-1 rounded-lg border border-slate-200 p-1.5 text-left text-sm text-slate-800 hover:border-primary hover:bg-slate-50"
              onClick={() => {
                onChoose(picture.address)
                onOpenChange(false)
              }}
            >
              <Picture
                src={picture.address}
                alt=""
                sizes="(min-width: 768px) 160px, 45vw"
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
              />
              <span className="truncate px-0.5">{picture.fileName}</span>
            </button>
          </li>
        ))}
      </ul>
    )

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose from Media"
      description={`A picture already uploaded, for ${label}.`}
      size="lg"
    >
      <div className="grid gap-4">
        <div>
          <label htmlFor={`${id}-search`} className="label-base">
            Search pictures
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="input-base"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={`${id}-shown`}
          />
          <p id={`${id}-shown`} className="text-muted mt-1 text-sm" role="status" aria-live="polite">
            {total > items.length ? `The newest ${items.length} of ${total}: search by file name, description or where it is used.` : ''}
          </p>
        </div>
        {body}
      </div>
    </Dialog>
  )
}

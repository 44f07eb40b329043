import { CATEGORY_NAME_MAX } from '@church/api/models/events'
import { type FormEvent, useId, useState } from 'react'
import { Dialog } from '../../../components/ui/dialog'
import { ApiError } from '../../../lib/api'
import { MoveButtons } from '../components/resource-table'
import { useConfirm } from '../components/use-confirm'
import {
  type AdminEventCategory,
  useAddEventCategory,
  useAdminEventCategories,
  useDeleteEventCategory,
  useOrderEventCategories,
  useRenameEventCategory,
} from './api/event-categories'

/** The words a refused save gives: the server's (a name another category has), else the failure's own. */
const refusal = (error: unknown) =>
  error instanceof ApiError ? (error.fields?.name ?? error.detail) : error instanceof Error ? error.message : ''

const eventsWords = (n: number) => (n === 1 ? '1 event' : `${n} events`)

/**
 * 'Categories' of the Events tab (decision 0057): the kinds of event visitors filter by (Worship,
 * Youth, Music, Outreach…), in the order /events shows them. Add, rename, move up or down, delete:
 * a delete says how many events carry the category and asks first; those events keep everything else.
 */
export function CategoriesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useAdminEventCategories()
  const order = useOrderEventCategories()
  const remove = useDeleteEventCategory()
  const [editing, setEditing] = useState<string | null>(null)
  // What was just done, said in the dialog (a toast behind a modal dialog is hidden from screen readers).
  const [said, setSaid] = useState('')
  const confirm = useConfirm<AdminEventCategory>({
    title: 'Delete Category',
    message: (c) =>
      c.events > 0
        ? `Delete the category “${c.name}”? ${eventsWords(c.events)} ${c.events === 1 ? 'carries' : 'carry'} it: ${c.events === 1 ? 'it keeps' : 'they keep'} everything else, only without this category. This cannot be undone.`
        : `Delete the category “${c.name}”? No event carries it. This cannot be undone.`,
    confirmLabel: 'Delete Category',
    pending: remove.isPending,
    run: (c, close) =>
      remove.mutate(c.id, {
        onSuccess: (done) => {
          setSaid(done.message)
          close()
        },
      }),
  })
  const list = categories.data ?? []
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved)
    order.mutate(ids, { onSuccess: () => setSaid(`Moved ${list[index].name} ${by < 0 ? 'up' : 'down'}`) })
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Event Categories"
      description="Visitors can show only the events of one category on the Events page, and subscribe to its own calendar. Tick them in each event."
    >
      <div className="grid gap-6">
        {categories.isPending ? <p className="text-muted">Loading categories...</p> : null}
        {categories.isError ? <p className="text-red-700">Categories could not be loaded.</p> : null}
        {categories.data && list.length === 0 ? <p className="text-muted">No categories yet. Add the first below.</p> : null}
        {list.length > 0 ? (
          <ol
            aria-label="Categories, in the order visitors see them"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {list.map((category, index) =>
              editing === category.id ? (
                <li key={category.id} className="p-3">
                  <CategoryForm
                    category={category}
                    onSaved={(saved) => setSaid(`Saved the category ${saved}`)}
                    onDone={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={category.id} className="flex flex-wrap items-center gap-2 p-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-semibold text-secondary">{category.name}</p>
                    <p className="text-muted text-sm">
                      {eventsWords(category.events)}
                      {category.description ? ` · ${category.description}` : ''}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <MoveButtons
                      name={category.name}
                      index={index}
                      count={list.length}
                      pending={order.isPending}
                      onMove={(by) => move(index, by)}
                    />
                    <button
                      type="button"
                      className="btn px-3 py-1.5 text-sm text-primary hover:bg-primary/10"
                      aria-label={`Rename ${category.name}`}
                      onClick={() => setEditing(category.id)}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      className="btn px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                      aria-label={`Delete ${category.name}`}
                      onClick={() => confirm.ask(category)}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ),
            )}
          </ol>
        ) : null}
        <section aria-labelledby="add-category-heading" className="grid gap-3 rounded-lg bg-slate-50 p-4">
          <h3 id="add-category-heading" className="font-semibold text-secondary">
            Add a category
          </h3>
          <CategoryForm onSaved={(saved) => setSaid(`Added the category ${saved}`)} />
        </section>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="mr-auto text-sm font-semibold text-green-800">
            {said}
          </p>
          <button type="button" className="btn-outline" onClick={() => onOpenChange(false)}>
            Done
          </button>
        </div>
      </div>
      {confirm.dialog}
    </Dialog>
  )
}

/** A category's name and description: a new one (no `category`), or one renamed in its row. */
function CategoryForm({
  category,
  onSaved,
  onDone,
}: {
  category?: AdminEventCategory
  onSaved: (name: string) => void
  onDone?: () => void
}) {
  const id = useId()
  const add = useAddEventCategory()
  const rename = useRenameEventCategory()
  const [name, setName] = useState(category?.name ?? '')
  const [description, setDescription] = useState(category?.description ?? '')
  const [problem, setProblem] = useState('')
  const saving = add.isPending || rename.isPending
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setProblem('Name is required')
    const done = {
      onSuccess: (saved: { name: string }) => {
        setProblem('')
        onSaved(saved.name)
        if (!category) {
          setName('')
          setDescription('')
        }
        onDone?.()
      },
      onError: (error: unknown) => setProblem(refusal(error)),
    }
    if (category) rename.mutate({ id: category.id, name, description }, done)
    else add.mutate({ name, description }, done)
  }
  const errorId = `${id}-error`
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1.5fr_auto] sm:items-end">
      <div className="grid gap-1">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-800">
          Name
        </label>
        <input
          id={`${id}-name`}
          className="input-base"
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          placeholder="e.g. Youth"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-description`} className="text-sm font-semibold text-slate-800">
          Short description <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={`${id}-description`}
          className="input-base"
          value={description}
          maxLength={300}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        {category ? (
          <button type="button" className="btn-outline" onClick={onDone}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={saving}>
          {category ? 'Save' : 'Add Category'}
        </button>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700 sm:col-span-3">
          {problem}
        </p>
      ) : null}
    </form>
  )
}

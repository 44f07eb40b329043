import { BUILT_IN_PAGE_KEYS, BUILT_IN_PAGES, DEFAULT_MENUS, MENUS, type MenuName } from '@church/api/content/menus'
import { isWebUrl } from '@church/api/lib/fields'
import { MENU_MAX, type MenuItem } from '@church/api/models/menus'
import { useEffect, useId, useState } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { MoveButtons } from '../components/resource-table'
import { TabSection } from '../components/tab-section'
import { useAdminMenus, useOwnPages, useSaveMenus } from './api/menus'

/** 'Goes to' for another website: the address is typed in its own box. */
const WEBSITE = 'website'
const PAGE = 'page:'

/** A link as the form holds it: where it goes is a choice, and a typed address when that is another website. */
type Row = { key: string; label: string; choice: string; url: string }
type Rows = Record<MenuName, Row[]>

const WORDS: Record<MenuName, { title: string; hint: string; noun: string }> = {
  header: {
    title: 'Top menu',
    hint: 'The links along the top of every page (on a phone, under Menu).',
    noun: 'top menu link',
  },
  footer: { title: 'Footer links', hint: 'The Quick Links at the bottom of every page.', noun: 'footer link' },
}

let made = 0
const rowOf = ({ label, to }: { label: string; to: string }): Row => ({
  key: `link-${++made}`,
  label,
  choice: isWebUrl(to) ? WEBSITE : to,
  url: isWebUrl(to) ? to : '',
})
const rowsOf = (menus: Record<MenuName, { label: string; to: string }[]>): Rows => ({
  header: menus.header.map(rowOf),
  footer: menus.footer.map(rowOf),
})
const itemOf = (row: Row): MenuItem => ({ label: row.label.trim(), to: row.choice === WEBSITE ? row.url.trim() : row.choice })

/** What is wrong with a row, before anything is sent: the server says the same (modules/menus/model.ts). */
function problems(row: Row): { label?: string; url?: string } {
  return {
    ...(row.label.trim() ? {} : { label: 'Each link needs a label' }),
    ...(row.choice === WEBSITE && !isWebUrl(row.url.trim()) ? { url: 'Enter a web address starting with https://' } : {}),
  }
}

/**
 * The Menu tab (docs/product.md#menus): the top menu's and the footer's links, each a label and
 * where it goes (one of the site's pages, one of the church's own pages, or another website), in the
 * order staff put them; saved together. 'Use the usual links' fills in the links the site started with.
 */
export function MenusTab() {
  const saved = useAdminMenus()
  const save = useSaveMenus()
  const [rows, setRows] = useState<Rows | null>(null)
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (saved.data && rows === null) setRows(rowsOf(saved.data))
  }, [saved.data, rows])

  if (saved.isError) return <p role="alert">The menus could not be loaded.</p>
  if (!rows) return <p role="status">Loading the menus...</p>

  const change = (name: MenuName, next: Row[]) => setRows({ ...rows, [name]: next })
  const invalid = MENUS.some((name) => rows[name].some((row) => Object.keys(problems(row)).length > 0))
  const submit = () => {
    setTried(true)
    if (invalid) return
    save.mutate({ header: rows.header.map(itemOf), footer: rows.footer.map(itemOf) })
  }

  return (
    <TabSection
      headingId="admin-menus-heading"
      title="Menu"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn-outline" onClick={() => setRows(rowsOf(DEFAULT_MENUS))}>
            Use the usual links
          </button>
          <button type="button" className="btn-primary" onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save menus'}
          </button>
        </div>
      }
    >
      <p className="text-muted max-w-3xl">
        Choose the links visitors see, in order. A link to one of your pages shows once that page is published, and follows it if its
        address changes. Nothing changes on the site until you save.
      </p>
      {tried && invalid ? (
        <p role="alert" className="field-error">
          Some links need a label or a web address: see the messages below.
        </p>
      ) : null}
      {MENUS.map((name) => (
        <MenuEditor key={name} name={name} rows={rows[name]} onChange={(next) => change(name, next)} showProblems={tried} />
      ))}
    </TabSection>
  )
}

function MenuEditor({
  name,
  rows,
  onChange,
  showProblems,
}: {
  name: MenuName
  rows: Row[]
  onChange: (rows: Row[]) => void
  showProblems: boolean
}) {
  const headingId = useId()
  const words = WORDS[name]
  const full = rows.length >= MENU_MAX[name]
  const set = (index: number, next: Partial<Row>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...next } : row)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows]
    const [row] = next.splice(index, 1)
    next.splice(index + by, 0, row)
    onChange(next)
  }
  return (
    <section aria-labelledby={headingId} className="card grid gap-4 p-4 sm:p-6">
      <div>
        <h3 id={headingId} className="text-lg font-bold text-secondary">
          {words.title}
        </h3>
        <p className="text-muted text-sm">{words.hint}</p>
      </div>
      {rows.length === 0 ? <p className="text-muted">No links: this menu shows nothing.</p> : null}
      <ol className="grid gap-3">
        {rows.map((row, index) => (
          <LinkRow
            key={row.key}
            row={row}
            position={index + 1}
            noun={words.noun}
            problems={showProblems ? problems(row) : {}}
            onChange={(next) => set(index, next)}
            move={
              <MoveButtons
                name={`${row.label || words.noun} (${index + 1})`}
                index={index}
                count={rows.length}
                pending={false}
                onMove={(by) => move(index, by)}
              />
            }
            onRemove={() => onChange(rows.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <div>
        <button type="button" className="btn-outline" disabled={full} onClick={() => onChange([...rows, rowOf({ label: '', to: 'home' })])}>
          Add a link
        </button>
        {full ? <span className="text-muted ml-3 text-sm">This menu holds at most {MENU_MAX[name]} links.</span> : null}
      </div>
    </section>
  )
}

function LinkRow({
  row,
  position,
  noun,
  problems: wrong,
  onChange,
  move,
  onRemove,
}: {
  row: Row
  position: number
  noun: string
  problems: { label?: string; url?: string }
  onChange: (next: Partial<Row>) => void
  move: React.ReactNode
  onRemove: () => void
}) {
  const id = useId()
  const pages = useOwnPages()
  const own = pages.data?.items ?? []
  const choiceKnown = row.choice === WEBSITE || row.choice in BUILT_IN_PAGES || own.some((page) => `${PAGE}${page.id}` === row.choice)
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-[1fr_1fr_auto] md:items-start">
      <FormField id={`${id}-label`} label={`Label of link ${position}`} error={wrong.label}>
        {(control) => (
          <input
            {...control}
            className="input-base"
            value={row.label}
            maxLength={40}
            onChange={(e) => onChange({ label: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-3">
        <FormField id={`${id}-to`} label="Goes to" error={undefined}>
          {(control) => (
            <select {...control} className="input-base" value={row.choice} onChange={(e) => onChange({ choice: e.target.value })}>
              <optgroup label="The site's pages">
                {BUILT_IN_PAGE_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {BUILT_IN_PAGES[key].label}
                  </option>
                ))}
              </optgroup>
              {own.length > 0 || !choiceKnown ? (
                <optgroup label="Your pages">
                  {own.map((page) => (
                    <option key={page.id} value={`${PAGE}${page.id}`}>
                      {page.title}
                      {page.publication === 'published' ? '' : ' (not published yet)'}
                    </option>
                  ))}
                  {!choiceKnown ? (
                    <option value={row.choice}>{pages.isPending ? 'Loading your pages...' : 'A page that was deleted'}</option>
                  ) : null}
                </optgroup>
              ) : null}
              <option value={WEBSITE}>Another website...</option>
            </select>
          )}
        </FormField>
        {row.choice === WEBSITE ? (
          <FormField id={`${id}-url`} label="Web address" error={wrong.url}>
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                placeholder="https://"
                className="input-base"
                value={row.url}
                onChange={(e) => onChange({ url: e.target.value })}
              />
            )}
          </FormField>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-1 md:pt-7">
        {move}
        <button
          type="button"
          className="btn px-2 py-1.5 text-sm text-red-700 hover:bg-red-50"
          aria-label={`Remove ${row.label || noun} (${position})`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  )
}

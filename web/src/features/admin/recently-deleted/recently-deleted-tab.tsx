import { ResourceTable } from '../components/resource-table'
import { TabSection } from '../components/tab-section'
import { type BinEntry, binFacts, useBinPage } from './api/get-bin'
import { useRestoreBatch } from './api/restore-batch'
import { deletedWhen, entryName, kindWord, removalDay } from './words'

const restoreButton =
  'inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60'

/**
 * Recently deleted: every delete and Clear All of the last 30 days (one entry each, a Clear All with
 * its count), newest first, with who deleted it, when, and the day it is removed for good; Restore
 * puts the whole entry back (docs/product.md#recently-deleted). The toast's Undo does the same for
 * the delete just made.
 */
export function RecentlyDeletedTab() {
  const bin = useBinPage()
  const facts = binFacts(bin)
  const timeZone = facts?.timeZone ?? 'UTC'
  const restore = useRestoreBatch()
  return (
    <TabSection headingId="admin-bin-heading" title="Recently deleted" actions={null}>
      <p className="text-muted -mt-3 max-w-3xl">
        What staff deleted in the last {facts?.keepDays ?? 30} days, newest first. Restore puts it back as it was; a Clear All comes back
        whole. After the day shown it is removed for good.
      </p>
      <ResourceTable<BinEntry>
        caption="Recently deleted, newest first"
        noun="deleted items"
        searchable={false}
        list={bin}
        errorText="Recently deleted could not be loaded."
        empty="Nothing was deleted in the last 30 days."
        columns={[
          { label: 'What', main: true, cell: (entry) => entryName(entry) },
          { label: 'Kind', cell: (entry) => (entry.count > 1 ? 'Clear All' : kindWord(entry.kind)) },
          { label: 'Deleted by', cell: (entry) => entry.deletedBy || 'Not recorded' },
          {
            label: 'Deleted',
            cell: (entry) => <time dateTime={entry.deletedAt}>{deletedWhen(entry.deletedAt, timeZone)}</time>,
          },
          {
            label: 'Removed for good',
            cell: (entry) => <time dateTime={entry.removeAt}>{removalDay(entry.removeAt, timeZone)}</time>,
          },
        ]}
        actions={(entry) => (
          <button
            type="button"
            className={restoreButton}
            aria-label={`Restore ${entryName(entry)}`}
            disabled={restore.isPending && restore.variables === entry.batch}
            onClick={() => restore.mutate(entry.batch)}
          >
            {restore.isPending && restore.variables === entry.batch ? 'Restoring...' : 'Restore'}
          </button>
        )}
      />
    </TabSection>
  )
}

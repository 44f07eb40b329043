import { formatEventExport } from '@church/api/models/events/paste'
import { format } from 'date-fns'
import { useState } from 'react'
import { notify } from '../../../components/ui/toaster'
import { fetchEventsForExport } from './api/export-events'
import { downloadText } from './download-text'

/**
 * Export (docs/product.md#events-export): every event as tab-delimited text in the import's column order, saved as
 * events-export-{yyyy-MM-dd}.txt, so the file pasted back into the import gives the same events.
 */
export function ExportEventsButton() {
  const [exporting, setExporting] = useState(false)

  async function exportEvents() {
    setExporting(true)
    try {
      const events = await fetchEventsForExport()
      if (events.length === 0) {
        notify.info('No Events', 'There are no events to export')
        return
      }
      downloadText(`events-export-${format(new Date(), 'yyyy-MM-dd')}.txt`, `${formatEventExport(events)}\n`)
      notify.success('Export Complete', `Exported ${events.length} events successfully`)
    } catch (error) {
      console.error('Event export failed', error)
      notify.error('Export Failed', 'Failed to export events. Please try again.')
    } finally {
      setExporting(false)
    }
  }

  return (
    <button
      type="button"
      className="btn border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
      disabled={exporting}
      onClick={exportEvents}
    >
      {exporting ? 'Exporting...' : 'Export Events'}
    </button>
  )
}

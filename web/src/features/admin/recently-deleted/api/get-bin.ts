import { api, unwrap } from '../../../../lib/api'
import { type PageRequest, usePagedList } from '../../api/paged-list'

const fetchBin = async ({ limit, offset }: PageRequest) => {
  const page = await unwrap(api.admin.bin.get({ query: { limit, offset } }))
  // A row's id is its batch: one delete, or one Clear All.
  return { ...page, items: page.items.map((entry) => ({ ...entry, id: entry.batch })) }
}
export type BinEntry = Awaited<ReturnType<typeof fetchBin>>['items'][number]

/** GET /api/admin/bin: what was deleted in the last 30 days, one entry per delete or Clear All, newest first, a page at a time. */
export const useBinPage = () => usePagedList('bin', fetchBin)

/** The church's time zone and how long the bin keeps things, as the list's answer says. */
export const binFacts = (list: ReturnType<typeof useBinPage>) => {
  const data = list.query.data as Awaited<ReturnType<typeof fetchBin>> | undefined
  return data ? { timeZone: data.timeZone, keepDays: data.keepDays } : undefined
}

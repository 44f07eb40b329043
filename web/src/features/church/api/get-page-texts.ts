import type { PageList } from '@church/api/content/page-lists'
import type { PageTextKey } from '@church/api/content/page-texts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** The texts of the About page, Music, Kids Church and What We Believe (Church tab). */
export const pageTextsQueryOptions = () =>
  queryOptions({
    queryKey: ['church', 'texts'],
    queryFn: () => unwrap(api.church.texts.get()),
  })

/**
 * One page text ('' until loaded, or when staff wrote nothing): a rich text as the server's renderer
 * drew it, for `PageBody` only; the creed and the safety rules (PLAIN_PAGE_TEXT_KEYS) as plain text,
 * never HTML (decision 0051). One hook for both: home's first load holds this module.
 */
export function usePageText(key: PageTextKey): string {
  const { data } = useQuery(pageTextsQueryOptions())
  return data?.[key] ?? ''
}

/** The Church tab's lists: Plan a Visit's questions, the values, core beliefs, music groups and Kids Church programs. */
export const pageListsQueryOptions = () =>
  queryOptions({
    queryKey: ['church', 'lists'],
    queryFn: () => unwrap(api.church.lists.get()),
  })

/** One list's items in the order staff set (empty until loaded). */
export function usePageList(list: PageList) {
  const { data } = useQuery(pageListsQueryOptions())
  return data?.[list] ?? []
}

import type { PageTextKey } from '@church/api/content/page-texts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** The texts of About Us, Music, Kids Church and What We Believe (Church tab). */
export const pageTextsQueryOptions = () =>
  queryOptions({
    queryKey: ['church', 'texts'],
    queryFn: () => unwrap(api.church.texts.get()),
  })

/** One page's text ('' until loaded). */
export function usePageText(key: PageTextKey): string {
  const { data } = useQuery(pageTextsQueryOptions())
  return data?.[key] ?? ''
}

/** Plan a Visit's questions and answers, in the order staff set. */
export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['church', 'faq'],
    queryFn: () => unwrap(api.church.faq.get()),
  })

export const useFaq = () => useQuery(faqQueryOptions())

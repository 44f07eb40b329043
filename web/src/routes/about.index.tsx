import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/about/components/about-page'
import { pageListsQueryOptions, pageTextsQueryOptions } from '../features/church/api/get-page-texts'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/about/')({
  loader: ({ context }) => readForPage(context.queryClient, [pageTextsQueryOptions(), pageListsQueryOptions()]),
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/about'),
  component: AboutPage,
})

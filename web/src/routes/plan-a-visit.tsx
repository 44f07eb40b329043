import { createFileRoute } from '@tanstack/react-router'
import { pageListsQueryOptions } from '../features/church/api/get-page-texts'
import { PlanVisitPage } from '../features/visit/components/plan-visit-page'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/plan-a-visit')({
  loader: ({ context }) => readForPage(context.queryClient, [pageListsQueryOptions()]),
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/plan-a-visit'),
  component: PlanVisitPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { pageListsQueryOptions } from '../features/church/api/get-page-texts'
import { fixedPageTags } from '../features/site-config/page-head'
import { PlanVisitPage } from '../features/visit/components/plan-visit-page'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/plan-a-visit')({
  loader: ({ context }) => readForPage(context.queryClient, [pageListsQueryOptions()]),
  head: (context) => fixedPageTags(context, '/plan-a-visit'),
  component: PlanVisitPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { readLinkToken } from '../features/newsletter/link-token'
import { withdrawSlotQueryOptions } from '../features/serving/api/serving'
import { WithdrawPage } from '../features/serving/components/withdraw-page'
import { readForPage } from '../lib/page-reads'

/** The withdraw link in a serving email (decision 0060): a personal page, kept from search engines. */
export const Route = createFileRoute('/serving/withdraw')({
  validateSearch: readLinkToken,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) => (deps.token ? readForPage(context.queryClient, [withdrawSlotQueryOptions(deps.token)]) : undefined),
  head: async (context) => (await import('../features/site-config/page-head')).pageTags(context, { title: 'Serving', noindex: true }),
  component: WithdrawRoute,
})

function WithdrawRoute() {
  return <WithdrawPage token={Route.useSearch().token} />
}

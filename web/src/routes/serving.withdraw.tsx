import { createFileRoute } from '@tanstack/react-router'
import { readLinkToken } from '../features/newsletter/link-token'
import { WithdrawPage } from '../features/serving/components/withdraw-page'
import { readRecordForPage } from '../lib/page-reads'
import { type PostedForm, postedFormKey } from '../lib/posted-form'

/** The withdraw link in a serving email (decision 0060): a personal page, kept from search engines. */
export const Route = createFileRoute('/serving/withdraw')({
  validateSearch: readLinkToken,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    // Just given up (the page's form sent without JavaScript): the page says so, and the slot is gone.
    const posted = context.queryClient.getQueryData<PostedForm>(postedFormKey)
    if (!deps.token || (posted?.form === 'withdraw' && posted.notice?.sent)) return
    // Loaded when the page is: kept out of the chunk every page starts with.
    const { withdrawSlotQueryOptions } = await import('../features/serving/api/serving')
    return readRecordForPage(context.queryClient, withdrawSlotQueryOptions(deps.token))
  },
  head: async (context) => (await import('../features/site-config/page-head')).pageTags(context, { title: 'Serving', noindex: true }),
  component: WithdrawRoute,
  // A forged or used link answers 404, with the page saying so.
  notFoundComponent: WithdrawRoute,
})

function WithdrawRoute() {
  return <WithdrawPage token={Route.useSearch().token} />
}

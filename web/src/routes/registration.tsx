import { createFileRoute } from '@tanstack/react-router'
import { ManageRegistration } from '../features/events/components/manage-registration'
import { readForPage } from '../lib/page-reads'
import { searchReader, urlText } from '../lib/search-params'

/** /registration?token=…: a registrant changes their party or cancels (decision 0058); a personal page, never indexed. */
export const Route = createFileRoute('/registration')({
  validateSearch: searchReader<{ token?: string }>({ token: urlText }),
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: async ({ context, deps }) => {
    if (!deps.token) return
    // Loaded when the page is: kept out of the chunk every page starts with.
    const { managedRegistrationQueryOptions } = await import('../features/events/api/get-registration')
    return readForPage(context.queryClient, [managedRegistrationQueryOptions(deps.token)])
  },
  head: async (context) =>
    (await import('../features/site-config/page-head')).pageTags(context, { title: 'Your Registration', noindex: true }),
  component: RegistrationRoute,
})

function RegistrationRoute() {
  return <ManageRegistration token={Route.useSearch().token ?? ''} />
}

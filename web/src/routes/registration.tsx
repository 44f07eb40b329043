import { createFileRoute } from '@tanstack/react-router'
import { managedRegistrationQueryOptions } from '../features/events/api/get-registration'
import { ManageRegistration } from '../features/events/components/manage-registration'
import { readForPage } from '../lib/page-reads'
import { searchReader, urlText } from '../lib/search-params'

/** /registration?token=…: a registrant changes their party or cancels (decision 0058); a personal page, never indexed. */
export const Route = createFileRoute('/registration')({
  validateSearch: searchReader<{ token?: string }>({ token: urlText }),
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: ({ context, deps }) => (deps.token ? readForPage(context.queryClient, [managedRegistrationQueryOptions(deps.token)]) : undefined),
  head: async (context) =>
    (await import('../features/site-config/page-head')).pageTags(context, { title: 'Your Registration', noindex: true }),
  component: RegistrationRoute,
})

function RegistrationRoute() {
  return <ManageRegistration token={Route.useSearch().token ?? ''} />
}

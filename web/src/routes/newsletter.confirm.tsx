import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPage } from '../features/newsletter/components/confirm-page'
import { readLinkToken } from '../features/newsletter/link-token'

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: readLinkToken,
  // A page behind a personal link: never in search results.
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: NewsletterConfirmRoute,
})

function NewsletterConfirmRoute() {
  return <ConfirmPage token={Route.useSearch().token} />
}

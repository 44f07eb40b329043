import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '../features/newsletter/components/unsubscribe-page'
import { readLinkToken } from '../features/newsletter/link-token'

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: readLinkToken,
  // A page behind a personal link: never in search results.
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: NewsletterUnsubscribeRoute,
})

function NewsletterUnsubscribeRoute() {
  return <UnsubscribePage token={Route.useSearch().token} />
}

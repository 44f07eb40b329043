import { createFileRoute } from '@tanstack/react-router'
import { NewsletterLinkPage } from '../features/newsletter/components/newsletter-link-page'
import { linkPageRoute } from '../features/newsletter/link-token'

export const Route = createFileRoute('/newsletter/unsubscribe')({ ...linkPageRoute, component: NewsletterUnsubscribeRoute })

function NewsletterUnsubscribeRoute() {
  return <NewsletterLinkPage link="unsubscribe" token={Route.useSearch().token} />
}

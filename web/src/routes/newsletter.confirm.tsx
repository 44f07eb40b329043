import { createFileRoute } from '@tanstack/react-router'
import { NewsletterLinkPage } from '../features/newsletter/components/newsletter-link-page'
import { linkPageRoute } from '../features/newsletter/link-token'

export const Route = createFileRoute('/newsletter/confirm')({ ...linkPageRoute, component: NewsletterConfirmRoute })

function NewsletterConfirmRoute() {
  return <NewsletterLinkPage link="confirm" token={Route.useSearch().token} />
}

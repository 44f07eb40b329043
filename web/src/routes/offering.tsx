import { createFileRoute } from '@tanstack/react-router'
import { OfferingPage } from '../features/giving/components/give-offering-page'

export const Route = createFileRoute('/offering')({
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/offering'),
  component: OfferingPage,
})

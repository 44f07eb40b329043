import { createFileRoute } from '@tanstack/react-router'
import { OfferingPage } from '../features/giving/components/give-offering-page'
import { fixedPageTags } from '../features/site-config/page-head'

export const Route = createFileRoute('/offering')({
  head: (context) => fixedPageTags(context, '/offering'),
  component: OfferingPage,
})

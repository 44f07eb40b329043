import { createFileRoute } from '@tanstack/react-router'
import { GivePage } from '../features/giving/components/give-page'

export const Route = createFileRoute('/give')({
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/give'),
  component: GivePage,
})

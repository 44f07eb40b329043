import { createFileRoute } from '@tanstack/react-router'
import { GivePage } from '../features/giving/components/give-page'
import { fixedPageTags } from '../features/site-config/page-head'

export const Route = createFileRoute('/give')({
  head: (context) => fixedPageTags(context, '/give'),
  component: GivePage,
})

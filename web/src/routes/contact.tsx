import { createFileRoute } from '@tanstack/react-router'
import { fixedPageTags } from '../features/site-config/page-head'
import { ContactPage } from '../features/visit/components/contact-page'

export const Route = createFileRoute('/contact')({
  head: (context) => fixedPageTags(context, '/contact'),
  component: ContactPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/visit/components/contact-page'

export const Route = createFileRoute('/contact')({
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/contact'),
  component: ContactPage,
})

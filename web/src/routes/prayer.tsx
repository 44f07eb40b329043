import { createFileRoute } from '@tanstack/react-router'
import { PrayerPage } from '../features/messages/components/prayer-page'

export const Route = createFileRoute('/prayer')({
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/prayer'),
  component: PrayerPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { liveStreamQueryOptions } from '../features/live-streams/api/get-live-stream'
import { LiveStreamDetail } from '../features/live-streams/components/live-stream-detail'
import { readRecordForPage } from '../lib/page-reads'

export const Route = createFileRoute('/live-streams/$id')({
  loader: ({ context, params }) => readRecordForPage(context.queryClient, liveStreamQueryOptions(params.id)),
  head: async (context) => (await import('../features/live-streams/live-stream-head')).liveStreamHead(context),
  component: LiveStreamPage,
  notFoundComponent: LiveStreamPage,
})

function LiveStreamPage() {
  return <LiveStreamDetail id={Route.useParams().id} />
}

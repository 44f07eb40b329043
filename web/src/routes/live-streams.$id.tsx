import { createFileRoute } from '@tanstack/react-router'
import { liveStreamQueryOptions } from '../features/live-streams/api/get-live-stream'
import { LiveStreamDetail } from '../features/live-streams/components/live-stream-detail'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/live-streams/$id')({
  loader: ({ context, params }) => readForPage(context.queryClient, [liveStreamQueryOptions(params.id)]),
  component: LiveStreamPage,
})

function LiveStreamPage() {
  return <LiveStreamDetail id={Route.useParams().id} />
}

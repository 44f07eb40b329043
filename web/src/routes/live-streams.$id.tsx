import { createFileRoute } from '@tanstack/react-router'
import { liveStreamQueryOptions } from '../features/live-streams/api/get-live-stream'
import { LiveStreamDetail } from '../features/live-streams/components/live-stream-detail'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/live-streams/$id')({
  loader: ({ context, params }) => readForPage(context.queryClient, [liveStreamQueryOptions(params.id)]),
  component: LiveStreamPage,
})

function LiveStreamPage() {
  const { id } = Route.useParams()
  const church = withDefaults(useSiteConfig().data)
  return <LiveStreamDetail id={id} youtubeChannel={church.social.youtube} />
}

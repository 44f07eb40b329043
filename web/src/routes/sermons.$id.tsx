import { createFileRoute } from '@tanstack/react-router'
import { sermonQueryOptions } from '../features/sermons/api/get-sermon'
import { SermonDetail } from '../features/sermons/components/sermon-detail'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'

export const Route = createFileRoute('/sermons/$id')({
  // Started here, not awaited: the page shows 'Loading sermon...' at once.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(sermonQueryOptions(params.id))
  },
  component: SermonPage,
})

function SermonPage() {
  const { id } = Route.useParams()
  const church = withDefaults(useSiteConfig().data)
  // This site's own address is the church's website: its links in a description read 'Website'.
  return <SermonDetail id={id} churchHost={window.location.hostname} youtubeChannel={church.social.youtube} />
}

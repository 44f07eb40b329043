import { createFileRoute } from '@tanstack/react-router'
import { sermonQueryOptions } from '../features/sermons/api/get-sermon'
import { SermonDetail } from '../features/sermons/components/sermon-detail'
import { readForPage } from '../lib/page-reads'
import { useSiteOrigin } from '../lib/site-origin'

export const Route = createFileRoute('/sermons/$id')({
  loader: ({ context, params }) => readForPage(context.queryClient, [sermonQueryOptions(params.id)]),
  component: SermonPage,
})

function SermonPage() {
  // This site's own address is the church's website: its links in a description read 'Website'.
  return <SermonDetail id={Route.useParams().id} churchHost={new URL(useSiteOrigin() || 'http://localhost').hostname} />
}

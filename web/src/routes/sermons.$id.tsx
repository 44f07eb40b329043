import { createFileRoute } from '@tanstack/react-router'
import { sermonQueryOptions } from '../features/sermons/api/get-sermon'
import { SermonDetail } from '../features/sermons/components/sermon-detail'
import { readRecordForPage } from '../lib/page-reads'
import { useSiteOrigin } from '../lib/site-origin'

export const Route = createFileRoute('/sermons/$id')({
  loader: ({ context, params }) => readRecordForPage(context.queryClient, sermonQueryOptions(params.id)),
  head: async (context) => (await import('../features/sermons/sermon-head')).sermonHead(context),
  component: SermonPage,
  // A sermon that is not there: the same page, which says so (with the status 404 on the server).
  notFoundComponent: SermonPage,
})

function SermonPage() {
  // This site's own address is the church's website: its links in a description read 'Website'.
  return <SermonDetail id={Route.useParams().id} churchHost={new URL(useSiteOrigin() || 'http://localhost').hostname} />
}

import { publicationBadge } from '@church/api/lib/publication'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/not-found-page'
import { RecordPreview } from '../features/admin/components/record-preview'
import { adminEventQuery } from '../features/admin/events/api/get-admin-events'
import { adminNewsPostQuery } from '../features/admin/news/api/get-admin-news'
import { adminSitePageQuery } from '../features/admin/pages/api/get-admin-pages'
import { adminSermonQuery } from '../features/admin/sermons/api/get-admin-sermons'
import { EventDetail } from '../features/events/components/event-detail'
import { NewsPostView } from '../features/news/components/news-post'
import { SermonDetail } from '../features/sermons/components/sermon-detail'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'
import { SitePageView } from '../features/site-pages/components/site-page'
import { useSiteOrigin } from '../lib/site-origin'

/** The kinds of record with a public page to preview. */
const KINDS = ['sermons', 'events', 'pages', 'news'] as const
type Kind = (typeof KINDS)[number]

/**
 * Staff's Preview of a sermon, an event, a page or a news post (decision 0042): its public page as visitors would
 * see it, drawn from staff's read of the record (GET /api/admin/{kind}/{id}), so a draft or a
 * scheduled one shows before visitors can read it; the public read still answers 404. Rendered in the
 * browser only, like the dashboard, and kept from search engines. One route for the three, so home's
 * first load carries one route's definition, not three.
 */
export const Route = createFileRoute('/admin_/preview/$kind/$id')({
  loader: ({ params }) => {
    if (!(KINDS as readonly string[]).includes(params.kind)) throw notFound()
  },
  head: async (context) => (await import('../features/site-config/page-head')).pageTags(context, { title: 'Preview', noindex: true }),
  component: Preview,
  notFoundComponent: NotFoundPage,
})

const useTimeZone = () => withDefaults(useSiteConfig().data).timezone
const inBrowser = typeof window !== 'undefined'

function SermonPreview({ id }: { id: string }) {
  const read = useQuery({ ...adminSermonQuery(id), enabled: inBrowser })
  const timeZone = useTimeZone()
  const churchHost = new URL(useSiteOrigin() || 'http://localhost').hostname
  return (
    <RecordPreview read={read} noun="sermon" badge={(sermon) => publicationBadge(sermon, new Date(), timeZone)}>
      {(sermon) => <SermonDetail id={id} preview={sermon} churchHost={churchHost} />}
    </RecordPreview>
  )
}

function EventPreview({ id }: { id: string }) {
  const read = useQuery({ ...adminEventQuery(id), enabled: inBrowser })
  const timeZone = useTimeZone()
  return (
    <RecordPreview read={read} noun="event" badge={(event) => publicationBadge(event, new Date(), timeZone)}>
      {(event) => <EventDetail id={id} preview={event} />}
    </RecordPreview>
  )
}

function PagePreview({ id }: { id: string }) {
  const read = useQuery({ ...adminSitePageQuery(id), enabled: inBrowser })
  const timeZone = useTimeZone()
  return (
    <RecordPreview read={read} noun="page" badge={(page) => publicationBadge(page, new Date(), timeZone)}>
      {(page) => <SitePageView page={page} />}
    </RecordPreview>
  )
}

/** The church's calendar day a post is (or is to be) dated, as its page writes it. */
const dayIn = (at: Date | string | null, timeZone: string) =>
  at ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at)) : undefined

function NewsPreview({ id }: { id: string }) {
  const read = useQuery({ ...adminNewsPostQuery(id), enabled: inBrowser })
  const timeZone = useTimeZone()
  return (
    <RecordPreview read={read} noun="news post" badge={(post) => publicationBadge(post, new Date(), timeZone)}>
      {(post) => <NewsPostView post={{ ...post, day: dayIn(post.publishedAt, timeZone) }} />}
    </RecordPreview>
  )
}

const PREVIEWS: Record<Kind, (props: { id: string }) => React.JSX.Element> = {
  sermons: SermonPreview,
  events: EventPreview,
  pages: PagePreview,
  news: NewsPreview,
}

function Preview() {
  const { kind, id } = Route.useParams()
  const Shown = PREVIEWS[kind as Kind]
  return Shown ? <Shown id={id} /> : <NotFoundPage />
}

import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '../components/page-header'
import { podcastQueryOptions } from '../features/sermons/api/get-podcast'
import { sermonChoicesQueryOptions, sermonsQueryOptions, useSermonChoices } from '../features/sermons/api/get-sermons'
import { PodcastSubscribe } from '../features/sermons/components/podcast-subscribe'
import { SermonFilterBar } from '../features/sermons/components/sermon-filter-bar'
import { SermonList } from '../features/sermons/components/sermon-list'
import { activeFilters, readSermonFilters, type SermonFilters } from '../features/sermons/sermon-filters'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'
import { readForPage } from '../lib/page-reads'

const NO_CHOICES = { speakers: [], series: [] }

export const Route = createFileRoute('/sermons/')({
  // The filters and the page live in the URL, so a filtered list survives a reload and can be shared.
  validateSearch: readSermonFilters,
  loaderDeps: ({ search }) => ({ ...activeFilters(search), page: search.page }),
  loader: ({ context: { queryClient }, deps }) =>
    readForPage(queryClient, [
      sermonsQueryOptions(deps),
      sermonChoicesQueryOptions(),
      podcastQueryOptions({ series: deps.series, speaker: deps.speaker }),
    ]),
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/sermons'),
  component: SermonsPage,
})

function SermonsPage() {
  const filters = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: choices = NO_CHOICES } = useSermonChoices()
  const church = withDefaults(useSiteConfig().data)

  const onChange = (patch: Partial<Record<Exclude<keyof SermonFilters, 'page'>, string>>) => {
    void navigate({
      // '' clears a filter: it leaves the URL. Another filter starts again at the first page.
      search: (previous) => ({
        ...previous,
        ...Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value || undefined])),
        page: undefined,
      }),
      replace: true,
      resetScroll: false,
    })
  }

  return (
    <>
      <PageHeader title="Sermons">
        Missed a Sunday, or want to hear one again? Listen to the preaching of our clergy and guests, search by title, speaker or scripture,
        and follow a series from its start.
      </PageHeader>
      <div className="container-page grid gap-8 py-8 sm:py-12">
        <SermonFilterBar filters={filters} onChange={onChange} choices={choices} />
        <p className="-mt-4">
          <Link
            to="/sermons/scripture"
            className="inline-flex min-h-6 items-center gap-1 font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            Browse by book of the Bible <span aria-hidden="true">→</span>
          </Link>
        </p>
        <SermonList filters={filters} />
        <PodcastSubscribe series={filters.series} speaker={filters.speaker} churchName={church.churchName} />
      </div>
    </>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { aboutSection } from '../features/about/about-sections'
import { AboutUs } from '../features/about/components/about-us'
import { pageListsQueryOptions, pageTextsQueryOptions } from '../features/church/api/get-page-texts'
import { staffQueryOptions } from '../features/church/api/get-staff'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/about/$section')({
  // Every section's reads (a few small lists), so a tab switch on the page has them already.
  loader: ({ context }) => readForPage(context.queryClient, [staffQueryOptions(), pageTextsQueryOptions(), pageListsQueryOptions()]),
  // An unknown section is the Staff page at the address typed: its one true address is Staff's.
  head: async (context) => {
    const section = aboutSection(context.params.section)
    const { fixedPageTags } = await import('../features/site-config/page-head')
    return fixedPageTags(context, `/about/${section}`, section === context.params.section ? undefined : `/about/${section}`)
  },
  component: AboutUsRoute,
})

function AboutUsRoute() {
  // An unknown section shows Staff (docs/product.md#about-us-sections) at the address the visitor typed.
  const section = aboutSection(Route.useParams().section)
  return <AboutUs section={section} />
}

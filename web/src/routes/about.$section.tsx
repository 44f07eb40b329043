import { createFileRoute } from '@tanstack/react-router'
import { aboutSection } from '../features/about/about-sections'
import { AboutUs } from '../features/about/components/about-us'

export const Route = createFileRoute('/about/$section')({
  component: AboutUsRoute,
})

function AboutUsRoute() {
  // An unknown section shows Staff (SPEC §2) at the address the visitor typed.
  const section = aboutSection(Route.useParams().section)
  return <AboutUs section={section} />
}

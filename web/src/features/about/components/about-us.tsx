import type { AboutSection } from '../about-sections'
import { AboutKidsChurch } from './about-kids-church'
import { AboutMusic } from './about-music'
import { AboutStaff } from './about-staff'
import { AboutTabs } from './about-tabs'
import { AboutWhatWeBelieve } from './about-what-we-believe'

const SECTIONS: Record<AboutSection, () => React.JSX.Element> = {
  staff: AboutStaff,
  music: AboutMusic,
  'kids-church': AboutKidsChurch,
  'what-we-believe': AboutWhatWeBelieve,
}

/** /about/{section} (docs/product.md#about-us-sections): the About Us page, its tab bar, and the chosen section. */
export function AboutUs({ section }: { section: AboutSection }) {
  const Section = SECTIONS[section]
  return (
    <>
      <section aria-labelledby="about-us-title" className="bg-secondary text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 id="about-us-title" className="text-4xl font-bold leading-tight sm:text-5xl">
            About Us
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-200">
            Meet our people, hear about our music and children’s ministry, and learn the faith we share.
          </p>
        </div>
      </section>
      <AboutTabs current={section} />
      <div className="container-page py-12">
        <Section />
      </div>
    </>
  )
}

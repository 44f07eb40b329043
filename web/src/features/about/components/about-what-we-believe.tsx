import { PageSection } from '../../../components/page-section'
import { ItemCards, PageBody } from '../../../components/staff-text'
import { paragraphs } from '../../../lib/text'
import { usePageList, usePageText } from '../../church/api/get-page-texts'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { MailLink } from './about-staff'

const externalLink = 'font-semibold text-primary underline underline-offset-4 hover:no-underline'

/** About Us → What We Believe: the Nicene Creed, the core beliefs (Church tab), our diocese and province, and a way to ask. */
export function AboutWhatWeBelieve() {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)
  const intro = usePageText('what-we-believe')
  const creed = paragraphs(usePageText('creed')).map((stanza) => stanza.split(/\r?\n/).filter((line) => line.trim() !== ''))
  const why = usePageText('creed-why')
  const beliefs = usePageList('beliefs')

  return (
    <PageSection id="beliefs-title" title="What We Believe">
      <PageBody html={intro} className="text-muted mt-3 max-w-3xl text-lg [&>:last-child]:mb-0" />

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <figure className="card bg-white p-5 sm:p-10">
          <h3 className="text-xl font-semibold text-secondary">The Nicene Creed</h3>
          <blockquote className="mt-5 space-y-5 font-serif text-base leading-relaxed text-slate-800 sm:text-lg">
            {creed.map((stanza, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: stanzas have no identity but their place
              <p key={index}>
                {/* One line of the prayer book per line here; a line too long for a phone wraps with a hanging indent. */}
                {stanza.map((line, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line may repeat
                  <span key={at} className="block pl-5 indent-[-1.25rem]">
                    {line}
                  </span>
                ))}
              </p>
            ))}
          </blockquote>
          <figcaption className="text-muted mt-6 text-sm">
            From The Book of Common Prayer (2019), Anglican Church in North America.
          </figcaption>
        </figure>
        <div className="rounded-xl bg-primary/5 p-6 sm:p-8">
          <h3 className="text-lg font-semibold text-secondary">Why We Say the Creed</h3>
          <PageBody html={why} className="mt-3 leading-relaxed text-slate-700 [&>:last-child]:mb-0" />
        </div>
      </div>

      <h3 className="mt-12 text-xl font-semibold text-secondary">Our Core Beliefs</h3>
      <ItemCards
        items={beliefs}
        className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName="card flex flex-col border-t-4 border-t-primary p-6"
        heading="h4"
      />

      <div className="card mt-12 bg-white p-6 sm:p-8">
        <h3 className="text-xl font-semibold text-secondary">Our Diocese and Province</h3>
        <p className="mt-3 leading-relaxed text-slate-700">
          We are a parish of the{' '}
          <a href="https://www.gulfatlantic.org/" target="_blank" rel="noopener noreferrer" className={externalLink}>
            Diocese of the Gulf Atlantic
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          , which joins us with Anglican congregations across our region, and of the{' '}
          <a href="https://anglicanchurch.net" target="_blank" rel="noopener noreferrer" className={externalLink}>
            Anglican Church in North America
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          , a province of Anglicans in the United States, Canada and Mexico. Through it we share communion with millions of Anglicans around
          the world who hold to the Scriptures, the creeds and the historic faith.
        </p>
      </div>

      <div className="mt-10 flex flex-col gap-3 rounded-xl bg-secondary p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h3 className="text-xl font-semibold">Have Questions About the Faith?</h3>
          <p className="mt-1 text-slate-200">Our clergy would be glad to talk, over email or over coffee.</p>
        </div>
        <MailLink email={church.email} className="btn-light shrink-0">
          Email Us
        </MailLink>
      </div>
    </PageSection>
  )
}

import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/page-header'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { type Church, withDefaults } from '../../site-config/site-config'
import { GiveInPerson } from './give-in-person'

type GiveLayoutProps = {
  title: string
  intro: string
  /** The provider's address for this page from the site configuration; blank when none is set up. */
  providerUrl: (church: Church) => string
  /** The page's online part, shown only when the provider is set up. */
  children: (url: string, church: Church) => ReactNode
}

/**
 * /give and /offering: the header, the provider's online part when it is configured, else how to give
 * in person (never a broken frame), and the 501(c)(3) statement (docs/product.md#give-and-offering).
 */
export function GiveLayout({ title, intro, providerUrl, children }: GiveLayoutProps) {
  const { data: config, isPending } = useSiteConfig()
  const church = withDefaults(config)
  const url = providerUrl(church).trim()

  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <div className="container-page max-w-4xl space-y-8 py-10 sm:py-14">
        {isPending ? (
          <p role="status" className="text-muted py-10 text-center text-lg">
            Loading giving options...
          </p>
        ) : url ? (
          children(url, church)
        ) : (
          <>
            <p className="text-lg text-slate-700">
              Online giving isn't available yet. Until it is, here is how you can give, and thank you.
            </p>
            <GiveInPerson church={church} />
          </>
        )}
        <p className="text-muted text-sm">
          {church.churchName} is a 501(c)(3) nonprofit organization. Your gifts are tax-deductible to the extent allowed by law.
        </p>
      </div>
    </>
  )
}

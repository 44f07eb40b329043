import { useState } from 'react'
import { useSiteConfig } from '../../features/site-config/api/get-site-config'
import { withDefaults } from '../../features/site-config/site-config'
import { GiveInPerson } from './give-in-person'
import { GiveHeader, TaxStatement } from './give-page'

/** SPEC §2: the embedded external form is 2665 px high. */
const OFFERING_FORM_HEIGHT = 2665

/** /offering: the provider's form in a frame when configured, else how to give in person. */
export function OfferingPage() {
  const { data: config, isPending } = useSiteConfig()
  const church = withDefaults(config)
  const formUrl = church.offeringFormUrl.trim()

  return (
    <>
      <GiveHeader title="Offering">Thank you for giving. Every offering supports the worship and ministry of our parish.</GiveHeader>
      <div className="container-page max-w-4xl space-y-8 py-10 sm:py-14">
        {isPending ? (
          <p role="status" className="text-muted py-10 text-center text-lg">
            Loading giving options...
          </p>
        ) : formUrl ? (
          <OfferingForm key={formUrl} src={formUrl} />
        ) : (
          <>
            <p className="text-lg text-slate-700">
              Online giving isn't available yet. Until it is, here is how you can give, and thank you.
            </p>
            <GiveInPerson church={church} />
          </>
        )}
        <TaxStatement churchName={church.churchName} />
      </div>
    </>
  )
}

function OfferingForm({ src }: { src: string }) {
  const [loaded, setLoaded] = useState(false)
  return (
    <section aria-label="Offering form" className="card overflow-hidden">
      <p className="border-b border-slate-200 p-4 text-sm text-slate-700">
        Trouble with the form below?{' '}
        <a href={src} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
          Open it in a new tab
        </a>
        .
      </p>
      {loaded ? null : (
        <p role="status" className="text-muted p-6 text-center">
          Loading the offering form...
        </p>
      )}
      <iframe
        src={src}
        title="Offering form"
        height={OFFERING_FORM_HEIGHT}
        onLoad={() => setLoaded(true)}
        className="block w-full border-0"
        style={{ height: OFFERING_FORM_HEIGHT }}
      />
    </section>
  )
}

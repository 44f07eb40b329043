import { useEffect, useState } from 'react'
import { useOnline } from '../../../lib/online'
import type { Church } from '../../site-config/site-config'
import { GiveInPerson } from './give-in-person'
import { GiveLayout } from './give-layout'
import { GiveOffline } from './give-offline'

/** The embedded external form is 2665 px high (docs/product.md#give-and-offering). */
const OFFERING_FORM_HEIGHT = 2665

/** /offering: the provider's form in a frame when configured, else how to give in person. */
export function OfferingPage() {
  return (
    <GiveLayout
      title="Offering"
      intro="Thank you for giving. Every offering supports the worship and ministry of our parish."
      providerUrl={(church) => church.offeringFormUrl}
    >
      {(formUrl, church) => <OfferingForm key={formUrl} src={formUrl} church={church} />}
    </GiveLayout>
  )
}

/** The provider's form; offline a friendly note instead of a broken frame, and the form again once back online. */
function OfferingForm({ src, church }: { src: string; church: Church }) {
  const [loaded, setLoaded] = useState(false)
  const online = useOnline()
  useEffect(() => {
    if (!online) setLoaded(false)
  }, [online])
  if (!online) {
    return (
      <>
        <section aria-label="Offering form" className="card p-4" data-state="offline">
          <GiveOffline what="The offering form" />
        </section>
        <GiveInPerson church={church} />
      </>
    )
  }
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

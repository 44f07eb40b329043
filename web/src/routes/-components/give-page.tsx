import { useSiteConfig } from '../../features/site-config/api/get-site-config'
import { withDefaults } from '../../features/site-config/site-config'
import { ContactIcon } from './contact-icons'
import { GiveInPerson } from './give-in-person'
import { GiveWidget } from './give-widget'

/** The header band of /give and /offering. */
export function GiveHeader({ title, children }: { title: string; children: string }) {
  return (
    <section className="bg-gradient-to-br from-secondary to-primary text-white">
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{children}</p>
      </div>
    </section>
  )
}

/** The 501(c)(3) statement (SPEC Give). */
export function TaxStatement({ churchName }: { churchName: string }) {
  return (
    <p className="text-muted text-sm">
      {churchName} is a 501(c)(3) nonprofit organization. Your gifts are tax-deductible to the extent allowed by law.
    </p>
  )
}

/** /give: the provider's widget when configured, else how to give in person; never a broken frame. */
export function GivePage() {
  const { data: config, isPending } = useSiteConfig()
  const church = withDefaults(config)
  const widgetUrl = church.givingWidgetUrl.trim()

  return (
    <>
      <GiveHeader title="Give">
        Thank you for your generosity. Your gifts support our worship, our ministries to children and families, and our neighbors in need.
      </GiveHeader>
      <div className="container-page max-w-4xl space-y-8 py-10 sm:py-14">
        {isPending ? (
          <p role="status" className="text-muted py-10 text-center text-lg">
            Loading giving options...
          </p>
        ) : widgetUrl ? (
          <>
            <section aria-labelledby="give-online-title" className="card p-6 sm:p-8">
              <h2 id="give-online-title" className="text-2xl font-bold text-secondary">
                Give Online
              </h2>
              <p className="mt-3 flex gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900">
                <ContactIcon name="shield" className="mt-0.5 h-5 w-5" />
                <span>
                  Online giving is handled by our church-management provider's secure platform. Your card and bank details go straight to
                  them over an encrypted connection and are never stored on this website.
                </span>
              </p>
              <div className="mt-6">
                <GiveWidget key={widgetUrl} src={widgetUrl} />
              </div>
            </section>
            <GiveInPerson church={church} title="Other Ways to Give" />
          </>
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

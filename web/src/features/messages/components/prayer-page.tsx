import { PageHeader } from '../../../components/page-header'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { PrayerForm } from './prayer-form'

/** The days the form states before the settings have loaded: the default staff start with. */
const DEFAULT_KEEP_DAYS = 90

/**
 * /prayer: the prayer request form, and beside it who reads a request and how long it is kept, as
 * the site does it (decision 0053): stated on the form, so a visitor knows before they write.
 */
export function PrayerPage() {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)
  const days = config?.prayerKeepDays ?? DEFAULT_KEEP_DAYS

  return (
    <>
      <PageHeader title="Prayer Requests">
        Whatever you are facing, we would be glad to pray with you. Tell us what is on your heart: a name and an email are up to you.
      </PageHeader>

      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <PrayerForm />
        </div>
        <section aria-labelledby="prayer-privacy-title" className="card p-6 sm:p-8 lg:col-span-2 lg:self-start">
          <h2 id="prayer-privacy-title" className="text-2xl font-bold text-secondary">
            Your Privacy
          </h2>
          <ul className="mt-4 grid list-disc gap-3 pl-5 text-slate-700">
            <li>
              Your request is never shown on the website. Only the administrators of {church.churchName}'s website and the people they have
              trusted with pastoral care (our clergy among them) can read it.
            </li>
            <li>
              <strong>Clergy only</strong> asks them to keep it among the clergy and not pass it on to the prayer team.
            </li>
            <li>The emails that tell them a request has arrived never include its words or your name.</li>
            <li>
              Every request is deleted automatically {days} days after it arrives (copies in the church's backups go when those backups do).
              Your name and email, if you give them, are used only to pray for you and to reply if you ask us to.
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}

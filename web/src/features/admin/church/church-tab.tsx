import { PAGE_LISTS } from '@church/api/content/page-lists'
import { PageListSection } from './page-list-section'
import { PageTextsSection } from './page-texts-section'
import { ServiceTimesSection } from './service-times-section'
import { StaffSection } from './staff-section'

/** The Church tab: the church's facts staff keep up to date themselves (service times, staff, page texts and the lists: FAQ, values, beliefs, music groups, Kids Church programs). */
export function ChurchTab() {
  return (
    <section aria-labelledby="admin-church-heading" className="grid gap-8">
      <div>
        <h2 id="admin-church-heading" className="section-title">
          Church
        </h2>
        <p className="text-muted mt-1">What the site says about the church. Changes show on the public site at once.</p>
      </div>
      <ServiceTimesSection />
      <StaffSection />
      <PageTextsSection />
      {PAGE_LISTS.map((list) => (
        <PageListSection key={list} list={list} />
      ))}
    </section>
  )
}

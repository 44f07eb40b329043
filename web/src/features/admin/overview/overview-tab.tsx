import { sermonTitle } from '@church/api/lib/sermon-title'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import { formatDate, formatTime } from '../../../lib/dates'
import { BackupWarning } from '../backups/components/backup-warning'
import { EmailSetupBanner } from '../components/email-setup-banner'
import { useReopenAfterSignIn } from '../components/form-draft'
import { PreviewLink, PublicationBadge } from '../components/publish-fields'
import { editButton } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import { type AdminEvent, useSoonestEvents, useSubmittedEvents } from '../events/api/get-admin-events'
import { EventDialog } from '../events/event-dialog'
import { useInboxCounts } from '../messages/api/get-inbox-counts'
import { useSubscriberCounts } from '../newsletter/api/get-subscribers'
import { type AdminSermon, useNewestSermons, useSubmittedSermons } from '../sermons/api/get-admin-sermons'
import { resent, useSaveSermon } from '../sermons/api/save-sermon'
import { SermonDialog } from '../sermons/sermon-dialog'
import {
  type AdminSundayService,
  useSubmittedSundayServices,
  useSundayServicesCount,
} from '../sunday-services/api/get-admin-sunday-services'
import { SundayServiceDialog } from '../sunday-services/sunday-service-dialog'
import type { AdminTab } from '../tab-values'
import { ADMIN_TABS } from '../tabs'

/** The Overview lists the 5 most recent items (docs/product.md#overview). */
const RECENT_COUNT = 5

function CountCard({
  label,
  count,
  detail,
  loading,
  tab,
}: {
  label: string
  /** A count the server made. */
  count: number | undefined
  /** Said beside the count ('7 in all'). */
  detail?: string
  loading: boolean
  tab: AdminTab
}) {
  const headingId = useId()
  const tabLabel = ADMIN_TABS.find((t) => t.value === tab)?.label ?? label
  return (
    <section aria-labelledby={headingId} className="card flex min-w-0 flex-col p-4 sm:p-5">
      <h3 id={headingId} className="text-sm font-semibold text-slate-700">
        {label}
      </h3>
      <p className="mt-1 text-3xl font-bold text-secondary">
        {loading ? <span className="text-muted text-base">Loading...</span> : (count ?? '—')}
        {!loading && detail ? <span className="text-muted ml-2 text-sm font-normal">{detail}</span> : null}
      </p>
      <Link to="/admin" search={{ tab }} className="mt-3 text-sm font-semibold text-primary underline-offset-2 hover:underline">
        Go to {tabLabel}
      </Link>
    </section>
  )
}

function RecentList({ title, loading, empty, children }: { title: string; loading: boolean; empty: string; children: ReactNode[] }) {
  return (
    <section className="card min-w-0 p-5" aria-label={title}>
      <h3 className="text-lg font-bold text-secondary">{title}</h3>
      {loading ? (
        <p className="text-muted mt-3" role="status">
          Loading...
        </p>
      ) : children.length === 0 ? (
        <p className="text-muted mt-3">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">{children}</ul>
      )}
    </section>
  )
}

function RecentItem({
  title,
  detail,
  onEdit,
  badge,
  children,
}: {
  title: string
  detail: string
  onEdit?: () => void
  badge?: ReactNode
  children?: ReactNode
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">
          {title}
          {badge}
        </p>
        <p className="text-muted truncate text-sm">{detail}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        {children}
        {onEdit ? (
          <button type="button" className={`${editButton} shrink-0`} aria-label={`Edit ${title}`} onClick={onEdit}>
            Edit
          </button>
        ) : null}
      </div>
    </li>
  )
}

/** The Overview (docs/product.md#overview): a contributor's own sermons; for editors and admins how much there is, what waits for review and the latest to edit. */
export function OverviewTab() {
  return useRoleMay('editor') ? <StaffOverview /> : <ContributorOverview />
}

/** A contributor's Overview: their sermons (drafts, submitted, published), each to edit or preview (decision 0042). */
function ContributorOverview() {
  const sermons = useNewestSermons(RECENT_COUNT * 2)
  const [sermon, setSermon] = useState<{ open: boolean; sermon: AdminSermon | null }>({ open: false, sermon: null })
  useReopenAfterSignIn<AdminSermon>('sermon', (sermon) => setSermon({ open: true, sermon }))
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">Overview</h2>
        <button type="button" className="btn-primary" onClick={() => setSermon({ open: true, sermon: null })}>
          Add Sermon
        </button>
      </div>
      <p className="text-muted max-w-3xl">
        Write a sermon and save it as a draft; submit it for review when it is ready, and an editor or an admin publishes it.
      </p>
      <RecentList title="Your sermons" loading={sermons.isPending} empty="No sermons yet: use Add Sermon to write one.">
        {(sermons.data?.items ?? []).map((item) => (
          <RecentItem
            key={item.id}
            title={sermonTitle(item.title)}
            badge={<PublicationBadge record={item} />}
            detail={[item.speaker, formatDate(item.date)].filter(Boolean).join(' · ')}
            onEdit={item.publication === 'published' ? undefined : () => setSermon({ open: true, sermon: item })}
          >
            <PreviewLink kind="sermons" id={item.id} title={sermonTitle(item.title)} />
          </RecentItem>
        ))}
      </RecentList>
      <SermonDialog open={sermon.open} onOpenChange={(open) => setSermon((current) => ({ ...current, open }))} sermon={sermon.sermon} />
    </div>
  )
}

/**
 * Sermons, events and Sunday services submitted for review (editors and admins): each to edit (its
 * dialog's Publish choices), sermons and events to preview; a sermon can also be published at once
 * from here. A Sunday service has no page of its own: its dialog shows all of it.
 */
function WaitingForReview({
  onEdit,
  onEditEvent,
  onEditService,
}: {
  onEdit: (sermon: AdminSermon) => void
  onEditEvent: (event: AdminEvent) => void
  onEditService: (service: AdminSundayService) => void
}) {
  const submitted = useSubmittedSermons(RECENT_COUNT * 2, true)
  const submittedEvents = useSubmittedEvents(RECENT_COUNT * 2, true)
  const submittedServices = useSubmittedSundayServices(RECENT_COUNT * 2, true)
  const save = useSaveSermon()
  const items = submitted.data?.items ?? []
  const events = submittedEvents.data?.items ?? []
  const services = submittedServices.data?.items ?? []
  const pending = submitted.isPending || submittedEvents.isPending || submittedServices.isPending
  if (!pending && items.length === 0 && events.length === 0 && services.length === 0) return null
  return (
    <RecentList title="Waiting for review" loading={pending} empty="Nothing is waiting for review">
      {items.map((item) => (
        <RecentItem
          key={item.id}
          title={sermonTitle(item.title)}
          detail={['Sermon', item.speaker, formatDate(item.date)].filter(Boolean).join(' · ')}
          onEdit={() => onEdit(item)}
        >
          <PreviewLink kind="sermons" id={item.id} title={sermonTitle(item.title)} />
          <button
            type="button"
            className="btn-primary px-3 py-1 text-sm"
            aria-label={`Publish ${sermonTitle(item.title)}`}
            disabled={save.saving}
            onClick={() => void save.save(resent(item, { choice: 'publish' }), item.id).catch(() => undefined)}
          >
            Publish
          </button>
        </RecentItem>
      ))}
      {events.map((item) => (
        <RecentItem
          key={item.id}
          title={item.title}
          detail={['Event', formatDate(item.date), item.location].filter(Boolean).join(' · ')}
          onEdit={() => onEditEvent(item)}
        >
          <PreviewLink kind="events" id={item.id} title={item.title} />
        </RecentItem>
      ))}
      {services.map((item) => (
        <RecentItem
          key={item.id}
          title={`Sunday service, ${formatDate(item.date)}`}
          detail={[formatTime(item.time), item.location].filter(Boolean).join(' · ')}
          onEdit={() => onEditService(item)}
        />
      ))}
    </RecentList>
  )
}

function StaffOverview() {
  // The backups are an admin's: an editor is not warned about them.
  const admin = useRoleMay('admin')
  const sermons = useNewestSermons(RECENT_COUNT)
  const events = useSoonestEvents(RECENT_COUNT)
  const services = useSundayServicesCount()
  const subscribers = useSubscriberCounts()
  const inbox = useInboxCounts()
  const [sermon, setSermon] = useState<{ open: boolean; sermon: AdminSermon | null }>({ open: false, sermon: null })
  const [event, setEvent] = useState<{ open: boolean; event: AdminEvent | null }>({ open: false, event: null })
  const [service, setService] = useState<{ open: boolean; service: AdminSundayService | null }>({ open: false, service: null })
  useReopenAfterSignIn<AdminSermon>('sermon', (sermon) => setSermon({ open: true, sermon }))
  useReopenAfterSignIn<AdminEvent>('event', (event) => setEvent({ open: true, event }))
  useReopenAfterSignIn<AdminSundayService>('sunday-service', (service) => setService({ open: true, service }))

  return (
    <div className="grid grid-cols-1 gap-6">
      <h2 className="section-title">Overview</h2>
      <EmailSetupBanner />
      {admin ? <BackupWarning /> : null}
      <WaitingForReview
        onEdit={(item) => setSermon({ open: true, sermon: item })}
        onEditEvent={(item) => setEvent({ open: true, event: item })}
        onEditService={(item) => setService({ open: true, service: item })}
      />
      <section aria-label="At a glance" className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <CountCard label="New Messages" count={inbox.data?.contactMessages.new} loading={inbox.isPending} tab="messages" />
        <CountCard label="New Visitor Requests" count={inbox.data?.visitorRequests.new} loading={inbox.isPending} tab="messages" />
        <CountCard label="Total Sermons" count={sermons.data?.total} loading={sermons.isPending} tab="sermons" />
        <CountCard label="Upcoming Events" count={events.data?.total} loading={events.isPending} tab="events" />
        <CountCard label="Sunday Services" count={services.data?.total} loading={services.isPending} tab="services" />
        <CountCard
          label="Newsletter Subscribers"
          count={subscribers.data?.active}
          detail={subscribers.data ? `${subscribers.data.total} in all` : undefined}
          loading={subscribers.isPending}
          tab="newsletter"
        />
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentList title="Recent Sermons" loading={sermons.isPending} empty="No sermons yet">
          {(sermons.data?.items ?? []).map((item) => (
            <RecentItem
              key={item.id}
              title={sermonTitle(item.title)}
              detail={[item.speaker, formatDate(item.date)].filter(Boolean).join(' · ')}
              onEdit={() => setSermon({ open: true, sermon: item })}
            />
          ))}
        </RecentList>
        <RecentList title="Upcoming Events" loading={events.isPending} empty="No upcoming events">
          {(events.data?.items ?? []).map((item) => (
            <RecentItem
              key={item.id}
              title={item.title}
              detail={[formatDate(item.nextDate), formatTime(item.startTime), item.location].filter(Boolean).join(' · ')}
              onEdit={() => setEvent({ open: true, event: item })}
            />
          ))}
        </RecentList>
      </div>
      <SermonDialog open={sermon.open} onOpenChange={(open) => setSermon((current) => ({ ...current, open }))} sermon={sermon.sermon} />
      <EventDialog open={event.open} onOpenChange={(open) => setEvent((current) => ({ ...current, open }))} event={event.event} />
      <SundayServiceDialog
        open={service.open}
        onOpenChange={(open) => setService((current) => ({ ...current, open }))}
        service={service.service}
      />
    </div>
  )
}

import { Tabs } from '@ark-ui/react/tabs'
import { mayReadPrayer, roleMay } from '@church/api/lib/staff-roles'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { OFFLINE_SAVE_TEXT, useOnline } from '../../../lib/online'
import { onAdminFailure } from '../../../lib/query-client'
import type { DashboardRole } from '../../session/session'
import { ActivityTab } from '../activity/activity-tab'
import { adminFailure } from '../admin-failure'
import { BackupsTab } from '../backups/backups-tab'
import { ChurchTab } from '../church/church-tab'
import { EventsTab } from '../events/events-tab'
import { FeaturedTab } from '../featured/featured-tab'
import { LiveStreamsTab } from '../live-streams/live-streams-tab'
import { MediaTab } from '../media/media-tab'
import { MenusTab } from '../menus/menus-tab'
import { inboxCountsQueryOptions, newInboxItems } from '../messages/api/get-inbox-counts'
import { useQueuedStatusReplay } from '../messages/api/set-status'
import { MessagesTab } from '../messages/messages-tab'
import { NewsTab } from '../news/news-tab'
import { NewsletterTab } from '../newsletter/newsletter-tab'
import { OverviewTab } from '../overview/overview-tab'
import { PagesTab } from '../pages/pages-tab'
import { prayerCountsQueryOptions } from '../prayer/api/get-prayer-requests'
import { PrayerTab } from '../prayer/prayer-tab'
import { RecentlyDeletedTab } from '../recently-deleted/recently-deleted-tab'
import { SermonsTab } from '../sermons/sermons-tab'
import { ServingTab } from '../serving/serving-tab'
import { SettingsTab } from '../settings/settings-tab'
import { SundayServicesTab } from '../sunday-services/sunday-services-tab'
import type { AdminTab } from '../tab-values'
import { tabsFor } from '../tabs'
import { ChangePasswordButton } from '../users/components/change-password-dialog'
import { UsersTab } from '../users/users-tab'
import { YoutubeTab } from '../youtube/youtube-tab'
import { AdminAccount } from './admin-account'
import { StaffRoleProvider } from './staff-role'
import { TabGuard } from './tab-guard'

const PANELS: Record<AdminTab, () => React.JSX.Element> = {
  overview: OverviewTab,
  sermons: SermonsTab,
  events: EventsTab,
  serving: ServingTab,
  pages: PagesTab,
  news: NewsTab,
  menus: MenusTab,
  services: SundayServicesTab,
  featured: FeaturedTab,
  church: ChurchTab,
  media: MediaTab,
  messages: MessagesTab,
  prayer: PrayerTab,
  newsletter: NewsletterTab,
  'live-streams': LiveStreamsTab,
  youtube: YoutubeTab,
  settings: SettingsTab,
  users: UsersTab,
  backups: BackupsTab,
  'recently-deleted': RecentlyDeletedTab,
  activity: ActivityTab,
}

/**
 * The staff dashboard: one tab per kind of content, the open tab in the URL; each role sees its own
 * tabs (tabs.ts), and a tab named in the URL that the role does not see opens the Overview.
 */
export function AdminDashboard({
  role,
  pastoralCare = false,
  tab: asked,
  onTabChange,
}: {
  role: DashboardRole
  /** Given pastoral care: the Prayer tab too (an admin always has it; decision 0053). */
  pastoralCare?: boolean
  tab: AdminTab
  onTabChange: (tab: AdminTab) => void
}) {
  // Failed admin calls (queries and changes marked as admin) report here while the dashboard is open.
  useEffect(() => onAdminFailure(adminFailure), [])
  // Status changes made offline are sent from here, whichever tab is open.
  useQueuedStatusReplay()
  const online = useOnline()
  // How many messages and visit requests wait in New: beside 'Messages', whichever tab is open (the inbox is an editor's).
  const waiting = newInboxItems(useQuery({ ...inboxCountsQueryOptions(), enabled: roleMay(role, 'editor') }).data)
  // New prayer requests beside 'Prayer', for those who may read them.
  const prayers = useQuery({ ...prayerCountsQueryOptions(), enabled: mayReadPrayer({ role, pastoralCare }) }).data?.new
  const badges: Partial<Record<AdminTab, number | undefined>> = { messages: waiting, prayer: prayers }
  const tabs = tabsFor(role, pastoralCare)
  const tab = tabs.some((t) => t.value === asked) ? asked : 'overview'
  const Panel = PANELS[tab]
  return (
    <StaffRoleProvider role={role}>
      <div className="container-page py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold text-secondary">Admin Dashboard</h1>
          <AdminAccount changePassword={<ChangePasswordButton />} />
        </div>
        {online ? null : (
          <p className="mt-3 max-w-3xl text-slate-700">
            {OFFLINE_SAVE_TEXT} Status changes in Messages are kept on this device and sent when the connection is back.
          </p>
        )}
        <TabGuard onSwitch={(next) => onTabChange(next as AdminTab)}>
          {(switchTo) => (
            <Tabs.Root value={tab} onValueChange={(details) => switchTo(details.value)} className="mt-6" lazyMount>
              <Tabs.List
                aria-label="Admin sections"
                // relative: the badge's screen-reader text stays inside the scrolling list, so the page never scrolls sideways.
                className="relative flex gap-1 overflow-x-auto border-b border-slate-200 pb-px [scrollbar-width:thin] lg:flex-wrap lg:overflow-visible"
              >
                {tabs.map((t) => (
                  <Tabs.Trigger
                    key={t.value}
                    value={t.value}
                    className="shrink-0 whitespace-nowrap rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[selected]:border-primary data-[selected]:text-primary"
                  >
                    {t.label}
                    {badges[t.value] ? ' ' : null}
                    {badges[t.value] ? (
                      <span className="ml-0.5 inline-block min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-bold leading-5 text-white">
                        {badges[t.value]}
                        <span className="sr-only"> new</span>
                      </span>
                    ) : null}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value={tab} className="pt-6 outline-none">
                <Panel />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </TabGuard>
      </div>
    </StaffRoleProvider>
  )
}

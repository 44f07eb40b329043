import { mayReadPrayer, roleMay, type StaffRole } from '@church/api/lib/staff-roles'
import { ADMIN_TAB_VALUES, type AdminTab } from './tab-values'

/**
 * The dashboard's tabs, in the order of tab-values.ts, each with its label and the least role that sees it (the same role its routes'
 * policies ask for: lib/route-policy.ts). A contributor sees the Overview (their drafts), Sermons,
 * Events, Pages, News and Sunday Services, where they write drafts (decision 0042); an editor the church's content,
 * the inbox and the newsletter; YouTube, Settings, Users and Backups are an admin's. Prayer needs pastoral
 * care ('pastoral'): an admin, or an account an admin gave it, whatever its role (decision 0053).
 */
const TAB_DETAILS: Record<AdminTab, { label: string; needs: StaffRole | 'pastoral' }> = {
  overview: { label: 'Overview', needs: 'contributor' },
  sermons: { label: 'Sermons', needs: 'contributor' },
  events: { label: 'Events', needs: 'contributor' },
  // Volunteers' names and emails: staff who may edit every event (decision 0060).
  serving: { label: 'Serving', needs: 'editor' },
  pages: { label: 'Pages', needs: 'contributor' },
  news: { label: 'News', needs: 'contributor' },
  menus: { label: 'Menu', needs: 'editor' },
  services: { label: 'Sunday Services', needs: 'contributor' },
  featured: { label: 'Featured', needs: 'editor' },
  church: { label: 'Church', needs: 'editor' },
  media: { label: 'Media', needs: 'editor' },
  messages: { label: 'Messages', needs: 'editor' },
  prayer: { label: 'Prayer', needs: 'pastoral' },
  newsletter: { label: 'Newsletter', needs: 'editor' },
  'live-streams': { label: 'Live Streams', needs: 'editor' },
  youtube: { label: 'YouTube', needs: 'admin' },
  settings: { label: 'Settings', needs: 'admin' },
  users: { label: 'Users', needs: 'admin' },
  backups: { label: 'Backups', needs: 'admin' },
  'recently-deleted': { label: 'Recently deleted', needs: 'editor' },
  activity: { label: 'Activity', needs: 'editor' },
}
export const ADMIN_TABS = ADMIN_TAB_VALUES.map((value) => ({ value, ...TAB_DETAILS[value] }))

/** The tabs someone with `role` (and pastoral care or not) sees. */
export const tabsFor = (role: StaffRole, pastoralCare = false) =>
  ADMIN_TABS.filter((t) => (t.needs === 'pastoral' ? mayReadPrayer({ role, pastoralCare }) : roleMay(role, t.needs)))

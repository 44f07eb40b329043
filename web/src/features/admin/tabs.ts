import { roleMay, type StaffRole } from '@church/api/lib/staff-roles'
import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * The dashboard's tabs, in order, each with the least role that sees it (the same role its routes'
 * policies ask for: lib/route-policy.ts). A contributor sees the Overview (their drafts), Sermons,
 * Events, Pages, News and Sunday Services, where they write drafts (decision 0042); an editor the church's content,
 * the inbox and the newsletter; YouTube, Settings, Users and Backups are an admin's.
 */
export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview', needs: 'contributor' },
  { value: 'sermons', label: 'Sermons', needs: 'contributor' },
  { value: 'events', label: 'Events', needs: 'contributor' },
  { value: 'pages', label: 'Pages', needs: 'contributor' },
  { value: 'news', label: 'News', needs: 'contributor' },
  { value: 'menus', label: 'Menu', needs: 'editor' },
  { value: 'services', label: 'Sunday Services', needs: 'contributor' },
  { value: 'featured', label: 'Featured', needs: 'editor' },
  { value: 'church', label: 'Church', needs: 'editor' },
  { value: 'media', label: 'Media', needs: 'editor' },
  { value: 'messages', label: 'Messages', needs: 'editor' },
  { value: 'newsletter', label: 'Newsletter', needs: 'editor' },
  { value: 'live-streams', label: 'Live Streams', needs: 'editor' },
  { value: 'youtube', label: 'YouTube', needs: 'admin' },
  { value: 'settings', label: 'Settings', needs: 'admin' },
  { value: 'users', label: 'Users', needs: 'admin' },
  { value: 'backups', label: 'Backups', needs: 'admin' },
  { value: 'recently-deleted', label: 'Recently deleted', needs: 'editor' },
  { value: 'activity', label: 'Activity', needs: 'editor' },
] as const satisfies readonly { value: string; label: string; needs: StaffRole }[]

/** The tabs someone with `role` sees. */
export const tabsFor = (role: StaffRole) => ADMIN_TABS.filter((t) => roleMay(role, t.needs))
export type AdminTab = (typeof ADMIN_TABS)[number]['value']
export const ADMIN_TAB_VALUES = ADMIN_TABS.map((t) => t.value) as [AdminTab, ...AdminTab[]]

/**
 * The open tab lives in the URL (?tab=events), so a reload or a shared link opens the same tab; no
 * tab, or one that is not a tab, is the Overview.
 */
export const readAdminSearch = (search: { tab?: AdminTab } & SearchSchemaInput): { tab: AdminTab } => ({
  tab: (ADMIN_TAB_VALUES as readonly unknown[]).includes(search.tab) ? (search.tab as AdminTab) : 'overview',
})

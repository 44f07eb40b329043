import type { SearchSchemaInput } from '@tanstack/react-router'

/** The dashboard's tabs, in order (issue 4: Sunday services and featured content get tabs too). */
export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'sermons', label: 'Sermons' },
  { value: 'events', label: 'Events' },
  { value: 'services', label: 'Sunday Services' },
  { value: 'featured', label: 'Featured' },
  { value: 'church', label: 'Church' },
  { value: 'media', label: 'Media' },
  { value: 'messages', label: 'Messages' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'live-streams', label: 'Live Streams' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'settings', label: 'Settings' },
  { value: 'users', label: 'Users' },
  { value: 'backups', label: 'Backups' },
  { value: 'recently-deleted', label: 'Recently deleted' },
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]['value']
export const ADMIN_TAB_VALUES = ADMIN_TABS.map((t) => t.value) as [AdminTab, ...AdminTab[]]

/**
 * The open tab lives in the URL (?tab=events), so a reload or a shared link opens the same tab; no
 * tab, or one that is not a tab, is the Overview.
 */
export const readAdminSearch = (search: { tab?: AdminTab } & SearchSchemaInput): { tab: AdminTab } => ({
  tab: (ADMIN_TAB_VALUES as readonly unknown[]).includes(search.tab) ? (search.tab as AdminTab) : 'overview',
})

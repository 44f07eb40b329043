import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * The dashboard's tabs, in order, by the name the address gives them (?tab=events). Their labels and
 * roles are in tabs.ts: this list alone is in every page's first load (the /admin route reads it).
 */
export const ADMIN_TAB_VALUES = [
  'overview',
  'sermons',
  'events',
  'serving',
  'pages',
  'news',
  'menus',
  'services',
  'featured',
  'church',
  'media',
  'messages',
  'prayer',
  'newsletter',
  'live-streams',
  'youtube',
  'settings',
  'users',
  'backups',
  'recently-deleted',
  'activity',
] as const
export type AdminTab = (typeof ADMIN_TAB_VALUES)[number]

/**
 * The open tab lives in the URL (?tab=events), so a reload or a shared link opens the same tab; no
 * tab, or one that is not a tab, is the Overview.
 */
export const readAdminSearch = (search: { tab?: AdminTab } & SearchSchemaInput): { tab: AdminTab } => ({
  tab: (ADMIN_TAB_VALUES as readonly unknown[]).includes(search.tab) ? (search.tab as AdminTab) : 'overview',
})

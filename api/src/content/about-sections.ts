/**
 * The About Us tabs (/about/{section}), in their order. A module of their own: the web's About route
 * reads them in every page's first load, which must not carry the public pages' titles and
 * descriptions (content/pages.ts, read only by the lazily loaded heads; web/first-load.budget.ts).
 */
export const ABOUT_SECTIONS = [
  { id: 'staff', label: 'Staff' },
  { id: 'music', label: 'Music' },
  { id: 'kids-church', label: 'Kids Church' },
  { id: 'what-we-believe', label: 'What We Believe' },
] as const

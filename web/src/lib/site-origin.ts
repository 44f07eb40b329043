import { useRouter } from '@tanstack/react-router'

/**
 * This site's own address, the same when the server renders a page (the site address it renders
 * at) and in the browser (the page's origin), so feed and calendar links match after hydration.
 */
export const useSiteOrigin = () => useRouter().origin ?? ''

/**
 * What a page tells search engines, link previews and the browser's tab: its title, description,
 * picture, one true address and structured data. Each route declares its own in its `head` option
 * from the reads its loader made (the server's rendering waits for them, so a link shared in a text
 * message has them without JavaScript); the root route declares what every page has (the church's
 * name, icons and JSON-LD) and a deeper route's tags replace the root's of the same name
 * (lib/head-tags.ts merges and writes them; components/layout/tab-title.tsx keeps the tab's title).
 */
import { PUBLIC_PAGES, pageTitle } from '@church/api/content/pages'
import { addressPath } from '@church/api/lib/picture-address'
import { summary } from '@church/api/lib/plain-text'
import { formatClock, mainService } from '@church/api/lib/service-times'
import { appIcons, sharePicture } from '@church/api/lib/site-pictures'
import { churchData, websiteData } from '@church/api/lib/structured-data'
import type { QueryClient } from '@tanstack/react-query'
import { serviceTimesQueryOptions } from '../church/api/get-service-times'
import { siteConfigQueryOptions } from './api/get-site-config'
import { withDefaults } from './site-config'

/** The tags a route's `head` gives (TanStack Router's shape): `<title>` and `<meta>`, `<link>`, JSON-LD scripts. */
export interface HeadTags {
  meta: ({ title: string } | { name: string; content: string } | { property: string; content: string })[]
  links: { rel: string; href: string; type?: string; title?: string }[]
  scripts: { type: 'application/ld+json'; children: string }[]
}

/** What one page says of itself; what it leaves out, the root's tags say for it. */
export interface PageHead {
  /** The page's own title: the tags say 'Title | Church' (content/pages.ts pageTitle). */
  title: string
  description?: string
  type?: 'website' | 'article' | 'video.other'
  /** A picture's address (uploaded, or another site's): made absolute, without the words after '#' (decision 0032). */
  image?: string
  imageAlt?: string
  /** The page's one true address when it is not its own (a path on this site). */
  canonical?: string
  /** Keep the page out of search results (not-found pages, the dashboard, newsletter links). */
  noindex?: boolean
  structuredData?: object[]
}

/** What a route's `head` is given that the page heads read: the router's context and the matched path. */
export interface HeadContext {
  match: { pathname: string; context: { queryClient: QueryClient; origin: string } }
}

/** The church's public settings and service times, as the root's loader read them (defaults where not read). */
export function churchOf({ match }: HeadContext) {
  const { queryClient } = match.context
  const config = queryClient.getQueryData(siteConfigQueryOptions().queryKey)
  const services = queryClient.getQueryData(serviceTimesQueryOptions().queryKey) ?? []
  const church = withDefaults(config)
  return {
    church,
    /** The church as its JSON-LD describes it (structured-data.ts). */
    facts: {
      ...church,
      socialFacebook: church.social.facebook,
      socialInstagram: church.social.instagram,
      socialTwitter: church.social.twitter,
      socialYoutube: church.social.youtube,
    },
    config,
    services,
    origin: match.context.origin,
    /** The main service's start, 'HH:MM': the time of day recordings are dated at. */
    serviceTime: mainService(services).time,
    /** The same in words, '10:30 AM'. */
    sunday: formatClock(mainService(services).time),
    /** A picture's address as link previews fetch it: absolute, without the words after '#'. */
    absolute: (src: string) => (src.startsWith('/') ? `${match.context.origin}${addressPath(src)}` : addressPath(src)),
  }
}

/** The picture link previews show when a page has none of its own: the logo's card where staff chose it (lib/site-pictures.ts). */
export const sharedPicture = (context: HeadContext) => {
  const { config } = churchOf(context)
  return sharePicture({
    logoUrl: config?.logoUrl ?? '',
    logoShareImage: config?.logoShareImage ?? false,
    secondaryColor: config?.secondaryColor ?? '',
  })
}

/** The tags of what a page says of itself: each said once, for search engines and for each kind of preview. */
export function pageTags(context: HeadContext, page: PageHead): HeadTags {
  const { church, origin, absolute } = churchOf(context)
  const title = pageTitle(church, page.title || undefined)
  const meta: HeadTags['meta'] = [{ title }, { property: 'og:title', content: title }, { name: 'twitter:title', content: title }]
  if (page.description !== undefined) {
    const description = summary(page.description)
    meta.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    )
  }
  if (page.type) meta.push({ property: 'og:type', content: page.type })
  if (page.image) {
    const image = absolute(page.image)
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image })
  }
  if (page.imageAlt) meta.push({ property: 'og:image:alt', content: page.imageAlt }, { name: 'twitter:image:alt', content: page.imageAlt })
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' })
  const links: HeadTags['links'] = []
  if (page.canonical) {
    links.push({ rel: 'canonical', href: `${origin}${page.canonical}` })
    meta.push({ property: 'og:url', content: `${origin}${page.canonical}` })
  }
  const scripts = (page.structuredData ?? []).map((data) => ({ type: 'application/ld+json' as const, children: JSON.stringify(data) }))
  return { meta, links, scripts }
}

/**
 * What every page has, the root route's head: the church's name and description, its one true
 * address, the share picture, the icons and the church's JSON-LD; the home page's title, or 'Page
 * Not Found' when no route took the address.
 */
export function siteTags(context: HeadContext & { match: { _notFound?: boolean }; matches: readonly { pathname: string }[] }): HeadTags {
  const { church, facts, config, services, origin } = churchOf(context)
  // The page's own path (the root's match is always '/'), without a trailing slash.
  const path = (context.matches.at(-1)?.pathname ?? '/').replace(/(.)\/+$/, '$1')
  // No route of the app took the address whole: the root shows its not-found page (the router marks
  // the root's match so, and the deeper routes' heads are not asked).
  const unknown = context.match._notFound === true || context.matches.at(-1) === context.match
  const own = pageTags(context, {
    title: unknown ? 'Page Not Found' : '',
    description: unknown ? 'This page could not be found.' : church.footerAbout,
    type: 'website',
    image: sharedPicture(context),
    imageAlt: church.churchName,
    // A page that is not there has no one true address (and is kept out of search).
    canonical: unknown ? undefined : path,
    noindex: unknown,
    // JSON-LD is for search engines, in the server's page only (none of its code in the browser's).
    // Home also names the site and its search (a SearchAction), so search engines may offer it.
    structuredData: import.meta.env.SSR
      ? [churchData(facts, origin, services), ...(path === '/' && !unknown ? [websiteData(church.churchName, origin)] : [])]
      : [],
  })
  return {
    meta: [
      ...own.meta,
      { property: 'og:site_name', content: church.churchName },
      { property: 'og:locale', content: 'en_US' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      ...own.links,
      ...(import.meta.env.SSR
        ? [
            ...iconLinks(config),
            // The news feed, for readers that find a site's feeds from any of its pages (RSS autodiscovery).
            { rel: 'alternate', type: 'application/rss+xml', title: `${church.churchName} News`, href: `${origin}/feeds/news.xml` },
          ]
        : []),
    ],
    scripts: own.scripts,
  }
}

/** The browser tab's icon and an iPhone home screen's, for the server's page (lib/site-pictures.ts appIcons). */
function iconLinks(config: { logoUrl: string; logoAppIcon: boolean } | undefined): HeadTags['links'] {
  const icons = appIcons({ logoUrl: config?.logoUrl ?? '', logoAppIcon: config?.logoAppIcon ?? false })
  return [
    { rel: 'icon', href: icons.tab.href, type: icons.tab.type },
    { rel: 'apple-touch-icon', href: icons.homeScreen },
  ]
}

/** The head of a page that is not a record (content/pages.ts): its title and description, with the church's name and Sunday time filled in. */
export function fixedPageTags(context: HeadContext, path: keyof typeof PUBLIC_PAGES & string, canonical?: string): HeadTags {
  const { church, sunday } = churchOf(context)
  const page = PUBLIC_PAGES[path]
  return pageTags(context, {
    title: page.title,
    description: page.description.replaceAll('{church}', church.churchName).replaceAll('{sunday}', sunday),
    canonical,
  })
}

/**
 * The head of a page whose record cannot be found, called as the page itself calls it ('Sermon Not
 * Found', 'Service Not Found', a date a series does not fall on 'Date Not Found'): kept out of search.
 */
export const missingTags = (context: HeadContext, title: string, description = 'This page could not be found.') =>
  pageTags(context, { title, description, noindex: true })

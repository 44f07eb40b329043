import { eventDateTitle, notFoundTitle, PUBLIC_PAGES, pageTitle } from '../../content/pages'
import type { AppContext } from '../../context'
import { churchNow, dayWords } from '../../lib/dates'
import { isUuid } from '../../lib/errors'
import { isCalendarDate } from '../../lib/fields'
import { addressPath, readPictureAddress, shareCardPath } from '../../lib/picture-address'
import { withoutSocialLinks } from '../../lib/plain-text'
import { fallsOn, type Occurrence, occurrenceOn, upcomingOccurrence, usableRule } from '../../lib/recurrence'
import { unlistedPageTitle } from '../../lib/route-policy'
import { sermonTitle } from '../../lib/sermon-title'
import { formatClock, mainService, zoneLabelOn } from '../../lib/service-times'
import { siteOrigin } from '../../lib/site-origin'
import { youtubeThumbnail, youtubeVideoId } from '../../lib/video'
import { listServiceTimes } from '../church/service'
import { findEvent } from '../events/repo'
import { eventIcs, occurrenceIcs } from '../feeds'
import { findLiveStream } from '../live-streams/repo'
import { findSermon } from '../sermons/repo'
import { appIcons } from '../site-config/app-manifest'
import { getSiteConfig } from '../site-config/service'
import { receivePageForms } from './forms'
import { type PageHead, renderHead, summary } from './head'
import { churchData, eventData, podcastEpisodeData, videoData } from './structured-data'

/** The image link previews use when a page has none of its own (1200×630). */
const SHARE_IMAGE = '/share-card.jpg'

/** That image: the logo on the secondary colour where staff chose it (and the logo is an uploaded picture), else the site's own. */
function shareImageOf(site: { logoUrl: string; logoShareImage: boolean; secondaryColor: string }) {
  const logo = site.logoShareImage ? readPictureAddress(site.logoUrl) : null
  return logo ? shareCardPath(logo.stem, site.secondaryColor) : SHARE_IMAGE
}

/** 'Wed, Nov 25, 2026, 6:30 PM CST at Parish Hall': one date of an event in words, for its preview. */
function occurrenceWords(occurrence: Occurrence, timezone: string) {
  const zone = occurrence.startTime ? zoneLabelOn(timezone, occurrence.date, occurrence.startTime) : ''
  const time = occurrence.startTime ? `, ${formatClock(occurrence.startTime)}${zone ? ` ${zone}` : ''}` : ''
  return `${dayWords(occurrence.date)}${time}${occurrence.location ? ` at ${occurrence.location}` : ''}`
}

/** The page's status and head, and the site's own address the page is rendered at. */
type Found = { status: number; head: string; origin: string }

/**
 * The head of every public page, rendered on the server from the same records the page shows,
 * so a link shared in a text message or read by a crawler has its title, description and image
 * without running JavaScript. Unknown addresses and missing records answer 404.
 */
export function pageHeads({ db, config }: AppContext) {
  return async function headFor(request: Request): Promise<Found> {
    const url = new URL(request.url)
    const path = url.pathname.replace(/\/+$/, '') || '/'
    const [site, services] = await Promise.all([getSiteConfig(db), listServiceTimes(db)])
    const sunday = mainService(services)
    const origin = siteOrigin(config, site)
    const church = churchData(site, origin, services)
    // A picture's address without the words after '#' (decision 0032): link previews fetch the file.
    const absolute = (src: string) => (src.startsWith('/') ? `${origin}${addressPath(src)}` : addressPath(src))
    const page = (overrides: Partial<PageHead> & { title: string }, status = 200): Found => ({
      status,
      origin,
      head: renderHead({
        description: summary(site.footerAbout),
        canonical: `${origin}${path === '/' ? '/' : path}`,
        siteName: site.churchName,
        type: 'website',
        image: `${origin}${shareImageOf(site)}`,
        imageAlt: site.churchName,
        icons: appIcons(site),
        ...overrides,
        structuredData: [church, ...(overrides.structuredData ?? [])],
      }),
    })
    const titled = (title: string) => pageTitle(site, title)
    const notFound = () => page({ title: titled(notFoundTitle(path)), description: 'This page could not be found.', noindex: true }, 404)

    if (path === '/') return page({ title: pageTitle(site) })

    const fixed = PUBLIC_PAGES[path] ?? (path.startsWith('/about/') ? PUBLIC_PAGES['/about/staff'] : undefined)
    if (fixed) {
      const canonical = PUBLIC_PAGES[path] ? undefined : `${origin}/about/staff`
      return page({
        title: titled(fixed.title),
        description: fixed.description.replaceAll('{church}', site.churchName).replaceAll('{sunday}', formatClock(sunday.time)),
        ...(canonical && { canonical }),
      })
    }
    const unlisted = unlistedPageTitle(path)
    if (unlisted) return page({ title: titled(unlisted), noindex: true })

    const [, kind, id, extra, beyond] = path.split('/')
    // One date of a series has its own page: /events/{id}/{date} (decision 0025).
    const eventDate = kind === 'events' && extra !== undefined && beyond === undefined && isCalendarDate(extra) ? extra : undefined
    if ((extra !== undefined && !eventDate) || !id || !isUuid(id)) return notFound()

    if (kind === 'sermons') {
      const found = await findSermon(db, id)
      if (!found) return notFound()
      // As the page shows it, everywhere the head and JSON-LD name it.
      const sermon = { ...found, title: sermonTitle(found.title) }
      const videoId = youtubeVideoId(sermon.youtubeUrl)
      const image = absolute(sermon.thumbnailUrl || (videoId ? youtubeThumbnail(videoId) : shareImageOf(site)))
      const pageUrl = `${origin}${path}`
      const byline = [sermon.speaker, sermon.scripture].filter(Boolean).join(' · ')
      return page({
        title: titled(sermon.title),
        description: summary([byline, withoutSocialLinks(sermon.description)].filter(Boolean).join(' — ')),
        type: videoId ? 'video.other' : 'article',
        image,
        imageAlt: sermon.title,
        structuredData: [
          ...(videoId ? [videoData(sermon, image, config.timezone, pageUrl, sunday.time)] : []),
          ...(sermon.audioUrl ? [podcastEpisodeData(sermon, site.churchName, origin, config.timezone, pageUrl, sunday.time)] : []),
        ],
      })
    }
    if (kind === 'events') {
      const event = await findEvent(db, id)
      if (!event) return notFound()
      const image = absolute(event.imageUrl || shareImageOf(site))
      const description = summary(event.description || `${event.title} at ${site.churchName}`)
      const shown = { type: 'article' as const, image, imageAlt: event.title }
      if (eventDate) {
        // The page of one date of a series: its own date, time and place, cancelled or changed.
        if (!usableRule(event) || !fallsOn(event, eventDate, config.timezone))
          return page(
            {
              title: titled('Date Not Found'),
              description: `${event.title} does not fall on ${dayWords(eventDate)}.`,
              noindex: true,
            },
            404,
          )
        const occurrence = occurrenceOn(event, eventDate)
        return page({
          ...shown,
          title: titled(eventDateTitle(event.title, occurrence)),
          description: summary(
            [
              occurrence.cancelled ? `Cancelled: ${dayWords(occurrence.date)}.` : `${occurrenceWords(occurrence, config.timezone)}.`,
              !occurrence.cancelled && occurrence.date !== eventDate ? `Moved from ${dayWords(eventDate)}.` : '',
              occurrence.note,
              event.description,
            ]
              .filter(Boolean)
              .join(' '),
          ),
          structuredData: [eventData(event, occurrence, site, { origin, timezone: config.timezone, image, url: `${origin}${path}` })],
        })
      }
      // The series' page describes the date it is listed at (its next one not ended, a change applied).
      const occurrence = upcomingOccurrence(event, churchNow(config.timezone)) ?? occurrenceOn({ ...event, changes: [] }, event.date)
      return page({
        ...shown,
        title: titled(event.title),
        description,
        structuredData: [eventData(event, occurrence, site, { origin, timezone: config.timezone, image, url: `${origin}${path}` })],
      })
    }
    if (kind === 'live-streams') {
      const stream = await findLiveStream(db, id)
      if (!stream) return notFound()
      const videoId = youtubeVideoId(stream.youtubeUrl)
      const image = absolute(stream.thumbnailUrl || (videoId ? youtubeThumbnail(videoId) : shareImageOf(site)))
      return page({
        title: titled(stream.title),
        description: summary(stream.description || `Worship at ${site.churchName}`),
        type: videoId ? 'video.other' : 'article',
        image,
        imageAlt: stream.title,
        structuredData: videoId ? [videoData(stream, image, config.timezone, `${origin}${path}`, sunday.time)] : [],
      })
    }
    return notFound()
  }
}

/** What the web app needs from the server to answer page addresses (see plugins/web-app.ts). */
export const sitePages = (ctx: AppContext, answer?: (request: Request) => Promise<Response>) => ({
  headFor: pageHeads(ctx),
  // /events/{id}.ics, and one date of a series as /events/{id}/{date}.ics, beside its page.
  eventIcs: (id: string, date?: string) => (date ? occurrenceIcs(ctx, id, date) : eventIcs(ctx, id)),
  answer,
  receiveForm: answer && receivePageForms(ctx, answer),
})

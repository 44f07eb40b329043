import type { SavedEvent } from '../modules/events/model'
import type { LiveStream } from '../modules/live-streams/model'
import type { Sermon } from '../modules/sermons/model'
import type { PublicSiteConfig } from '../modules/site-config/model'
import { zonedIso } from './dates'
import { isoDuration } from './duration'
import { addDays, eventEnd, spanDays } from './event-times'
import { addressPath } from './picture-address'
import type { Occurrence } from './recurrence'
import { addMinutes, listedServices, mainService, SERVICE_LENGTH_MINUTES, type ServiceTime } from './service-times'
import { embedUrl } from './video'

/** schema.org JSON-LD for the church, events, videos and podcast episodes (what search engines read). */

/** The church's facts the JSON-LD names (site-config/model.ts). */
type Church = Pick<
  PublicSiteConfig,
  'churchName' | 'address' | 'phone' | 'email' | 'logoUrl' | 'socialFacebook' | 'socialInstagram' | 'socialTwitter' | 'socialYoutube'
>

/** '1234 County Highway 30A, Santa Rosa Beach, FL 32459' as a PostalAddress; anything else as one line. */
export function postalAddress(address: string) {
  const parts = address.split(',').map((part) => part.trim())
  const regionAndCode = parts.at(-1)?.match(/^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/)
  if (parts.length >= 3 && regionAndCode) {
    return {
      '@type': 'PostalAddress',
      streetAddress: parts.slice(0, -2).join(', '),
      addressLocality: parts.at(-2),
      addressRegion: regionAndCode[1].toUpperCase(),
      postalCode: regionAndCode[2],
      addressCountry: 'US',
    }
  }
  return { '@type': 'PostalAddress', streetAddress: address }
}

/** The site itself, on home: its name, and its search (/search) for search engines to offer in their results. */
export function websiteData(name: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** The church with its regular service times (Church tab) as opening hours: the main service lasts an hour and a quarter, the others an hour. */
export function churchData(church: Church, origin: string, services: readonly ServiceTime[]) {
  const main = mainService(services)
  const sameAs = [church.socialFacebook, church.socialInstagram, church.socialTwitter, church.socialYoutube].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    '@id': `${origin}/#church`,
    name: church.churchName,
    url: `${origin}/`,
    telephone: church.phone,
    email: church.email,
    address: postalAddress(church.address),
    ...(church.logoUrl && { logo: `${church.logoUrl.startsWith('/') ? origin : ''}${addressPath(church.logoUrl)}` }),
    ...(sameAs.length > 0 && { sameAs }),
    openingHoursSpecification: (services.length > 0 ? listedServices(services) : [main]).map((service) => ({
      '@type': 'OpeningHoursSpecification',
      name: service.name,
      dayOfWeek: `https://schema.org/${service.day}`,
      opens: service.time,
      closes: addMinutes(service.time, service === main ? SERVICE_LENGTH_MINUTES : 60),
    })),
  }
}

/**
 * What an event is described from (events/model.ts): its series' (or its own) first date and last
 * day, how many days each occurrence lasts, and the series' own start time, where a moved occurrence
 * would have started.
 */
type EventRecord = Pick<SavedEvent, 'title' | 'description' | 'date' | 'endDate' | 'startTime'>

/** The occurrence a page describes (lib/recurrence/events.ts Occurrence): its own date, times and place, changes applied. */
type ShownOccurrence = Pick<Occurrence, 'on' | 'date' | 'startTime' | 'endTime' | 'location' | 'cancelled'>

/** An instant in the church's offset for a timed event, the calendar date alone for an all-day one. */
const when = (timezone: string, date: string, time: string) => (time ? zonedIso(timezone, date, time) : date)

/**
 * The end of an occurrence, or undefined when it has none to say: an all-day event ends on its last
 * day, a timed one at eventEnd (10 PM – 1 AM the next morning, a camp on its end date); a timed
 * event of one day without an end time has no end.
 */
function endOf(occurrence: ShownOccurrence, span: number, timezone: string): string | undefined {
  if (!occurrence.startTime) return span > 0 ? addDays(occurrence.date, span) : undefined
  if (!occurrence.endTime && span === 0) return undefined
  const end = eventEnd(occurrence.date, occurrence.startTime, occurrence.endTime, span)
  return zonedIso(timezone, end.date, end.time)
}

/**
 * An Event at one occurrence (the page's, changes applied). Cancelled: EventCancelled at the date
 * it had. Moved to another date or start time: EventRescheduled with the start it had as
 * previousStartDate. Otherwise EventScheduled (a new place alone is the event's `location`).
 */
export function eventData(
  event: EventRecord,
  occurrence: ShownOccurrence,
  church: Church,
  opts: { origin: string; timezone: string; image: string; url: string },
) {
  const { timezone } = opts
  const end = endOf(occurrence, spanDays(event), timezone)
  const rescheduled = !occurrence.cancelled && (occurrence.date !== occurrence.on || occurrence.startTime !== event.startTime)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description || `${event.title} at ${church.churchName}`,
    startDate: when(timezone, occurrence.date, occurrence.startTime),
    ...(end && { endDate: end }),
    eventStatus: `https://schema.org/${occurrence.cancelled ? 'EventCancelled' : rescheduled ? 'EventRescheduled' : 'EventScheduled'}`,
    ...(rescheduled && { previousStartDate: when(timezone, occurrence.on, event.startTime) }),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: occurrence.location || church.churchName,
      address: postalAddress(church.address),
    },
    image: [opts.image],
    url: opts.url,
    organizer: { '@type': 'Organization', name: church.churchName, url: `${opts.origin}/` },
  }
}

/** A recorded service or a sermon as a video (live-streams/model.ts): whether it is live, when it says. */
type VideoRecord = Pick<LiveStream, 'title' | 'description' | 'date' | 'duration' | 'youtubeUrl'> & Partial<Pick<LiveStream, 'isLive'>>

/** `serviceTime`: the main service's start ('HH:MM'), the time of day recordings are dated at. */
export function videoData(video: VideoRecord, thumbnail: string, timezone: string, pageUrl: string, serviceTime: string) {
  const uploaded = zonedIso(timezone, video.date, serviceTime)
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: [thumbnail],
    uploadDate: uploaded,
    ...(isoDuration(video.duration) && { duration: isoDuration(video.duration) }),
    embedUrl: embedUrl(video.youtubeUrl),
    contentUrl: video.youtubeUrl,
    url: pageUrl,
    ...(video.isLive && { publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true, startDate: uploaded } }),
  }
}

/** What a podcast episode is described from: a sermon's fields (sermons/model.ts). */
type SermonRecord = Pick<Sermon, 'title' | 'description' | 'date' | 'duration' | 'audioUrl' | 'speaker'>

export function podcastEpisodeData(
  sermon: SermonRecord,
  churchName: string,
  origin: string,
  timezone: string,
  pageUrl: string,
  serviceTime: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: sermon.title,
    url: pageUrl,
    datePublished: sermon.date,
    description: sermon.description || sermon.title,
    ...(isoDuration(sermon.duration) && { timeRequired: isoDuration(sermon.duration) }),
    ...(sermon.speaker && { author: { '@type': 'Person', name: sermon.speaker } }),
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: sermon.audioUrl.startsWith('/') ? `${origin}${sermon.audioUrl}` : sermon.audioUrl,
    },
    partOfSeries: { '@type': 'PodcastSeries', name: `${churchName} Sermons`, url: `${origin}/feeds/sermons.xml` },
    ...(timezone && { dateCreated: zonedIso(timezone, sermon.date, serviceTime) }),
  }
}

/** What a page of the church's own is described from (site-pages/model.ts). */
type WebPageRecord = { title: string; summary: string; imageUrl: string; createdAt: Date | string; updatedAt: Date | string }

/** A page staff wrote ('New here?', Vacation Bible School) as a WebPage of the church's site. */
export function webPageData(page: WebPageRecord, origin: string, pageUrl: string, image: string) {
  const iso = (at: Date | string) => new Date(at).toISOString()
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    url: pageUrl,
    ...(page.summary && { description: page.summary }),
    ...(image && { primaryImageOfPage: { '@type': 'ImageObject', url: image } }),
    datePublished: iso(page.createdAt),
    dateModified: iso(page.updatedAt),
    isPartOf: { '@type': 'WebSite', url: `${origin}/` },
    publisher: { '@id': `${origin}/#church` },
  }
}

/** What a news post is described from (news/model.ts PublicNewsPost). */
type NewsArticleRecord = {
  title: string
  summary: string
  author: string
  publishedAt: Date | string
  updatedAt: Date | string
}

/**
 * A post of the church's news as a NewsArticle (Google's Article rich results read headline, image,
 * datePublished, dateModified and author): the author as staff typed it, a person's or the office's
 * name; none typed, the church itself.
 */
export function newsArticleData(post: NewsArticleRecord, origin: string, pageUrl: string, image: string, churchName: string) {
  const iso = (at: Date | string) => new Date(at).toISOString()
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title.slice(0, 110),
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    ...(post.summary && { description: post.summary }),
    ...(image && { image: [image] }),
    datePublished: iso(post.publishedAt),
    dateModified: iso(post.updatedAt),
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: churchName, url: `${origin}/` },
    publisher: { '@id': `${origin}/#church` },
  }
}

/** Home › Sermons › … as a BreadcrumbList: each step's name and path on this site. */
export function breadcrumbData(origin: string, steps: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: `${origin}${step.path}` })),
  }
}

/**
 * A page listing other pages (the Scripture index's books, a book's sermons: decision 0059) as a
 * CollectionPage whose ItemList names each entry and its address, in the page's order, counted from
 * `first` (a later page of a list goes on where the one before ended).
 */
export function collectionData(
  page: { name: string; description: string; url: string },
  entries: { name: string; url: string }[],
  first = 1,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: page.url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: entries.length,
      itemListElement: entries.map((entry, i) => ({ '@type': 'ListItem', position: first + i, name: entry.name, url: entry.url })),
    },
  }
}

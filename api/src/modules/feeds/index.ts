import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { contentCache, keyOf, type PreparedBody, prepareBody, sendPrepared } from '../../lib/content-cache'
import { todayIn } from '../../lib/dates'
import { HttpError, isUuid } from '../../lib/errors'
import { isCalendarDate, optionalText } from '../../lib/fields'
import { fallsOn, occurrenceOn, usableRule } from '../../lib/recurrence'
import { content, read } from '../../lib/route-policy'
import { siteOrigin } from '../../lib/site-origin'
import { slugOf } from '../../lib/slug'
import { policies } from '../../plugins/route-policy'
import { getMainService } from '../church/service'
import { categoryBySlug, eventsForCalendar, findEvent } from '../events/repo'
import { newestNews } from '../news/repo'
import { podcastEpisodeCount, sermonNames, sermonsWithAudio } from '../sermons/repo'
import { getSiteConfig, siteAddress } from '../site-config/service'
import { buildCalendar, dateAsEvent, icsFileName } from './calendar'
import { enclosureResolver } from './enclosures'
import { PodcastEpisodes } from './model'
import { buildNewsFeed, NEWS_FEED_ITEMS } from './news'
import { buildPodcast } from './podcast'
import { robotsTxt, SITEMAP_URLS, sitemapFile, sitemapIndex } from './sitemap'

/** GET /api/podcast: the podcast of all sermons, or of one series or speaker. */
const PodcastQuery = v.object({ series: optionalText(200, 'Series'), speaker: optionalText(200, 'Speaker') })

/** Feeds change when staff edit; readers and podcast apps may keep a copy for five minutes. */
const FEED_CACHE = 'public, max-age=300'
/** The events feed keeps the last half year, so a subscribed calendar still shows recent events. */
const CALENDAR_HISTORY_DAYS = 183
/** Podcast apps read the newest episodes; older sermons stay on the site. */
const PODCAST_EPISODES = 300

const notFoundText = (what: string) =>
  new Response(`${what} not found`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

const xmlResponse = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': FEED_CACHE } })

async function calendarSite({ db, config }: AppContext) {
  const site = await getSiteConfig(db)
  return { churchName: site.churchName, address: site.address, timezone: config.timezone, origin: siteOrigin(config, site) }
}

const calendarResponse = (body: string, fileName?: string) =>
  new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': FEED_CACHE,
      ...(fileName && { 'content-disposition': `attachment; filename="${fileName}"` }),
    },
  })

/** GET /events/{id}.ics: one event to add to a calendar (its route, beside the event's page, is in plugins/web-app.ts). */
export async function eventIcs(ctx: AppContext, id: string) {
  if (!isUuid(id)) return notFoundText('Event')
  const event = await findEvent(ctx.db, id, ctx.content.clock())
  if (!event) return notFoundText('Event')
  const site = await calendarSite(ctx)
  return calendarResponse(buildCalendar([event], site, { name: event.title }), icsFileName(event.title))
}

/**
 * GET /events/{id}/{date}.ics: one date of a series (`date` the rule's date, as in its page's
 * address) to add to a calendar, as it happens: its own date, times, place and note. A one-off
 * event of its own (UID and link naming the date), never the series, so it sits beside a
 * subscribed calendar's copy of the series without replacing it. A cancelled date has none.
 */
export async function occurrenceIcs(ctx: AppContext, id: string, on: string) {
  if (!isUuid(id) || !isCalendarDate(on)) return notFoundText('Event date')
  const event = await findEvent(ctx.db, id, ctx.content.clock())
  if (!event || !usableRule(event) || !fallsOn(event, on, ctx.config.timezone)) return notFoundText('Event date')
  const occurrence = occurrenceOn(event, on)
  if (occurrence.cancelled) return notFoundText('Event date (cancelled)')
  const once = dateAsEvent(event, occurrence)
  const site = await calendarSite(ctx)
  return calendarResponse(
    buildCalendar([once], site, { name: event.title }),
    `${icsFileName(event.title).slice(0, -'.ics'.length)}-${occurrence.date}.ics`,
  )
}

type Kept = PreparedBody & { contentType: string; cacheControl: string }
/** The part of Elysia's context an answer's status and headers are written to. */
type AnswerSet = Parameters<typeof sendPrepared>[1]

/**
 * The feeds and the sitemap kept like pages (lib/content-cache.ts): built once while public content
 * is unchanged, sent with an ETag (304 for a reader that has it) and compressed, sent again whole by
 * `kept` (plugins/kept-answers.ts), and the last one sent while the database is down. A podcast of
 * 300 episodes or a long sitemap was rebuilt on every request, and sent uncompressed.
 */
function keptFeed({ kept, content: published }: Pick<AppContext, 'kept' | 'content'>) {
  const cache = contentCache<Kept>(published)
  kept?.from(
    (request) => cache.get(keyOf(request)),
    (request) => cache.stale(keyOf(request)),
  )
  const answer = (request: Request, set: AnswerSet, feed: Kept) =>
    sendPrepared(request, set, feed, { contentType: feed.contentType, cacheControl: feed.cacheControl })
  return async (request: Request, set: AnswerSet, build: () => Promise<Response>) => {
    const key = keyOf(request)
    const found = cache.get(key)
    if (found) return answer(request, set, found)
    // The version when the build began: an edit that lands while it runs makes it stale at once; and it
    // moves when the next scheduled record goes live (decision 0042).
    await published.schedule()
    const version = published.now()
    const built = await build()
    if (built.status !== 200) return built
    const feed: Kept = {
      ...prepareBody(await built.text()),
      contentType: built.headers.get('content-type') ?? 'application/octet-stream',
      cacheControl: built.headers.get('cache-control') ?? FEED_CACHE,
    }
    cache.set(key, feed, version)
    return answer(request, set, feed)
  }
}

/** Podcast (RSS), calendar (iCalendar), sitemap and robots.txt: public, read-only. */
export function feedRoutes(ctx: AppContext) {
  const { db, config } = ctx
  const enclosures = enclosureResolver({ uploadsDir: config.uploadsDir })
  const feed = keptFeed(ctx)

  async function podcast(request: Request, filter: { series?: string; speaker?: string } = {}) {
    const site = await getSiteConfig(db)
    const origin = siteOrigin(config, site)
    const rows = await sermonsWithAudio(db, filter, PODCAST_EPISODES, ctx.content.clock())
    const sizes = await enclosures(
      rows.map((row) => row.audioUrl),
      origin,
    )
    const about = filter.series ? `: ${filter.series}` : filter.speaker ? ` by ${filter.speaker}` : ''
    const body = await buildPodcast(
      {
        title: `${site.churchName} Sermons${about}`,
        description: `Sermons${about ? about.replace(/^: /, ' in the series ') : ''} from ${site.churchName}. ${site.footerAbout}`.trim(),
        churchName: site.churchName,
        ownerEmail: site.email,
        origin,
        feedUrl: `${origin}${new URL(request.url).pathname}`,
        imageUrl: `${origin}/podcast-artwork.jpg`,
        timezone: config.timezone,
        serviceTime: (await getMainService(db)).time,
      },
      rows.flatMap((sermon) => {
        const enclosure = sizes.get(sermon.audioUrl)
        return enclosure ? [{ sermon, enclosure }] : []
      }),
    )
    return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': FEED_CACHE } })
  }

  /** The distinct series or speaker whose slug is `slug` ('advent-2026'), or undefined. */
  async function bySlug(kind: 'series' | 'speaker', slug: string) {
    return (await sermonNames(db, kind, ctx.content.clock())).find((name) => name !== '' && slugOf(name) === slug)
  }

  const plugin = new Elysia({ name: 'feeds' })
    .use(policies)
    // Whether the podcast has episodes yet: the sermons page offers 'Subscribe' only when it has.
    .get('/api/podcast', async ({ query }) => ({ episodes: await podcastEpisodeCount(db, query, ctx.content.clock()) }), {
      policy: content(),
      query: PodcastQuery,
      response: { 200: PodcastEpisodes },
    })
    // The feeds, the sitemap and robots.txt answer Responses with their own bytes and types (RSS,
    // iCalendar, XML, text): a JSON schema has nothing to check there, so they declare none.
    // Block bodies naming `set`: Elysia reads from a handler's text which parts of the context it uses.
    .get(
      '/feeds/sermons.xml',
      ({ request, set }) => {
        return feed(request, set, () => podcast(request))
      },
      { policy: read },
    )
    // A segment the router could not decode comes as null: no such feed.
    .get(
      '/feeds/sermons/series/:file',
      ({ request, params, set }) => {
        return feed(request, set, async () => {
          const series = params.file?.endsWith('.xml') ? await bySlug('series', params.file.slice(0, -4)) : undefined
          return series ? podcast(request, { series }) : notFoundText('Series')
        })
      },
      { policy: read },
    )
    .get(
      '/feeds/sermons/speakers/:file',
      ({ request, params, set }) => {
        return feed(request, set, async () => {
          const speaker = params.file?.endsWith('.xml') ? await bySlug('speaker', params.file.slice(0, -4)) : undefined
          return speaker ? podcast(request, { speaker }) : notFoundText('Speaker')
        })
      },
      { policy: read },
    )
    // The church's news (issue 33): the newest live posts, each with its whole text as the renderer draws it.
    .get(
      '/feeds/news.xml',
      ({ request, set }) => {
        return feed(request, set, async () => {
          const site = await getSiteConfig(db)
          const posts = await newestNews(db, NEWS_FEED_ITEMS, ctx.content.clock())
          const body = buildNewsFeed(
            { churchName: site.churchName, origin: siteOrigin(config, site), description: site.footerAbout },
            posts,
          )
          return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': FEED_CACHE } })
        })
      },
      { policy: read },
    )
    .get(
      '/feeds/events.ics',
      ({ request, set }) => {
        return feed(request, set, async () => {
          const since = todayIn(config.timezone, new Date(Date.now() - CALENDAR_HISTORY_DAYS * 86_400_000))
          const rows = await eventsForCalendar(db, since, ctx.content.clock())
          const site = await calendarSite(ctx)
          return calendarResponse(buildCalendar(rows, site, { name: `${site.churchName} Events` }))
        })
      },
      { policy: read },
    )
    // One category's events (decision 0057): /feeds/events/youth.ics, named for the church and the category.
    .get(
      '/feeds/events/:file',
      ({ request, params, set }) => {
        return feed(request, set, async () => {
          const slug = params.file?.endsWith('.ics') ? params.file.slice(0, -4) : ''
          const category = slug
            ? await categoryBySlug(db, slug).catch((e) => (e instanceof HttpError && e.status === 404 ? undefined : Promise.reject(e)))
            : undefined
          if (!category) return notFoundText('Category')
          const since = todayIn(config.timezone, new Date(Date.now() - CALENDAR_HISTORY_DAYS * 86_400_000))
          const rows = await eventsForCalendar(db, since, ctx.content.clock(), category.id)
          const site = await calendarSite(ctx)
          return calendarResponse(buildCalendar(rows, site, { name: `${site.churchName} ${category.name} Events` }))
        })
      },
      { policy: read },
    )
    .get(
      '/sitemap.xml',
      ({ request, set }) => {
        return feed(request, set, async () =>
          xmlResponse(await sitemapIndex(db, await siteAddress(db, config), SITEMAP_URLS, ctx.content.clock())),
        )
      },
      { policy: read },
    )
    .get(
      '/sitemaps/:file',
      ({ request, params, set }) => {
        return feed(request, set, async () => {
          const body = params.file
            ? await sitemapFile(db, await siteAddress(db, config), params.file, SITEMAP_URLS, ctx.content.clock())
            : null
          return body ? xmlResponse(body) : notFoundText('Sitemap')
        })
      },
      { policy: read },
    )
    .get(
      '/robots.txt',
      async () =>
        new Response(robotsTxt(await siteAddress(db, config)), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': FEED_CACHE },
        }),
      { policy: read },
    )
  return plugin
}

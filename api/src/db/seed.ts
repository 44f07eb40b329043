import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { todayIn } from '../lib/dates'
import { emptyDoc } from '../lib/rich-text/document'
import { richTextFromPlain } from '../lib/rich-text/plain-text'
import { bodyColumns } from '../lib/rich-text/twin'
import { slugOf } from '../lib/slug'
import { EventCategoryInput, EventInput } from '../modules/events/model'
import { FeaturedContentInput } from '../modules/featured-content/model'
import { LiveStreamInput } from '../modules/live-streams/model'
import { CONTACT_MESSAGE_STATUSES, ContactInput, VISITOR_REQUEST_STATUSES, VisitorRequestInput } from '../modules/messages/model'
import { NewsPostInput } from '../modules/news/model'
import { SubscribeInput } from '../modules/newsletter/model'
import { SermonInput } from '../modules/sermons/model'
import { SiteConfigInput } from '../modules/site-config/model'
import { SundayServiceInput } from '../modules/sunday-services/model'
import { PLAYLIST_TYPES, YoutubeConfigInput } from '../modules/youtube/model'
import type { Db } from './client'
import { addDays, churchSeason, type DemoDate, dateToUtc, demoDate, isIsoDate, longDate, weekday } from './demo/calendar'
import church from './demo/church.json'
import eventCategoriesData from './demo/event-categories.json'
import eventsData from './demo/events.json'
import featuredData from './demo/featured.json'
import { fill } from './demo/fill'
import liveStreamsData from './demo/live-streams.json'
import messagesData from './demo/messages.json'
import newsData from './demo/news.json'
import { demoRandom } from './demo/random'
import { planSermonSeries } from './demo/sermon-plan'
import sermonsData from './demo/sermons.json'
import sundayServicesData from './demo/sunday-services.json'
import youtubeConfigsData from './demo/youtube-configs.json'
import {
  contactMessages,
  eventCategories,
  eventCategoryLinks,
  events,
  featuredContent,
  liveStreams,
  meta,
  newsletterSubscribers,
  newsPosts,
  sermons,
  siteConfig,
  sundayServices,
  visitorRequests,
  youtubeConfigs,
} from './schema'
import { readUnreadPassages } from './sermon-passages'

export { addDays, adventSunday, type ChurchSeason, churchSeason, easterDay, weekday } from './demo/calendar'
export { planSermonSeries } from './demo/sermon-plan'

/**
 * Demo content, so that a fresh `bun run dev` looks like the real church: a season of sermons,
 * upcoming events, recorded services, Sunday services, a featured video, a few news posts, the playlist configs,
 * and a few messages for the admin. The content lives in demo/*.json, one file a kind, with dates
 * relative to today; this file checks each record against its module's own model, dates it and
 * inserts it. Runs at most once per database (meta key 'demo_seeded'), and never on a database
 * that already holds sermons or events: demo data is never mixed with a real church's data. The
 * staff who preach and are named are the church's own (content/staff.ts, demo/fill.ts).
 */

/** Short spoken samples in web/public/demo, one for each of the newest demo sermons. */
export const DEMO_AUDIO_FILES: number = sermonsData.audio.files

export const DEMO_SEEDED_KEY = 'demo_seeded'

/** The one preacher who is not on staff. */
export const GUEST_PREACHER: string = sermonsData.guestPreacher.name

export async function seedDemo(db: Db, opts: { today?: string } = {}): Promise<{ seeded: boolean }> {
  const today = opts.today ?? todayIn(process.env.CHURCH_TIMEZONE || 'America/Chicago')
  if (!isIsoDate(today)) throw new Error(`seedDemo: today must be YYYY-MM-DD, got "${today}"`)
  const content = buildDemoContent(today)

  return db.transaction(async (tx) => {
    // Claiming the key first makes a concurrent second seeder wait, then find it taken.
    const claimed = await tx
      .insert(meta)
      .values({ key: DEMO_SEEDED_KEY, value: `seeded ${today}` })
      .onConflictDoNothing({ target: meta.key })
      .returning({ key: meta.key })
    if (claimed.length === 0) return { seeded: false }

    const [anySermon] = await tx.select({ id: sermons.id }).from(sermons).limit(1)
    const [anyEvent] = await tx.select({ id: events.id }).from(events).limit(1)
    if (anySermon || anyEvent) {
      await tx
        .update(meta)
        .set({ value: `skipped ${today}: the database already had content` })
        .where(eq(meta.key, DEMO_SEEDED_KEY))
      return { seeded: false }
    }

    // Site configuration: create the row with its defaults, then fill in only what nobody has edited.
    await tx.insert(siteConfig).values({ id: 1 }).onConflictDoNothing({ target: siteConfig.id })
    const [config] = await tx.select().from(siteConfig).where(eq(siteConfig.id, 1))
    const changes: Partial<typeof siteConfig.$inferInsert> = {}
    for (const [field, value] of Object.entries(content.siteConfig) as [keyof typeof content.siteConfig, string][]) {
      const current = config[field]
      if (current === '' || current === siteConfig[field].default) changes[field] = value
    }
    // The rich texts are stored with their documents, as a save stores them (lib/rich-text/twin.ts).
    if (changes.footerAbout !== undefined || config.footerAboutDoc === null)
      changes.footerAboutDoc = richTextFromPlain(changes.footerAbout ?? config.footerAbout)
    if (Object.keys(changes).length > 0) await tx.update(siteConfig).set(changes).where(eq(siteConfig.id, 1))

    const described = <T extends { description?: string }>(rows: T[]) =>
      rows.map((row) => ({ ...row, descriptionDoc: richTextFromPlain(row.description ?? '') }))
    await tx.insert(sermons).values(described(content.sermons))
    // Their passages, as a save reads them (decision 0059).
    await readUnreadPassages(tx)
    const madeEvents = await tx.insert(events).values(described(content.events)).returning({ id: events.id })
    // The event categories (decision 0057), and each event's, by name.
    const categories = await tx
      .insert(eventCategories)
      .values(content.eventCategories.map((category, position) => ({ ...category, slug: slugOf(category.name), position })))
      .returning({ id: eventCategories.id, name: eventCategories.name })
    const categoryId = new Map(categories.map((c) => [c.name, c.id]))
    const links = content.eventCategoryNames.flatMap((names, i) =>
      names.map((name) => ({ eventId: madeEvents[i].id, categoryId: categoryId.get(name) as string })),
    )
    if (links.length > 0) await tx.insert(eventCategoryLinks).values(links)
    await tx.insert(liveStreams).values(content.liveStreams)
    await tx.insert(sundayServices).values(content.sundayServices)
    await tx.insert(featuredContent).values(content.featuredContent)
    // Each post's words as plain text beside its body, as a save writes them (the site search reads them).
    await tx.insert(newsPosts).values(content.newsPosts.map((post) => ({ ...post, ...bodyColumns(post.body ?? emptyDoc) })))
    await tx.insert(youtubeConfigs).values(content.youtubeConfigs).onConflictDoNothing({ target: youtubeConfigs.type })
    await tx
      .insert(newsletterSubscribers)
      .values(content.newsletterSubscribers)
      .onConflictDoNothing({ target: newsletterSubscribers.email })
    await tx.insert(contactMessages).values(content.contactMessages)
    await tx.insert(visitorRequests).values(content.visitorRequests)
    return { seeded: true }
  })
}

// How the files' records are checked: each by its module's own model, plus what the demo adds.
const received = {
  daysAgo: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
}
const SiteFacts = v.strictObject(v.partial(SiteConfigInput.pipe[0]).entries)
const ContactRow = v.object({ ...ContactInput.entries, status: v.picklist(CONTACT_MESSAGE_STATUSES), ...received })
const VisitorRow = v.object({ ...VisitorRequestInput.entries, status: v.picklist(VISITOR_REQUEST_STATUSES), ...received })
const SubscriberRow = v.object({ ...SubscribeInput.entries, isActive: v.optional(v.boolean()), ...received })
const YoutubeConfigRow = v.object({ type: v.picklist(PLAYLIST_TYPES), ...YoutubeConfigInput.entries })

/** The records themselves, each checked; bad demo data stops the seed with the file's kind, the record and the model's words. */
function checked<T>(kind: string, schema: v.GenericSchema, rows: readonly T[]): T[] {
  for (const [i, row] of rows.entries()) {
    const result = v.safeParse(schema, row)
    const name = typeof row === 'object' && row && 'title' in row ? ` "${row.title}"` : ''
    if (!result.success) throw new Error(`Demo ${kind} #${i + 1}${name}: ${result.issues.map((issue) => issue.message).join('; ')}`)
  }
  return [...rows]
}

type Received = { daysAgo: number; hour: number }
const MESSAGES = messagesData as {
  subscribers: (Omit<typeof newsletterSubscribers.$inferInsert, 'createdAt'> & Received)[]
  contactMessages: (Omit<typeof contactMessages.$inferInsert, 'createdAt'> & Received)[]
  visitorRequests: (Omit<typeof visitorRequests.$inferInsert, 'createdAt'> & Received)[]
}
const EVENTS = eventsData as ({ when: DemoDate; categories?: string[] } & Omit<typeof events.$inferInsert, 'date'>)[]
const FEATURED = featuredData as Omit<typeof featuredContent.$inferInsert, 'contentId'>[]
const YOUTUBE_CONFIGS = youtubeConfigsData as {
  type: (typeof PLAYLIST_TYPES)[number]
  name: string
  playlistIdFrom: string
  isActive: boolean
}[]

/** Every row the demo inserts, relative to `today` (YYYY-MM-DD). Pure and deterministic. */
export function buildDemoContent(today: string) {
  const { video, between } = demoRandom(0x5eed)
  const pad = (n: number) => String(n).padStart(2, '0')

  // ---- Sermons (demo/sermons.json): one per past Sunday, oldest first, in series that fit the church year.
  const S = sermonsData
  const lastSunday = addDays(today, -(weekday(today) || 7))
  const sundays = Array.from({ length: S.count }, (_, i) => addDays(lastSunday, -7 * (S.count - 1 - i)))
  const plan = planSermonSeries(sundays)
  // The newest few carry a short spoken sample (web/public/demo), so the podcast and the audio player can be seen working;
  // the sample stands in for the sermon, whose length stays a sermon's (not the sample's 0:11).
  const withAudio = plan.length - S.audio.files
  const sermonRows = plan.map(({ date, series, passage }, i) => {
    const rota = S.rota[i % S.rota.length]
    const speaker = i === S.guestPreacher.sermon ? S.guestPreacher.name : fill(`{${rota.preacher}.name}`)
    const title = S.titlePrefix.sermons.includes(i) ? `${S.titlePrefix.text}${passage.title}` : passage.title
    const intro = fill(S.intro, { speaker, scripture: passage.scripture, series: series.name, blurb: series.blurb })
    const paragraphs = [passage.summary, intro]
    if (rota.links)
      paragraphs.push(
        [S.scripturesHeading, passage.scripture, ...passage.related].join('\n'),
        [S.linksHeading, ...church.socialLinks].join('\n'),
      )
    return {
      title,
      speaker,
      scripture: passage.scripture,
      series: series.name,
      date,
      duration: `${between(S.duration.minMinutes, S.duration.maxMinutes)}:${pad(between(0, 59))}`,
      ...video(),
      ...(i >= withAudio ? { audioUrl: S.audio.url.replace('{n}', String(i - withAudio + 1)) } : {}),
      description: paragraphs.join('\n\n'),
      tags: [...new Set([...series.tags, ...passage.tags])],
    }
  })

  // ---- Recorded services (demo/live-streams.json): the most recent Sundays, newest first.
  const L = liveStreamsData
  const liveStreamRows = sermonRows
    .slice(-L.count)
    .reverse()
    .map((sermon) => {
      const values = {
        date: longDate(sermon.date),
        season: L.seasonLabels[churchSeason(sermon.date)],
        sermon: sermon.title.startsWith(S.titlePrefix.text) ? sermon.title.slice(S.titlePrefix.text.length) : sermon.title,
        scripture: sermon.scripture,
        speaker: sermon.speaker,
      }
      return {
        title: fill(L.title, values),
        description: L.description.map((paragraph) => fill(paragraph, values)).join('\n\n'),
        date: sermon.date,
        duration: `${L.duration.hours}:${pad(between(L.duration.minMinutes, L.duration.maxMinutes))}:${pad(between(0, 59))}`,
        isLive: false,
        ...video(),
      }
    })

  // ---- Sunday services (demo/sunday-services.json): week 0 is the next Sunday; a past one links its recording.
  const nextSunday = addDays(today, (7 - weekday(today)) % 7)
  const sundayServiceRows = sundayServicesData.sundays.map((week) => {
    const date = addDays(nextSunday, 7 * week)
    const recording = liveStreamRows.find((stream) => stream.date === date)
    return {
      date,
      time: sundayServicesData.time,
      location: sundayServicesData.location,
      youtubeUrl: recording?.youtubeUrl ?? '',
      isLive: false,
    }
  })

  // ---- Featured videos (demo/featured.json), each with a video of its own.
  const featuredRows = FEATURED.map((item) => {
    const welcome = video()
    return { ...item, contentId: welcome.youtubeVideoId, youtubeUrl: welcome.youtubeUrl, description: fill(item.description ?? '') }
  })

  // ---- Events (demo/events.json): each `when` turned into a date.
  const eventRows = EVENTS.map(({ when, categories: _, ...event }) => ({
    ...event,
    date: demoDate(today, when),
    description: fill(event.description ?? ''),
    ...(event.externalUrl ? { externalUrl: fill(event.externalUrl) } : {}),
  }))

  // ---- Playlist configs (demo/youtube-configs.json), their playlists from the environment.
  const youtubeConfigRows = YOUTUBE_CONFIGS.map(({ playlistIdFrom, ...config }) => ({
    ...config,
    playlistId: process.env[playlistIdFrom] || '',
  }))

  // ---- Something for the admin to look at (demo/messages.json).
  const at = <T extends Received>({ daysAgo, hour, ...row }: T) => ({
    ...row,
    createdAt: new Date(dateToUtc(addDays(today, -daysAgo)) + hour * 3_600_000),
  })

  // ---- News (demo/news.json): a few recent posts, so home shows Latest news; their text as paragraphs.
  const newsRows = newsData.map(({ daysAgo, hour, text, author, ...post }) => {
    const publishedAt = new Date(dateToUtc(addDays(today, -daysAgo)) + hour * 3_600_000)
    return {
      ...post,
      author: fill(author),
      body: richTextFromPlain(fill(text)),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    }
  })

  return {
    siteConfig: checked('church facts', SiteFacts, [church.siteConfig])[0],
    sermons: checked('sermon', SermonInput, sermonRows),
    liveStreams: checked('live stream', LiveStreamInput, liveStreamRows),
    sundayServices: checked('Sunday service', SundayServiceInput, sundayServiceRows),
    featuredContent: checked('featured item', FeaturedContentInput, featuredRows),
    newsPosts: checked('news post', NewsPostInput, newsRows),
    events: checked('event', EventInput, eventRows),
    eventCategories: checked('event category', EventCategoryInput, eventCategoriesData),
    eventCategoryNames: EVENTS.map((event) => {
      const names = event.categories ?? []
      const unknown = names.find((name) => !eventCategoriesData.some((category) => category.name === name))
      if (unknown) throw new Error(`Demo event "${event.title}": no event category called ${unknown} in demo/event-categories.json`)
      return names
    }),
    youtubeConfigs: checked('playlist config', YoutubeConfigRow, youtubeConfigRows),
    newsletterSubscribers: checked('subscriber', SubscriberRow, MESSAGES.subscribers).map(at),
    contactMessages: checked('contact message', ContactRow, MESSAGES.contactMessages).map(at),
    visitorRequests: checked('visitor request', VisitorRow, MESSAGES.visitorRequests).map(at),
  }
}

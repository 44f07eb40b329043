import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { MenuName } from '../content/menus'
import { PUBLICATIONS } from '../lib/publication'
import type { DateChange } from '../lib/recurrence'
import { STAFF_ROLES } from '../lib/staff-roles'
import { ACTIVITY_KINDS, type ActivityArea, type FieldChange } from '../modules/activity/model'
import type { MenuItem } from '../modules/menus/model'
import { PRAYER_AUDIENCES, PRAYER_KEEP_DAYS, PRAYER_STATUSES } from '../modules/prayer/model'
import { REGISTRATION_STATUSES } from '../modules/registrations/model'

// Dates that are calendar dates are `date` (read as 'YYYY-MM-DD' strings); instants are `timestamptz`.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
const id = () => uuid('id').primaryKey().defaultRandom()
const calendarDate = (name: string) => date(name, { mode: 'string' })
/** A small text file sent with an email (an event's .ics). */
export type EmailAttachment = { filename: string; contentType: string; content: string }

/** Draft, submitted for review, or published (lib/publication.ts, decision 0042). */
export const publication = pgEnum('publication', PUBLICATIONS)
/**
 * How a sermon, event or Sunday service stands (decision 0042): published unless staff save it as a
 * draft (so existing rows, YouTube syncs and imports are published), the instant a published one goes
 * live when it is scheduled, and who wrote it (a contributor may change only their own drafts).
 */
const publicationColumns = () => ({
  publication: publication('publication').notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
  createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
})

/**
 * The words of some text columns, in lower case, as the searches find them (modules/sermons and
 * modules/search): PostgreSQL's 'simple' text search (no stemming, no extension, in PGlite as in any
 * PostgreSQL), with hyphens, slashes, dots, '@' and '_' read as spaces, so 'John 10:1-18' has the
 * words john, 10, 1 and 18. An index and the query must spell this expression the same way to meet:
 * each table's words are declared once below and used by both.
 *
 * The reading is the function `church_words` (migration 0035), which tells the planner what it costs
 * (1,000 operations a row, where to_tsvector claims 100): reading a page's 2,000 words takes a
 * millisecond, and with the default cost PostgreSQL read 200 pages' words row by row (290 ms)
 * rather than ask their index (0.1 ms).
 */
export const wordsOf = (...columns: AnyPgColumn[]) => sql`church_words(${sql.join(columns, sql` || ' ' || `)})`

/** A sermon's title, speaker, scripture and description. */
export const sermonWords = (t: { title: AnyPgColumn; speaker: AnyPgColumn; scripture: AnyPgColumn; description: AnyPgColumn }) =>
  wordsOf(t.title, t.speaker, t.scripture, t.description)
/** An event's title, place and description. */
export const eventWords = (t: { title: AnyPgColumn; location: AnyPgColumn; description: AnyPgColumn }) =>
  wordsOf(t.title, t.location, t.description)
/** A page's or a news post's title, summary and words (`bodyText`, the plain twin of its body). */
export const pageWords = (t: { title: AnyPgColumn; summary: AnyPgColumn; bodyText: AnyPgColumn }) => wordsOf(t.title, t.summary, t.bodyText)
/** A service's recording (a live stream): its title and description. */
export const serviceWords = (t: { title: AnyPgColumn; description: AnyPgColumn }) => wordsOf(t.title, t.description)

export const sermons = pgTable(
  'sermons',
  {
    id: id(),
    title: text('title').notNull(),
    speaker: text('speaker').notNull().default(''),
    scripture: text('scripture').notNull().default(''),
    series: text('series').notNull().default(''),
    date: calendarDate('date').notNull(),
    duration: text('duration').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    youtubeUrl: text('youtube_url').notNull().default(''),
    /** The 11-character video id taken from youtubeUrl; how imports and syncs recognise a sermon. */
    youtubeVideoId: text('youtube_video_id'),
    /**
     * The values the last YouTube sync wrote, by field name. A field whose stored value no longer
     * equals what the sync wrote was edited by hand, and later syncs leave it alone (decision 0008).
     */
    youtubeSynced: jsonb('youtube_synced').$type<Record<string, unknown>>(),
    audioUrl: text('audio_url').notNull().default(''),
    /** The plain words of descriptionDoc (lib/rich-text/twin.ts, decision 0052): what search, feeds and page heads read. */
    description: text('description').notNull().default(''),
    /** The description as the editor wrote it; null, or words other than `description`'s: read from `description`. */
    descriptionDoc: jsonb('description_doc').$type<Record<string, unknown>>(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The transcript as staff gave it (lib/transcript.ts): WebVTT or SubRip captions, or plain text; '' when none. */
    transcript: text('transcript').notNull().default(''),
    /** Its format ('vtt', 'srt' or 'text'; '' when there is none). */
    transcriptFormat: text('transcript_format').notNull().default(''),
    /** Its words in paragraphs, without caption times: what the sermon's page shows and the site search reads. */
    transcriptText: text('transcript_text').notNull().default(''),
    ...publicationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists' order as ORDER BY ... DESC spells it (newest first, then by creation and id): a page
    // is read from here, not sorted.
    index('sermons_date_idx').on(t.date.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('sermons_speaker_idx').on(t.speaker),
    index('sermons_series_idx').on(t.series),
    uniqueIndex('sermons_youtube_video_id_idx').on(t.youtubeVideoId),
    // The sermon search reads this index of every word instead of every description (migration 0011).
    // Written at once rather than through GIN's pending list: PGlite runs no autovacuum to merge
    // that list, and every search would read all of it (2 MB after 10,000 sermons).
    index('sermons_search_idx').using('gin', sermonWords(t)).with({ fastupdate: false }),
    /** The site search reads a transcript's words here (modules/search), apart from the sermons list's own search. */
    index('sermons_transcript_search_idx').using('gin', wordsOf(t.transcriptText)).with({ fastupdate: false }),
  ],
)

/**
 * Each passage of Scripture a sermon's scripture field reads as (lib/scripture.ts, decision 0059), in
 * the field's order: its book and its verses as a range of verse numbers (`verseRange`), so 'John 3'
 * finds a sermon on John 3:16-21 by overlap. Made again from the field whenever a sermon is saved,
 * by any path (db/sermon-passages.ts); never edited by hand.
 */
export const sermonPassages = pgTable(
  'sermon_passages',
  {
    sermonId: uuid('sermon_id')
      .notNull()
      .references(() => sermons.id, { onDelete: 'cascade' }),
    /** The passage's place in the field, from 0. */
    position: integer('position').notNull(),
    /** The book's OSIS id ('John', '1Cor'): lib/scripture.ts BOOKS. */
    book: text('book').notNull(),
    startVerse: integer('start_verse').notNull(),
    endVerse: integer('end_verse').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sermonId, t.position] }),
    // A book's sermons in Bible order, the passages overlapping a range of one book, and each book's count.
    index('sermon_passages_book_idx').on(t.book, t.startVerse, t.endVerse),
  ],
)

/**
 * The scripture field each sermon's passages were last read from: a sermon whose field differs (or
 * that has no row) is read again (db/sermon-passages.ts `readUnreadPassages`), so a path that wrote
 * sermons without reading them (a backup restored, an old database) is caught up at the next start.
 */
export const sermonPassageReads = pgTable('sermon_passage_reads', {
  sermonId: uuid('sermon_id')
    .primaryKey()
    .references(() => sermons.id, { onDelete: 'cascade' }),
  scripture: text('scripture').notNull(),
})

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    /** As sermons.description: the plain words of descriptionDoc. */
    description: text('description').notNull().default(''),
    descriptionDoc: jsonb('description_doc').$type<Record<string, unknown>>(),
    date: calendarDate('date').notNull(),
    /** 24-hour 'HH:MM', or '' when the event has no set time. */
    startTime: text('start_time').notNull().default(''),
    endTime: text('end_time').notNull().default(''),
    /** The day it ends when that is after its date (a late night, a weekend camp); null when it ends the day it starts. */
    endDate: calendarDate('end_date'),
    location: text('location').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    externalUrl: text('external_url').notNull().default(''),
    externalLinkText: text('external_link_text').notNull().default(''),
    recurrenceDescription: text('recurrence_description').notNull().default(''),
    isRecurring: boolean('is_recurring').notNull().default(false),
    /** An RFC 5545 RRULE value (for example 'FREQ=WEEKLY;BYDAY=TU') when isRecurring. */
    recurrenceRule: text('recurrence_rule').notNull().default(''),
    /** Dates of the series cancelled or changed by staff (lib/recurrence/events.ts DateChange), kept with the event so Undo and the export carry them. */
    changes: jsonb('changes').$type<DateChange[]>().notNull().default([]),
    ...publicationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** Dates in a range, and the upcoming events in their order (soonest, then by time and title). */
    index('events_date_idx').on(t.date, t.startTime, t.title),
    /** Staff's list of past events, in its order (events service, listEventsPage), so a page reads no sort. */
    index('events_past_idx').on(t.date.desc().nullsFirst(), t.startTime.desc().nullsFirst(), t.title.asc(), t.id.asc()),
    /** The site search (modules/search) reads this index of every word instead of every description. */
    index('events_search_idx').using('gin', eventWords(t)).with({ fastupdate: false }),
  ],
)

/**
 * The kinds of event staff name (Worship, Youth, Music, Outreach…; decision 0057): the address slug
 * comes from the name (lib/slug.ts), `position` is their order on /events and in the dialog.
 */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('event_categories_slug_idx').on(t.slug), index('event_categories_position_idx').on(t.position, t.name)],
)

/**
 * Which categories an event carries (a series' dates carry its event's). No foreign key to events:
 * an event moved to the bin keeps its links, so Undo brings its categories back (the bin restores the
 * same id); reads always join through events, so the links of an event gone for good are never read.
 */
export const eventCategoryLinks = pgTable(
  'event_category_links',
  {
    eventId: uuid('event_id').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.categoryId] }), index('event_category_links_category_idx').on(t.categoryId, t.eventId)],
)

export const sundayServices = pgTable(
  'sunday_services',
  {
    id: id(),
    date: calendarDate('date').notNull(),
    time: text('time').notNull(),
    location: text('location').notNull().default(''),
    youtubeUrl: text('youtube_url').notNull().default(''),
    isLive: boolean('is_live').notNull().default(false),
    ...publicationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sunday_services_date_idx').on(t.date.desc())],
)

export const featuredContentType = pgEnum('featured_content_type', ['video', 'sermon', 'event'])

export const featuredContent = pgTable(
  'featured_content',
  {
    id: id(),
    type: featuredContentType('type').notNull(),
    contentId: text('content_id').notNull(),
    youtubeUrl: text('youtube_url').notNull().default(''),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('featured_content_active_idx').on(t.isActive, t.createdAt.desc())],
)

export const liveStreams = pgTable(
  'live_streams',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: calendarDate('date').notNull(),
    duration: text('duration').notNull().default(''),
    isLive: boolean('is_live').notNull().default(false),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    youtubeUrl: text('youtube_url').notNull().default(''),
    youtubeVideoId: text('youtube_video_id'),
    /** As sermons.youtubeSynced. */
    youtubeSynced: jsonb('youtube_synced').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('live_streams_date_idx').on(t.date.desc()),
    uniqueIndex('live_streams_youtube_video_id_idx').on(t.youtubeVideoId),
    /** The site search (modules/search) reads this index of every word. */
    index('live_streams_search_idx').using('gin', serviceWords(t)).with({ fastupdate: false }),
  ],
)

export const contactMessageStatus = pgEnum('contact_message_status', ['new', 'responded', 'archived'])

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: contactMessageStatus('status').notNull().default('new'),
    /** The key the visitor's browser sent the form with: the same form sent again is stored once (decision 0034). */
    sendKey: uuid('send_key'),
    createdAt: createdAt(),
  },
  (t) => [
    // The inbox's order, newest first with the id settling a tie, whole and by status: a page reads no sort.
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('contact_messages_send_key_idx').on(t.sendKey),
  ],
)

export const visitorRequestStatus = pgEnum('visitor_request_status', ['new', 'contacted', 'visited'])

export const visitorRequests = pgTable(
  'visitor_requests',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    numberOfKids: text('number_of_kids').notNull(),
    status: visitorRequestStatus('status').notNull().default('new'),
    /** As a contact message's: the same request sent again is stored once. */
    sendKey: uuid('send_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitor_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('visitor_requests_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('visitor_requests_send_key_idx').on(t.sendKey),
  ],
)

export const prayerRequestStatus = pgEnum('prayer_request_status', PRAYER_STATUSES)
export const prayerAudience = pgEnum('prayer_audience', PRAYER_AUDIENCES)

/**
 * Prayer requests from /prayer (decision 0053): read only by admins and accounts with pastoral care
 * (users.pastoral_care), never by editors or contributors; deleted by housekeeping once older than
 * the days staff keep them (site_config.prayer_keep_days). Name and email are '' when not given.
 */
export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: id(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    request: text('request').notNull(),
    audience: prayerAudience('audience').notNull().default('team'),
    status: prayerRequestStatus('status').notNull().default('new'),
    /** As a contact message's: the same request sent again is stored once (decision 0034). */
    sendKey: uuid('send_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('prayer_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('prayer_requests_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('prayer_requests_send_key_idx').on(t.sendKey),
  ],
)

/**
 * Registration for an event, or for one date of a series (decision 0058): turned on by staff, one row
 * per event. Capacity counts people (each registration's party), per date of a series.
 */
export const eventRegistrationSettings = pgTable(
  'event_registration_settings',
  {
    eventId: uuid('event_id').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    /** Null: every date of a series (or the one-off event); a date: only that date of the series. */
    onlyOn: calendarDate('only_on'),
    /** People in all, per date; null when there is no limit. */
    capacity: integer('capacity'),
    waitingList: boolean('waiting_list').notNull().default(true),
    /** Registration closes this many hours before the date starts (0: when it starts). */
    closeHoursBefore: integer('close_hours_before').notNull().default(0),
    askPhone: boolean('ask_phone').notNull().default(false),
    askParty: boolean('ask_party').notNull().default(false),
    /** One free-text question, '' when none. */
    question: text('question').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('event_registration_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('event_registration_close_check', sql`${t.closeHoursBefore} >= 0`),
  ],
)

export const registrationStatus = pgEnum('registration_status', REGISTRATION_STATUSES)

/**
 * One visitor's registration for an event's date (`on`: the series' date as its page names it, '' for
 * a one-off event, so moving the event keeps its registrations). The link to change or cancel it
 * carries the registration's id signed with the site's own key (modules/registrations/links.ts).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: uuid('event_id').notNull(),
    on: text('on').notNull().default(''),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    partySize: integer('party_size').notNull().default(1),
    answer: text('answer').notNull().default(''),
    status: registrationStatus('status').notNull(),
    checkedIn: boolean('checked_in').notNull().default(false),
    sendKey: uuid('send_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_registrations_date_idx').on(t.eventId, t.on, t.status, t.createdAt, t.id),
    uniqueIndex('event_registrations_send_key_idx').on(t.sendKey),
    check('event_registrations_party_check', sql`${t.partySize} > 0`),
  ],
)

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Stored lower-cased; one row per address. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Active once the address is confirmed (double opt-in); unsubscribing sets it false, never deletes. */
    isActive: boolean('is_active').notNull().default(true),
    /** SHA-256 of the token in the confirmation link (kept after confirming, so the link stays harmless; cleared on unsubscribe). */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The random token in every newsletter's one-click unsubscribe link (RFC 8058). */
    unsubscribeToken: text('unsubscribe_token').notNull().unique().default(sql`encode(sha256(gen_random_uuid()::text::bytea), 'hex')`),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    /** Staff's list, newest first with the id settling a tie: a page reads no sort. */
    index('newsletter_subscribers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

export const emailProvider = pgEnum('email_provider', ['gmail', 'smtp', 'console'])

/** The site configuration: exactly one row (id 1), holding its defaults until an admin edits it. */
export const siteConfig = pgTable(
  'site_config',
  {
    id: integer('id').primaryKey().default(1),
    churchName: text('church_name').notNull().default('Anglican Church of Santa Rosa Beach'),
    logoUrl: text('logo_url').notNull().default(''),
    /** Link previews show the logo (on the secondary colour) where a page has no picture of its own. */
    logoShareImage: boolean('logo_share_image').notNull().default(false),
    /** The app icons (home screen, browser tab) are the logo on white; off, the site's own cross. */
    logoAppIcon: boolean('logo_app_icon').notNull().default(false),
    /** The name under the app icon on a home screen; empty, one made from the church name (lib/app-name.ts). */
    appName: text('app_name').notNull().default(''),
    tagline: text('tagline').notNull().default('A place to belong, believe and become'),
    footerAbout: text('footer_about')
      .notNull()
      .default(
        'An Anglican church in Santa Rosa Beach, Florida, worshipping in the historic faith with a warm welcome for families, visitors and neighbours.',
      ),
    /** The footer's about text as the editor wrote it; footerAbout is its plain words (as sermons.description). */
    footerAboutDoc: jsonb('footer_about_doc').$type<Record<string, unknown>>(),
    address: text('address').notNull().default('1234 County Highway 30A, Santa Rosa Beach, FL 32459'),
    phone: text('phone').notNull().default('(850) 555-0130'),
    email: text('email').notNull().default('office@example.org'),
    socialFacebook: text('social_facebook').notNull().default(''),
    socialInstagram: text('social_instagram').notNull().default(''),
    socialTwitter: text('social_twitter').notNull().default(''),
    socialYoutube: text('social_youtube').notNull().default(''),
    primaryColor: text('primary_color').notNull().default('#2563eb'),
    accentColor: text('accent_color').notNull().default('#7c3aed'),
    secondaryColor: text('secondary_color').notNull().default('#1e293b'),
    contactPageUrl: text('contact_page_url').notNull().default(''),
    /** Giving widget script URL from the church-management provider (Give page). */
    givingWidgetUrl: text('giving_widget_url').notNull().default(''),
    /** The external form embedded at /offering. */
    offeringFormUrl: text('offering_form_url').notNull().default(''),
    contactEmailTo: text('contact_email_to').notNull().default(''),
    contactEmailFrom: text('contact_email_from').notNull().default(''),
    emailProvider: emailProvider('email_provider').notNull().default('console'),
    smtpHost: text('smtp_host').notNull().default(''),
    smtpPort: integer('smtp_port').notNull().default(587),
    smtpSecure: boolean('smtp_secure').notNull().default(false),
    smtpUser: text('smtp_user').notNull().default(''),
    smtpPassword: text('smtp_password').notNull().default(''),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    autoReplyEnabled: boolean('auto_reply_enabled').notNull().default(false),
    autoReplySubject: text('auto_reply_subject').notNull().default(''),
    autoReplyMessage: text('auto_reply_message').notNull().default(''),
    visitorWelcomeSubject: text('visitor_welcome_subject').notNull().default(''),
    visitorWelcomeMessage: text('visitor_welcome_message').notNull().default(''),
    heroVideoId: text('hero_video_id').notNull().default(''),
    /**
     * The address visitors use (an origin like https://www.example.org), set by staff: links in
     * emails, feeds and page heads use it when the server has no PUBLIC_URL (lib/site-origin.ts).
     */
    siteUrl: text('site_url').notNull().default(''),
    /** How many days prayer requests are kept before housekeeping deletes them (decision 0053). */
    prayerKeepDays: integer('prayer_keep_days').notNull().default(PRAYER_KEEP_DAYS.default),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_config_single_row', sql`${t.id} = 1`)],
)

export const youtubePlaylistType = pgEnum('youtube_playlist_type', ['sermons', 'live_streams'])

/** The two playlists the sermon and live-stream archives are synced from. */
export const youtubeConfigs = pgTable('youtube_configs', {
  id: id(),
  type: youtubePlaylistType('type').notNull().unique(),
  name: text('name').notNull(),
  playlistId: text('playlist_id').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, mode: 'date' }),
  /** 'ok' or 'failed' for the last sync (by hand or scheduled), '' before the first. */
  lastSyncStatus: text('last_sync_status').notNull().default(''),
  /** What the last sync said, for staff (for example 'Synced 12 videos (2 new, 1 updated)'). */
  lastSyncMessage: text('last_sync_message').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const outboxEmailStatus = pgEnum('outbox_email_status', ['pending', 'sending', 'sent', 'retrying', 'failed', 'not_sent'])

/**
 * Every email the site sends goes through this table: the submission that causes it is stored
 * first, then a worker sends, retrying with backoff; staff see each email's state and can retry.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    /** What the email is: 'contact-notification', 'contact-auto-reply', 'visitor-welcome', 'newsletter-confirmation', 'newsletter', 'test'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to').notNull().default(''),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Extra headers (for example List-Unsubscribe); values never hold CR or LF. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: outboxEmailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While 'sending': when a worker that died mid-send gives the email up to another. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** The mail server's last answer or error, shown to staff. */
    lastResponse: text('last_response').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The record that caused it (a contact message, visitor request or subscriber), if any. */
    sourceId: uuid('source_id'),
    /** The newsletter issue it belongs to, for a newsletter: its progress is counted from these. */
    issueId: uuid('issue_id'),
    /** Files sent with it (an event's .ics): small text files only. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The worker's claim: the emails still to send, soonest first, read in that order (a send of 20,000
    // waits here, and each step takes the next few); sent and failed ones, the many, are not in it.
    index('outbox_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'retrying', 'sending')`),
    // Staff's outbox list, newest first with the id settling a tie, whole and by status: a page reads no sort.
    index('outbox_emails_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('outbox_emails_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('outbox_emails_issue_idx').on(t.issueId, t.status),
  ],
)

export const staffRole = pgEnum('staff_role', STAFF_ROLES)

export const users = pgTable('users', {
  id: id(),
  /** Stored lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** What the account may do (lib/staff-roles.ts): 'admin', 'editor' or 'contributor'. */
  role: staffRole('role').notNull().default('contributor'),
  /** Pastoral care: may read prayer requests on top of the role (admins always may; decision 0053). */
  pastoralCare: boolean('pastoral_care').notNull().default(false),
  /** The last successful sign-in (shown in the Users tab); null until the first. */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * One-time account links: 'setup' makes the first admin (printed at start while there is none),
 * 'reset' sets a new password (emailed by an admin). Only a SHA-256 hash of the token is stored;
 * a used link keeps its row (usedAt) so opening it again can say so.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'setup' | 'reset'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /**
     * A reset link's account password when it was made, as a SHA-256 of its hash (each hash has its own
     * salt): a password changed since, however, makes the link stop working. Null for setup links.
     */
    passwordVersion: text('password_version'),
  },
  (t) => [index('account_links_user_idx').on(t.userId)],
)

/** Sign-in sessions. Only a SHA-256 hash of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * Failure counters for throttling (sign-in per account and per client address).
 * Kept in the database so several server instances share them.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
})

/** Signed, single-use upload slots handed out by POST /api/upload-image. */
export const uploads = pgTable('uploads', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  maxBytes: integer('max_bytes').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** The published picture's upright size (null for a file kept as it came, before decision 0032). */
  width: integer('width'),
  height: integer('height'),
  /** Every file stored for it: its published sizes and formats and its private original. */
  files: jsonb('files').$type<string[]>().notNull().default([]),
  /** The Media tab's facts: the name the file had, its size as uploaded, and what it shows, said once. */
  fileName: text('file_name').notNull().default(''),
  originalBytes: integer('original_bytes'),
  alt: text('alt').notNull().default(''),
  decorative: boolean('decorative').notNull().default(false),
  /** The point a crop keeps in view (a face in a portrait's circle), in percent across and down. */
  focusX: integer('focus_x').notNull().default(50),
  focusY: integer('focus_y').notNull().default(50),
})

/** Small key/value facts about the database itself (for example whether demo content was seeded). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
})

/**
 * The church's regular service times (Church tab), in the order staff set. `role` marks the main
 * Sunday service (hero, live-stream promo, plan a visit, page heads, JSON-LD, feeds) and the Kids
 * Church time; the rest are listed where every time is (footer, contact).
 */
export const serviceTimes = pgTable(
  'service_times',
  {
    id: id(),
    name: text('name').notNull(),
    day: text('day').notNull(),
    /** 'HH:MM' on the church's clock (CHURCH_TIMEZONE). */
    time: text('time').notNull(),
    place: text('place').notNull().default(''),
    note: text('note').notNull().default(''),
    role: text('role').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('service_times_position_idx').on(t.position)],
)

/** The church's staff as About Us → Staff shows them (Church tab), in the order staff set. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    email: text('email').notNull().default(''),
    /** An uploaded portrait ('/uploads/...') or a web address; '' shows initials. */
    photoUrl: text('photo_url').notNull().default(''),
    bio: text('bio').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_members_position_idx').on(t.position)],
)

/**
 * The texts of About Us, Music, Kids Church and What We Believe (Church tab, decision 0051): the
 * rich-text editor's document (lib/rich-text/document.ts RichDoc, never HTML), or for the creed and
 * the safety rules (content/page-texts.ts PLAIN_PAGE_TEXT_KEYS) a JSON string of plain text. A JSON
 * string under a rich text's key is a text from before 0029, read as plain text.
 */
export const pageTexts = pgTable('page_texts', {
  key: text('key').primaryKey(),
  body: jsonb('body').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
})

/**
 * The short lists staff keep in the Church tab (content/page-lists.ts): Plan a Visit's questions,
 * the values, core beliefs, music groups and Kids Church programs, each in the order staff set.
 */
export const pageItems = pgTable(
  'page_items',
  {
    id: id(),
    list: text('list').notNull(),
    title: text('title').notNull(),
    label: text('label').notNull().default(''),
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('page_items_list_position_idx').on(t.list, t.position)],
)

/**
 * The bin: what staff deleted, kept whole so the toast's Undo (or a later restore) can put it back
 * as it was, same id and all. `batch` groups one delete or one Clear All; `kind` names the table.
 * Rows older than the bin's keeping time are removed when something new is put in.
 */
export const binItems = pgTable(
  'bin_items',
  {
    id: id(),
    batch: uuid('batch').notNull(),
    kind: text('kind').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('bin_items_batch_idx').on(t.batch), index('bin_items_deleted_idx').on(t.deletedAt)],
)

/**
 * Each newsletter sent: the dashboard's idempotency key (one per composed issue) is unique, so a
 * double click or a repeated request never queues the issue twice. Its emails carry its id.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    subject: text('subject').notNull(),
    /** How many emails were queued (one per active subscriber then). */
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  /** The newest issue first (its progress, a list of issues), the id settling a tie. */
  (t) => [index('newsletter_issues_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
)

/**
 * How the running server backs itself up: the time of the nightly backup (HH:MM on the church's
 * clock, CHURCH_TIMEZONE) and how many to keep. One row at most; without it the defaults apply.
 */
export const backupSettings = pgTable('backup_settings', {
  id: integer('id').primaryKey().default(1),
  time: text('time').notNull().default('03:00'),
  keepDaily: integer('keep_daily').notNull().default(14),
  keepWeekly: integer('keep_weekly').notNull().default(8),
  updatedAt: updatedAt(),
})

/**
 * Each backup the server took or tried (nightly, 'Back up now', or `bun run db:backup`), with its
 * result: what the Backups section shows and what the nightly schedule checks. The archives
 * themselves live in DATA_DIR/backups or the bucket; this table is not part of a backup.
 */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    /** 'scheduled', 'manual' (Back up now) or 'command' (bun run db:backup). */
    trigger: text('trigger').notNull(),
    /** 'running', 'ok' or 'failed'. */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The archive's file name, once written. */
    name: text('name').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    /** Why it failed, in words staff can act on. */
    error: text('error').notNull().default(''),
    /** Who asked for it ('Back up now'); empty for the schedule and the command line. */
    requestedBy: text('requested_by').notNull().default(''),
  },
  (t) => [index('backups_started_idx').on(t.startedAt.desc())],
)

export const activityKind = pgEnum('activity_kind', ACTIVITY_KINDS)

/**
 * The activity log (issue 32): every staff change, sign-in and setting saved, with who, when and
 * what, kept two years (housekeeping) and backed up. Who is the account while it exists (set to null
 * when it is removed) and its name and email as they were, so the log still reads after a removal;
 * the record's title is likewise kept as it was. `changes` names an edit's fields, with the before
 * and after of short ones, never a password.
 */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    who: uuid('who').references(() => users.id, { onDelete: 'set null' }),
    whoName: text('who_name').notNull().default(''),
    whoEmail: text('who_email').notNull().default(''),
    kind: activityKind('kind').notNull(),
    /** The part of the site (modules/activity/model.ts ACTIVITY_AREAS): editors see the content's. */
    area: text('area').$type<ActivityArea>().notNull(),
    /** The record's id (a UUID, a page text's key), when the change was to one record. */
    recordId: text('record_id'),
    title: text('title').notNull().default(''),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    /** How many records a bulk change, Clear All or newsletter touched. */
    count: integer('count'),
    /**
     * A delete's or Clear All's batch in the bin (bin_items.batch): Recently deleted reads who deleted
     * it, when and what from this line (decision 0047).
     */
    batch: uuid('batch'),
  },
  // Newest first (the id settling a tie), whole or by person, area or kind: each list reads an index in order.
  (t) => [
    index('activity_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_who_idx').on(t.who, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_area_idx').on(t.area, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_kind_idx').on(t.kind, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_batch_idx').on(t.batch).where(sql`${t.batch} is not null`),
  ],
)

/**
 * Every saved version of a record staff keep revisions of (sermons, events, page texts, church facts):
 * its values as that save left them, who saved it and when. The newest is the record as it is; an
 * older one can be compared with it and restored (a restore is itself a new revision).
 */
export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    /** The kind of record ('sermon', 'event', 'page-texts', 'service-time', 'staff-member', 'page-item'). */
    kind: text('kind').notNull(),
    /** The record's id (a page text's key for page texts). */
    recordId: text('record_id').notNull(),
    /** The record's values as this save left them. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    who: uuid('who').references(() => users.id, { onDelete: 'set null' }),
    whoName: text('who_name').notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // A record's versions, newest first: its history reads this index in order.
  (t) => [index('revisions_record_idx').on(t.kind, t.recordId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst())],
)

/**
 * The pages staff write themselves (issue 33, decision 0046): 'New here?', Vacation Bible School,
 * weddings and funerals. Each answers at `/{slug}`, a slug no route of the site owns (lib/reserved-
 * addresses in modules/site-pages); its body is the rich-text editor's document (never HTML), drawn
 * by the server's renderer. Drafts and scheduling as sermons have them (decision 0042).
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** What search engines and link previews show under the title. */
    summary: text('summary').notNull().default(''),
    /** The picture link previews show (uploaded or another site's address), as events' and sermons' pictures. */
    imageUrl: text('image_url').notNull().default(''),
    /** The rich-text document (lib/rich-text/document.ts RichDoc), checked against its schema on every save. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** The body's words as plain text, written by the server on every save, for the site search (null until the first save after migration 0031). */
    bodyText: text('body_text'),
    ...publicationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_pages_title_idx').on(t.title), index('site_pages_search_idx').using('gin', pageWords(t)).with({ fastupdate: false })],
)

/**
 * Every address a page was renamed from (decision 0046): `/{old}` moves permanently to the page's
 * address now. Gone with the page; a new page may take an old slug, which drops its redirect.
 */
export const sitePageRedirects = pgTable(
  'site_page_redirects',
  {
    slug: text('slug').primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => sitePages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('site_page_redirects_page_idx').on(t.pageId)],
)

/**
 * The church's news (issue 33, docs/product.md#news): posts the office writes, listed newest first at
 * /news and read at /news/{slug}, with drafts and schedules as pages have them (decision 0042).
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** What the list, link previews, the feed's readers and the newsletter show under the title. */
    summary: text('summary').notNull().default(''),
    /** The post's picture (uploaded or another site's address), shown on its card and in link previews. */
    imageUrl: text('image_url').notNull().default(''),
    /** The rich-text document (lib/rich-text/document.ts RichDoc), checked against its schema on every save. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** The body's words as plain text, as pages keep them (sitePages.bodyText). */
    bodyText: text('body_text'),
    /** Who wrote it, as staff type it ('The Rector'): free text, the signed-in staff member's name by default. */
    author: text('author').notNull().default(''),
    ...publicationColumns(),
    /**
     * The time the post is dated by and listed in: its publish time when scheduled, else when it was
     * first published. Null while it is a draft.
     */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_posts_published_idx').on(t.publishedAt, t.id),
    index('news_posts_title_idx').on(t.title),
    index('news_posts_search_idx').using('gin', pageWords(t)).with({ fastupdate: false }),
  ],
)

/** Every address a post was renamed from: `/news/{old}` moves permanently to the post. Gone with the post. */
export const newsPostRedirects = pgTable(
  'news_post_redirects',
  {
    slug: text('slug').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('news_post_redirects_post_idx').on(t.postId)],
)

/**
 * The menus staff arrange (modules/menus, docs/product.md#menus): the top bar's links and the
 * footer's Quick Links, one row each, in order. No row: the menu the site has always had.
 */
export const menus = pgTable('menus', {
  name: text('name').$type<MenuName>().primaryKey(),
  items: jsonb('items').$type<MenuItem[]>().notNull(),
  updatedAt: updatedAt(),
})

/**
 * Sign-up sheets for serving (decision 0060): the roles an event needs people for, with how many
 * slots each (1 to 50). A repeating event's roles apply to every date of the series. `event_id` has
 * no foreign key: an event in the bin keeps its roles and sign-ups for Undo (every read joins the
 * live event; housekeeping removes roles whose event is gone from the bin too).
 */
export const servingRoles = pgTable(
  'serving_roles',
  {
    id: id(),
    eventId: uuid('event_id').notNull(),
    name: text('name').notNull(),
    slots: integer('slots').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('serving_roles_event_idx').on(t.eventId, t.position), check('serving_roles_slots_range', sql`${t.slots} between 1 and 50`)],
)

/**
 * A person in a slot of a role on one date (`date`: the date the series gives, the occurrence's
 * address). Email is stored lower-cased, '' for a name staff wrote in by hand; one address takes a
 * role once per date. Only the SHA-256 of each withdraw link's token is kept. `reminded_at` is set in
 * the statement that queues the reminder, so no slot is reminded twice.
 */
export const servingSignups = pgTable(
  'serving_signups',
  {
    id: id(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => servingRoles.id, { onDelete: 'cascade' }),
    date: calendarDate('date').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    withdrawTokenHash: text('withdraw_token_hash').unique(),
    /** The reminder's own withdraw link (its token is made when the reminder is queued): both links work. */
    reminderTokenHash: text('reminder_token_hash').unique(),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('serving_signups_role_date_idx').on(t.roleId, t.date),
    uniqueIndex('serving_signups_once_idx').on(t.roleId, t.date, t.email).where(sql`${t.email} <> ''`),
    index('serving_signups_unreminded_idx').on(t.date).where(sql`${t.remindedAt} is null`),
  ],
)

/**
 * Where public content is at: a counter that moves whenever what visitors read may have changed (a
 * staff member's write, a YouTube sync, pictures published). The caches of public reads and pages
 * keep an answer with the count it was made at and drop it once the count moves
 * (plugins/public-cache.ts, plugins/page-rendering.ts, the feeds, the security headers).
 *
 * One per database (db/client.ts), so two apps in one process never share it; the app context
 * carries it as `content`. Every admin write that succeeds moves it (plugins/public-cache.ts); work
 * outside a request that writes what visitors read moves it itself, once its transaction is done.
 */
export function contentVersion() {
  let version = 0
  let clock = () => new Date()
  /** When the next scheduled record goes live (decision 0042), as last read for `version`. */
  let goLive: { at: number | null; version: number; readAt: number } | undefined
  let reading: Promise<void> | undefined
  let nextScheduled: ((now: Date) => Promise<Date | null>) | undefined
  const time = () => clock().getTime()
  /** Moves the count once the clock has passed the next scheduled record's time. */
  const passGoLive = () => {
    if (goLive?.at != null && time() >= goLive.at) {
      version++
      goLive = undefined
    }
  }
  return {
    /**
     * The count now: a cached answer made at another count is out of date. It moves when the clock
     * passes the next scheduled record's time, so nothing kept before it goes live is sent after.
     */
    now: () => {
      passGoLive()
      return version
    },
    /** Public content may have changed: every cached public answer is out of date. */
    changed: () => {
      version++
    },
    /** The time public content is read at: which drafts and scheduled records are live (lib/publication.ts). */
    clock: () => clock(),
    /** Tests set the time (a scheduled sermon goes live without a write). */
    setClock(next: () => Date) {
      clock = next
    },
    /** How to read the next scheduled time still to come (modules' repo.ts, registered once per app). */
    watchSchedule(read: (now: Date) => Promise<Date | null>) {
      nextScheduled = read
    },
    /**
     * Makes sure the next scheduled time is known before an answer is kept: read once per version, and
     * again once it is CONTENT_CACHE_TTL_MS old (another instance may have scheduled one meanwhile).
     */
    async schedule(): Promise<void> {
      const read = nextScheduled
      if (!read) return
      // A time already passed moves the count first: read again, it would be forgotten (the record
      // is live now, so the next time read is a later one) and answers kept before it sent on.
      passGoLive()
      const at = version
      if (goLive && goLive.version === at && time() - goLive.readAt < SCHEDULE_READ_MS) return
      reading ??= read(clock())
        .then((next) => {
          goLive = { at: next ? next.getTime() : null, version: at, readAt: time() }
        })
        .finally(() => {
          reading = undefined
        })
      await reading
    },
  }
}
/** How long a read of the next scheduled time is trusted: the caches' lifetime (lib/content-cache.ts). */
const SCHEDULE_READ_MS = 10_000
export type ContentVersion = ReturnType<typeof contentVersion>

/**
 * The tables visitors' pages, lists and feeds read: a write to one must move the content version
 * (the test harness fails a request that writes one without it: test/harness.ts). Every table is
 * in this list or in PRIVATE_TABLES (db/tables.test.ts), so a new one must say which it is.
 */
export const PUBLIC_TABLES = [
  'sermons',
  'sermon_passages',
  'sermon_passage_reads',
  'events',
  'event_categories',
  'event_category_links',
  // Places left show on event pages: a registration moves the content version (decision 0058).
  'event_registration_settings',
  'event_registrations',
  'sunday_services',
  'featured_content',
  'live_streams',
  'site_config',
  'service_times',
  'staff_members',
  'page_texts',
  'page_items',
  'site_pages',
  'site_page_redirects',
  'menus',
  'news_posts',
  'news_post_redirects',
  // Sign-up sheets (decision 0060): visitors read each role and how many of its slots are taken.
  'serving_roles',
  'serving_signups',
] as const

/**
 * Tables visitors never read: staff's inbox and accounts, the outbox, the bin, uploads' own records
 * (what a page shows of a picture is in its records' addresses), backups, the activity log, revisions and the
 * server's own bookkeeping.
 */
export const PRIVATE_TABLES = [
  'contact_messages',
  'visitor_requests',
  'prayer_requests',
  'newsletter_subscribers',
  'newsletter_issues',
  'youtube_configs',
  'outbox_emails',
  'users',
  'account_links',
  'sessions',
  'throttles',
  'uploads',
  'meta',
  'bin_items',
  'backup_settings',
  'backups',
  'activity',
  'revisions',
] as const

/** The table a statement writes ('insert into', 'update', 'delete from'), or undefined for a read. */
export function writtenTable(statement: string): string | undefined {
  return /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/i.exec(statement.slice(0, 200))?.[1]
}

import * as v from 'valibot'
import { PUBLICATION_KEYS, publicationEntries, storedRecord, texts } from '../../lib/answers'
import { limitParam, optionalFlag, optionalText, optionalUrl, requiredDate, requiredTime } from '../../lib/fields'

export const SundayServiceInput = v.object({
  date: requiredDate('Date is required'),
  time: requiredTime('Time is required'),
  location: optionalText(300, 'Location'),
  youtubeUrl: optionalUrl(),
  isLive: optionalFlag(),
})
export type SundayServiceInput = v.InferOutput<typeof SundayServiceInput>

export const SundayServiceQuery = v.object({ limit: limitParam })

/** A Sunday service as stored. */
export const SundayService = storedRecord({
  ...texts('date', 'time', 'location', 'youtubeUrl'),
  isLive: v.boolean(),
  ...publicationEntries,
})

/** A Sunday service as visitors read it: not how it was published (decision 0042). */
export const PublicSundayService = v.omit(SundayService, PUBLICATION_KEYS)

/** The next Sunday service as visitors see it on home and on the live-streams page. */
export const NextSundayService = v.object({
  id: v.string(),
  date: v.string(),
  /** 'HH:MM', on the church's clock. */
  time: v.string(),
  location: v.string(),
  /** The service's own YouTube link, else the link of the stream that is live for it. */
  youtubeUrl: v.string(),
  /** Dated today on the church's clock (it may be on now). */
  isToday: v.boolean(),
  isLive: v.boolean(),
  /** The start as ISO 8601 with the church's UTC offset, for `<time dateTime>`. */
  startsAt: v.string(),
  /** The church's time zone as people write it at that date: 'CST' or 'CDT' for America/Chicago. */
  timeZoneName: v.string(),
  /** The recorded service (live stream) marked live for it, whose page plays it on this site. */
  stream: v.nullable(v.object({ id: v.string(), title: v.string() })),
  /**
   * When this service is a one-week change from the usual Sunday time: the words every place shows
   * ('This Sunday at 9:00 AM') and the usual time ('10:00 AM'); null when it is at the usual time.
   */
  change: v.nullable(v.object({ words: v.string(), usualTime: v.string() })),
  /** The time as the card writes it: '10:30 AM CST', or 'This Sunday at 9:00 AM CST (usually 10:30 AM)'. */
  clock: v.string(),
})
export type NextSundayService = v.InferOutput<typeof NextSundayService>

/** `{ service }`: the next Sunday service, null when none lies ahead. */
export const NextSundayServiceAnswer = v.object({ service: v.nullable(NextSundayService) })

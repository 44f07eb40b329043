import * as v from 'valibot'
import { BulkRowAnswer, PUBLICATION_KEYS, pageAnswer, publicationEntries, storedRecord, texts } from '../../lib/answers'
import { daysBetween, MAX_EVENT_DAYS } from '../../lib/event-times'
import {
  booleanParam,
  isCalendarDate,
  limitParam,
  optionalDate,
  optionalFlag,
  optionalText,
  optionalTime,
  optionalUrl,
  optionalUrlOrPath,
  requiredDate,
  requiredText,
} from '../../lib/fields'
import { PageQuery } from '../../lib/paging'
import { StateFilter } from '../../lib/publication'
import {
  CHANGE_DATE_UNREADABLE,
  CHANGE_TIME_UNREADABLE,
  DateChange,
  isClockTime,
  NEVER_PRODUCES,
  Occurrence,
  parseRule,
  ruleProblem,
  startProblem,
  UNREADABLE_RULE,
} from '../../lib/recurrence'
import { RichDocument } from '../../lib/rich-text/document'

/** Said when an event would end before (or as) it starts: 18:00 to 17:00 is a slip, not an event. */
export const END_BEFORE_START = 'End time must be after the start time'
export const END_DATE_BEFORE = 'End date must be on or after the date'
export const TOO_LONG = `An event can last at most ${MAX_EVENT_DAYS} days`
/** Said on the rule when an event is marked as repeating without saying how (an import, the API: the dialog always has a rule). */
export const REPEAT_NEEDS_RULE = 'Say how this event repeats, or mark it as not repeating'

/** An end date: '' or null clears it (the event ends the day it starts), left out it stays as it is. */
const endDateField = () =>
  v.pipe(
    optionalDate(),
    v.transform((s) => (s === '' ? null : s)),
  )

/** The end time comes after the start, unless the event ends on a later day (10 PM to 1 AM the next morning). */
const endsAfterStart = (event: { startTime?: string; endTime?: string; date?: string; endDate?: string | null }) =>
  !event.startTime || !event.endTime || event.endTime > event.startTime || (!!event.endDate && !!event.date && event.endDate > event.date)

/**
 * One date of a series as staff change it (PUT /api/admin/events/{id}/dates/{date}): cancelled,
 * or moved to another date or time, or held elsewhere, with a note to visitors. Left empty, a field
 * keeps the series' own.
 */
export const DateChangeInput = v.pipe(
  v.object({
    cancelled: optionalFlag(),
    date: optionalDate(),
    startTime: optionalTime(),
    endTime: optionalTime(),
    location: optionalText(300, 'Location'),
    note: optionalText(300, 'Note'),
  }),
  v.forward(v.partialCheck([['startTime'], ['endTime']], endsAfterStart, END_BEFORE_START), ['endTime']),
)
export type DateChangeInput = v.InferOutput<typeof DateChangeInput>

/**
 * A changed date as stored on the event, sent in its answers and written in the export's last column,
 * and one date as it happens: declared once beside the code that reads them (lib/recurrence/events.ts).
 */
export { CHANGE_DATE_UNREADABLE, CHANGE_TIME_UNREADABLE, DateChange, isClockTime, Occurrence }

/** How many dates of one series may be changed: years of weekly exceptions. */
export const MAX_DATE_CHANGES = 200
const CHANGES_UNREADABLE = 'Changed dates must be written as the export writes them'
export const CHANGE_MOVED_TOO_FAR = `A date can move at most ${MAX_EVENT_DAYS} days`
export const CHANGE_TWICE = 'Each date can be changed only once'

/** The changed dates an event may be saved with: each readable, none moved more than a month, none given twice. */
const DateChanges = v.pipe(
  v.array(DateChange, CHANGES_UNREADABLE),
  v.maxLength(MAX_DATE_CHANGES, `At most ${MAX_DATE_CHANGES} changed dates`),
  // Only between readable dates: an unreadable one has its own message.
  v.check(
    (changes) =>
      changes.every((c) => !isCalendarDate(c.on) || !isCalendarDate(c.date) || Math.abs(daysBetween(c.on, c.date)) <= MAX_EVENT_DAYS),
    CHANGE_MOVED_TOO_FAR,
  ),
  v.check((changes) => new Set(changes.map((c) => c.on)).size === changes.length, CHANGE_TWICE),
)

/** The longest category name, and how many categories one event may carry (and a church may define). */
export const CATEGORY_NAME_MAX = 60
export const MAX_CATEGORIES = 50
export const UNKNOWN_CATEGORY = 'Choose categories from the list'

/** A kind of event staff name (decision 0057), as they write it: the name (its address comes from it) and a short description. */
export const EventCategoryInput = v.object({
  name: v.pipe(
    requiredText('Name is required', CATEGORY_NAME_MAX, 'Name'),
    v.check((name) => /[\p{L}\p{N}]/u.test(name), 'A name needs at least one letter or number'),
    v.check((name) => !name.includes(','), 'A name cannot contain a comma: the events import separates names with commas'),
  ),
  description: optionalText(300, 'Description'),
})
export type EventCategoryInput = v.InferOutput<typeof EventCategoryInput>

/** A category as stored: its address (`slug`, from the name) and its place in the order staff set. */
export const EventCategory = storedRecord({
  ...texts('name', 'slug', 'description'),
  position: v.number(),
})
export type EventCategory = v.InferOutput<typeof EventCategory>
/** Staff's list: each category with how many events carry it (what a delete would take it from). */
export const StaffEventCategory = v.object({ ...EventCategory.entries, events: v.number() })
export const StaffEventCategoryList = v.array(StaffEventCategory)
/** What an event shows of each of its categories: a link to the filtered list. */
export const CategoryTag = v.pick(EventCategory, ['id', 'name', 'slug'])
export type CategoryTag = v.InferOutput<typeof CategoryTag>
/** The categories as visitors read them (the row of links on /events, a filtered page's title). */
export const PublicEventCategory = v.object({
  ...v.pick(EventCategory, ['id', 'name', 'slug', 'description']).entries,
  /** How many events of the category are coming (the row of links shows those with any). */
  upcoming: v.number(),
})
export const PublicEventCategoryList = v.array(PublicEventCategory)
/** A category filter of a public read: a category's address, as /events?category=youth writes it. */
const categoryParam = v.optional(v.string())

/** The categories an event carries, by id: each once, each one staff defined (checked when saved). */
const CategoryIds = v.pipe(
  v.array(v.pipe(v.string(UNKNOWN_CATEGORY), v.uuid(UNKNOWN_CATEGORY)), UNKNOWN_CATEGORY),
  v.maxLength(MAX_CATEGORIES, `At most ${MAX_CATEGORIES} categories`),
  v.transform((ids) => [...new Set(ids)]),
)

/**
 * An event as staff write it (the admin form, POST/PUT /api/admin/events and each bulk row). A
 * repeating event needs a rule, and its rule must be readable (lib/recurrence/) and give a date of its own within
 * ten years of the event's date. With both times given, the end comes after the start (times are
 * stored as 24-hour 'HH:MM', so they compare as text).
 */
export const EventInput = v.pipe(
  v.object({
    title: requiredText('Title is required', 300, 'Title'),
    /** The plain words, for callers without the editor (an import, the API): made into paragraphs and links. */
    description: optionalText(20000, 'Description'),
    /** As the sermon's (sermons/model.ts): the editor's document; `description` becomes its words. */
    descriptionDoc: v.optional(v.nullable(RichDocument)),
    date: requiredDate('Date is required'),
    startTime: optionalTime(),
    endTime: optionalTime(),
    endDate: endDateField(),
    location: optionalText(300, 'Location'),
    imageUrl: optionalUrlOrPath('Please enter a valid URL or upload an image'),
    externalUrl: optionalUrl(),
    externalLinkText: optionalText(100, 'Link text'),
    recurrenceDescription: optionalText(200, 'Recurrence description'),
    isRecurring: optionalFlag(),
    recurrenceRule: v.optional(
      v.pipe(
        v.nullable(v.string()),
        v.transform((s) =>
          (s ?? '')
            .trim()
            .replace(/^RRULE:/i, '')
            .toUpperCase(),
        ),
        v.maxLength(500, UNREADABLE_RULE),
        v.check((s) => s === '' || parseRule(s).rule !== undefined, UNREADABLE_RULE),
      ),
    ),
    changes: v.optional(DateChanges),
    /** Left out (an import without the column), the event keeps the categories it has. */
    categoryIds: v.optional(CategoryIds),
  }),
  v.forward(
    v.partialCheck([['isRecurring'], ['recurrenceRule']], (event) => !event.isRecurring || !!event.recurrenceRule, REPEAT_NEEDS_RULE),
    ['recurrenceRule'],
  ),
  v.forward(
    v.partialCheck(
      [['date'], ['isRecurring'], ['recurrenceRule']],
      (event) => !event.isRecurring || !event.recurrenceRule || ruleProblem(event.date, event.recurrenceRule) === null,
      NEVER_PRODUCES,
    ),
    ['recurrenceRule'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || !dataset.value.isRecurring || !dataset.value.recurrenceRule) return
    const problem = startProblem(dataset.value.date, dataset.value.recurrenceRule)
    if (problem)
      addIssue({
        message: problem,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'date', value: dataset.value.date }],
      })
  }),
  v.forward(
    v.partialCheck([['date'], ['endDate']], (event) => !event.endDate || event.endDate >= event.date, END_DATE_BEFORE),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['date'], ['endDate']],
      (event) => !event.endDate || daysBetween(event.date, event.endDate) <= MAX_EVENT_DAYS,
      TOO_LONG,
    ),
    ['endDate'],
  ),
  v.forward(v.partialCheck([['startTime'], ['endTime'], ['date'], ['endDate']], endsAfterStart, END_BEFORE_START), ['endTime']),
)
export type EventInput = v.InferOutput<typeof EventInput>

export const EventQuery = v.object({
  /** true: only events on or after today in the church's time zone. */
  upcoming: booleanParam,
  limit: limitParam,
  /** Only the events of one category (its address); an unknown one is 404. */
  category: categoryParam,
})
export type EventQuery = v.InferOutput<typeof EventQuery>

/**
 * GET /api/admin/events: a page of staff's list, optionally only upcoming events, and (decision 0042)
 * only drafts, submitted, scheduled or published ones.
 */
export const AdminEventQuery = v.object({ ...PageQuery, upcoming: booleanParam, state: StateFilter })

/**
 * An import: the pasted rows by column (`line`: the row's line in the pasted text, for the
 * preview's messages). With `dryRun` the answer says what each row would do and nothing is saved.
 */
export const EventBulkInput = v.object({
  data: v.pipe(
    v.array(v.record(v.string(), v.nullish(v.union([v.string(), v.number(), v.boolean()]))), 'Please paste your tab-delimited event data'),
    v.maxLength(5000, 'At most 5000 events at a time'),
  ),
  dryRun: optionalFlag(),
})
export type EventBulkInput = v.InferOutput<typeof EventBulkInput>

/** A whole event as it is saved (a create or an edit answers it). */
export const SavedEvent = storedRecord({
  ...texts('title', 'description'),
  /** Staff's answers carry the document to edit (lib/rich-text/twin.ts `richTwinOf`), never null. */
  descriptionDoc: v.nullable(v.record(v.string(), v.unknown())),
  ...texts('date', 'startTime', 'endTime'),
  endDate: v.nullable(v.string()),
  ...texts('location', 'imageUrl', 'externalUrl', 'externalLinkText', 'recurrenceDescription'),
  isRecurring: v.boolean(),
  recurrenceRule: v.string(),
  changes: v.array(DateChange),
  ...publicationEntries,
})
export type SavedEvent = v.InferOutput<typeof SavedEvent>

/** A whole event, shown at its next date (`nextDate`, `next`): staff's list and every write's answer. */
export const ShownEvent = v.object({ ...SavedEvent.entries, nextDate: v.string(), next: Occurrence, categories: v.array(CategoryTag) })
export type ShownEvent = v.InferOutput<typeof ShownEvent>
export const ShownEventPage = pageAnswer(ShownEvent)

/** What an event card shows (decision 0012), at its next date: the public list. */
export const EventCard = v.pick(ShownEvent, [
  'id',
  'title',
  'date',
  'nextDate',
  'next',
  'startTime',
  'endTime',
  'endDate',
  'location',
  'imageUrl',
  'isRecurring',
  'recurrenceDescription',
  'categories',
])
export type EventCard = v.InferOutput<typeof EventCard>
export const EventCardList = v.array(EventCard)

/** GET /api/events/month: one month of the calendar ('2026-12'); this month when none is given. */
export const EventMonthQuery = v.object({
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM, like 2026-12'))),
  category: categoryParam,
})
export type EventMonthQuery = v.InferOutput<typeof EventMonthQuery>

/** One date of an event in the month view: the event's card fields and the occurrence (changes applied). */
export const MonthOccurrence = v.object({
  ...v.pick(ShownEvent, ['id', 'title', 'endDate', 'isRecurring']).entries,
  ...Occurrence.entries,
})
export type MonthOccurrence = v.InferOutput<typeof MonthOccurrence>

/**
 * A month of the calendar: its days that have events (each soonest first), today's date and the
 * months before and after (null beyond the months the calendar shows).
 */
export const EventMonth = v.object({
  month: v.string(),
  today: v.string(),
  previous: v.nullable(v.string()),
  next: v.nullable(v.string()),
  days: v.array(v.object({ date: v.string(), events: v.array(MonthOccurrence) })),
})
export type EventMonth = v.InferOutput<typeof EventMonth>

/**
 * An event on its own page, or one date of a series on its page: `dates`, the series' coming dates;
 * the description as the server draws it (`descriptionHtml`, decision 0052) beside its plain words.
 */
export const EventPage = v.object({
  ...v.omit(ShownEvent, [...PUBLICATION_KEYS, 'descriptionDoc']).entries,
  descriptionHtml: v.string(),
  dates: v.array(Occurrence),
})
export type EventPage = v.InferOutput<typeof EventPage>
/** The same for staff's Preview (decision 0042): with how it was published. */
export const StaffEventPage = v.object({
  ...v.omit(ShownEvent, ['descriptionDoc']).entries,
  descriptionHtml: v.string(),
  dates: v.array(Occurrence),
})

/** An import or its preview: what it said, the counts, how many were saved and each row's fate. */
export const EventImportAnswer = v.object({
  message: v.string(),
  created: v.number(),
  updated: v.number(),
  skipped: v.number(),
  imported: v.number(),
  results: v.array(BulkRowAnswer),
})

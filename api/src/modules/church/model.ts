import * as v from 'valibot'
import { PAGE_LIST_WORDS, PAGE_LISTS, type PageList } from '../../content/page-lists'
import { PAGE_TEXT_KEYS, PLAIN_PAGE_TEXT_KEYS, RICH_PAGE_TEXT_KEYS } from '../../content/page-texts'
import { orderedRecord, texts } from '../../lib/answers'
import { entriesFor, optionalEmail, optionalText, optionalUrlOrPath, requiredText, requiredTime } from '../../lib/fields'
import { RichDocument } from '../../lib/rich-text/document'
import { richTextFromPlain } from '../../lib/rich-text/plain-text'
import { SERVICE_ROLES, WEEKDAYS } from '../../lib/service-times'

/** One regular service time (Church tab → Service times). */
export const ServiceTimeInput = v.object({
  name: requiredText('Name is required', 120, 'Name'),
  day: v.picklist(WEEKDAYS, 'Please choose a day'),
  time: requiredTime('Time is required'),
  place: optionalText(200, 'Place'),
  note: optionalText(500, 'Note'),
  role: v.optional(v.picklist(SERVICE_ROLES, 'Please choose what this time is used for')),
})
export type ServiceTimeInput = v.InferOutput<typeof ServiceTimeInput>

/** One member of staff (Church tab → Staff): About Us → Staff shows the photo, else the initials. */
export const StaffMemberInput = v.object({
  name: requiredText('Name is required', 200, 'Name'),
  title: optionalText(200, 'Title'),
  email: optionalEmail(),
  photoUrl: optionalUrlOrPath('Please enter a valid URL or upload an image'),
  bio: optionalText(2000, 'Bio'),
})
export type StaffMemberInput = v.InferOutput<typeof StaffMemberInput>

/**
 * The page texts (Church tab → Page texts, decision 0051): each rich text the editor's document
 * (checked against its allow-list), the creed and the safety rules plain text; left out is unchanged.
 */
export const PageTextsInput = v.object({
  ...entriesFor(RICH_PAGE_TEXT_KEYS, v.optional(RichDocument)),
  ...entriesFor(PLAIN_PAGE_TEXT_KEYS, optionalText(20_000, 'This text')),
})
export type PageTextsInput = v.InferOutput<typeof PageTextsInput>

/**
 * A version from the History (decision 0043) put back: one kept before the texts were rich text
 * holds each as plain text, which becomes its document as the migration made it.
 */
export const PageTextsRestore = v.object({
  ...entriesFor(
    RICH_PAGE_TEXT_KEYS,
    v.optional(
      v.union([
        v.pipe(
          v.string(),
          v.maxLength(20_000, 'This text is too long'),
          v.transform((text: string) => richTextFromPlain(text)),
        ),
        RichDocument,
      ]),
    ),
  ),
  ...entriesFor(PLAIN_PAGE_TEXT_KEYS, optionalText(20_000, 'This text')),
})

const trimmed = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, `This field must be at most ${max} characters`),
  )
type PageItemFields = { list: PageList; title: string; label?: string; body: string }
/** 'Question is required', 'Answer is required': both at once, in the list's words. */
const required = v.rawCheck<PageItemFields>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const item = dataset.value
  for (const field of ['title', 'body'] as const) {
    if (item[field] !== '') continue
    addIssue({
      message: `${PAGE_LIST_WORDS[item.list][field]} is required`,
      path: [{ type: 'object', origin: 'value', input: item, key: field, value: item[field] }],
    })
  }
})

/**
 * One item of a Church tab list (content/page-lists.ts): an FAQ question, a value, a belief, a music
 * group or a Kids Church program. The list says what its fields are called, so a missing answer
 * reads 'Answer is required' and a missing program name 'Name is required'.
 */
export const PageItemInput = v.pipe(
  v.object({
    list: v.picklist(PAGE_LISTS, 'Please choose a list'),
    title: trimmed(300),
    label: optionalText(100, 'Label'),
    body: trimmed(5000),
  }),
  required,
)
export type PageItemInput = v.InferOutput<typeof PageItemInput>

/** The new order of a list: every id once, first shown first. */
export const OrderInput = v.object({
  ids: v.pipe(v.array(v.string('Each id must be text'), 'The order must be a list of ids'), v.maxLength(500, 'The order is too long')),
})
export type OrderInput = v.InferOutput<typeof OrderInput>

/** The new order of one Church tab list. */
export const PageListOrderInput = v.object({ list: v.picklist(PAGE_LISTS, 'Please choose a list'), ...OrderInput.entries })
export type PageListOrderInput = v.InferOutput<typeof PageListOrderInput>

/** A service time as stored, with its place in the order staff set. */
export const ServiceTime = orderedRecord(texts('name', 'day', 'time', 'place', 'note', 'role'))
export const ServiceTimeList = v.array(ServiceTime)

/** A staff member as stored, with their place in the order staff set. */
export const StaffMember = orderedRecord(texts('name', 'title', 'email', 'photoUrl', 'bio'))
export const StaffList = v.array(StaffMember)

/** Every page text by its key as the Church tab edits it: a rich text's document, or the text. */
export const PageTexts = v.object({
  ...entriesFor(RICH_PAGE_TEXT_KEYS, v.record(v.string(), v.unknown())),
  ...entriesFor(PLAIN_PAGE_TEXT_KEYS, v.string()),
})

/**
 * Every page text as visitors read it (GET /api/church/texts): a rich text drawn as HTML by the
 * server's renderer (lib/rich-text/render.ts, an allow-list; '' when it shows nothing), never its
 * document; the creed and the safety rules as their text, never HTML.
 */
export const PublicPageTexts = v.object(texts(...PAGE_TEXT_KEYS))

/** An item of one of the short lists, with its place in the order staff set. */
export const PageItem = orderedRecord(texts('list', 'title', 'label', 'body'))
export type PageItem = v.InferOutput<typeof PageItem>
export const PageItemList = v.array(PageItem)

/** Every short list by its name, each in the order staff set. */
export const PageLists = v.object(entriesFor(PAGE_LISTS, PageItemList))

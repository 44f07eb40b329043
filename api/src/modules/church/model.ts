import * as v from 'valibot'
import { PAGE_TEXT_KEYS } from '../../content/page-texts'
import { optionalEmail, optionalText, optionalUrlOrPath, requiredText, requiredTime } from '../../lib/fields'
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

/** The page texts (Church tab → Page texts), each plain text with a blank line between paragraphs; left out is unchanged. */
export const PageTextsInput = v.object(
  Object.fromEntries(PAGE_TEXT_KEYS.map((key) => [key, optionalText(20_000, 'This text')])) as Record<
    (typeof PAGE_TEXT_KEYS)[number],
    ReturnType<typeof optionalText>
  >,
)
export type PageTextsInput = v.InferOutput<typeof PageTextsInput>

/** One Plan a Visit question (Church tab → FAQ). */
export const FaqItemInput = v.object({
  question: requiredText('Question is required', 300, 'Question'),
  answer: requiredText('Answer is required', 5000, 'Answer'),
})
export type FaqItemInput = v.InferOutput<typeof FaqItemInput>

/** The new order of a list: every id once, first shown first. */
export const OrderInput = v.object({
  ids: v.pipe(v.array(v.string('Each id must be text'), 'The order must be a list of ids'), v.maxLength(500, 'The order is too long')),
})
export type OrderInput = v.InferOutput<typeof OrderInput>

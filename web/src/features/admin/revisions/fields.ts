import { PAGE_LIST_WORDS, PAGE_LISTS, type PageList } from '@church/api/content/page-lists'
import { PAGE_TEXT_KEYS, PAGE_TEXT_LABELS } from '@church/api/content/page-texts'
import { richTextToPlain } from '@church/api/lib/rich-text/plain-text'
import type { RevisionKind } from '@church/api/models/revisions'
import { formatLongDate, formatTime } from '../../../lib/dates'

/**
 * What the History compares, kind by kind: each field a restore writes back, in its dialog's order,
 * with the label its dialog gives it. Pure, so words.test.ts-style tests read it without a browser.
 */
const FIELDS: Record<Exclude<RevisionKind, 'page-item' | 'page-texts'>, [field: string, label: string][]> = {
  sermon: [
    ['title', 'Title'],
    ['speaker', 'Speaker'],
    ['date', 'Date'],
    ['scripture', 'Scripture'],
    ['series', 'Series'],
    ['youtubeUrl', 'YouTube URL'],
    ['thumbnailUrl', 'Thumbnail'],
    ['audioUrl', 'Audio URL'],
    ['duration', 'Duration'],
    ['description', 'Description'],
    ['tags', 'Tags'],
  ],
  event: [
    ['title', 'Title'],
    ['description', 'Description'],
    ['date', 'Date'],
    ['startTime', 'Start time'],
    ['endTime', 'End time'],
    ['endDate', 'End date'],
    ['location', 'Location'],
    ['imageUrl', 'Image'],
    ['externalUrl', 'External link (URL)'],
    ['externalLinkText', 'Link text'],
    ['isRecurring', 'Repeats'],
    ['recurrenceRule', 'Repeat rule'],
    ['recurrenceDescription', 'Repeat description'],
    ['changes', 'Changed dates'],
  ],
  'service-time': [
    ['name', 'Name'],
    ['day', 'Day'],
    ['time', 'Time'],
    ['place', 'Place'],
    ['note', 'Note'],
    ['role', 'Shown as'],
  ],
  'staff-member': [
    ['name', 'Name'],
    ['title', 'Title'],
    ['email', 'Email'],
    ['photoUrl', 'Photo'],
    ['bio', 'Short bio'],
  ],
  page: [
    ['title', 'Title'],
    ['slug', 'Address'],
    ['summary', 'Summary'],
    ['imageUrl', 'Share picture'],
    ['body', 'Text'],
  ],
  'news-post': [
    ['title', 'Title'],
    ['slug', 'Address'],
    ['summary', 'Summary'],
    ['imageUrl', 'Picture'],
    ['author', 'Author'],
    ['body', 'Text'],
  ],
}

const isPageList = (value: unknown): value is PageList => typeof value === 'string' && (PAGE_LISTS as readonly string[]).includes(value)

/** The fields of a kind of record with their labels; a list item's come from its list ('Question', 'Answer'). */
export function fieldsOf(kind: RevisionKind, data: Record<string, unknown> | undefined): [field: string, label: string][] {
  if (kind === 'page-texts') return PAGE_TEXT_KEYS.map((key) => [key, PAGE_TEXT_LABELS[key]])
  if (kind === 'page-item') {
    const words = isPageList(data?.list) ? PAGE_LIST_WORDS[data.list] : { title: 'Title', label: 'Label', body: 'Text' }
    return [['title', words.title], ...(words.label ? [['label', words.label] as [string, string]] : []), ['body', words.body]]
  }
  return FIELDS[kind]
}

/** What a kind of record is called in the History's words ('this sermon'). */
export const NOUNS: Record<RevisionKind, string> = {
  sermon: 'sermon',
  event: 'event',
  'page-texts': 'page texts',
  'service-time': 'service time',
  'staff-member': 'staff member',
  'page-item': 'item',
  page: 'page',
  'news-post': 'news post',
}

const SHOWN_AS: Record<string, string> = { main: 'The main Sunday service', kids: 'Kids Church', '': 'A service time' }

/** A field's value as staff read it: dates and times in words, Yes or No, a list joined; '' when empty. */
export function valueWords(kind: RevisionKind, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) {
    if (field === 'changes') return value.length === 0 ? '' : `${value.length} ${value.length === 1 ? 'date' : 'dates'} changed`
    return value.map(String).join(', ')
  }
  // A page's text as its words, paragraph by paragraph (never its stored form).
  if ((kind === 'page' || kind === 'news-post') && field === 'body') return richTextToPlain(value)
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  if (kind === 'page' && field === 'slug') return `/${text}`
  if (kind === 'news-post' && field === 'slug') return `/news/${text}`
  if (field === 'date' || field === 'endDate') return formatLongDate(text)
  if (field === 'time' || field === 'startTime' || field === 'endTime') return formatTime(text)
  if (kind === 'service-time' && field === 'role') return SHOWN_AS[text] ?? text
  return text
}

/** One field of two versions side by side: its label, each version's words, and whether they differ. */
export type ComparedField = { field: string; label: string; older: string; newer: string; changed: boolean }

/** Two versions of a record compared field by field, in the dialog's order. */
export function compareVersions(kind: RevisionKind, older: Record<string, unknown>, newer: Record<string, unknown>): ComparedField[] {
  return fieldsOf(kind, newer).map(([field, label]) => {
    const [was, now] = [valueWords(kind, field, older[field]), valueWords(kind, field, newer[field])]
    return { field, label, older: was, newer: now, changed: was !== now }
  })
}

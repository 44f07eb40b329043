/**
 * A sermon's scripture field, as staff type it ('Jn 3:16-21; Rom 8', '1 Cor 13', 'Psalm 80:1-8,
 * 18-20'), read into books, chapters and verses by the Bible-reference parser made for it
 * (`bible-passage-reference-parser`, decision 0055): every common abbreviation, several passages,
 * the Apocrypha the lectionary reads from. What could not be read is given back in staff's own
 * words, so the dashboard can say so.
 *
 * A passage is also a range of verse numbers (`verseRange`): 'John 3' finds a sermon on John
 * 3:16-21 because their ranges overlap.
 */
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js'
import * as english from 'bible-passage-reference-parser/esm/lang/en.js'

/** One passage, within one book: 'John 3:16–21' is John, 3:16 to 3:21. */
export interface Passage {
  /** The book's short name in the OSIS standard ('John', '1Cor', 'Ps'); see BOOKS. */
  book: string
  startChapter: number
  startVerse: number
  endChapter: number
  endVerse: number
}

export interface ScriptureReading {
  passages: Passage[]
  /** The passages in the church's words: 'John 3:16–21; Romans 8'. '' when none. */
  words: string
  /** What was typed but is no passage ('TBA', 'Song of the Three 1-68'), trimmed; '' when everything was read. */
  unread: string
}

/** The parser reads at most this much of a field: a scripture field is a line, never a page. */
export const SCRIPTURE_READ_LIMIT = 500

const parser = new bcv_parser(english)
parser.set_options({
  osis_compaction_strategy: 'bcv',
  book_alone_strategy: 'full',
  book_sequence_strategy: 'include',
  sequence_combination_strategy: 'separate',
  testaments: 'ona',
  invalid_passage_strategy: 'ignore',
  single_chapter_1_strategy: 'chapter',
})
const info = parser.translation_info('')
/** The number of verses in each chapter of each book, by the parser's (ESV-style) versification. */
const CHAPTERS: Record<string, number[]> = info.chapters

/** Every book the parser knows, in canonical order, with the name visitors read and its address. */
export const BOOKS: { id: string; name: string; slug: string; testament: 'Old Testament' | 'New Testament' | 'Apocrypha' }[] = []

const NAMES: Record<string, string> = {
  Gen: 'Genesis',
  Exod: 'Exodus',
  Lev: 'Leviticus',
  Num: 'Numbers',
  Deut: 'Deuteronomy',
  Josh: 'Joshua',
  Judg: 'Judges',
  Ruth: 'Ruth',
  '1Sam': '1 Samuel',
  '2Sam': '2 Samuel',
  '1Kgs': '1 Kings',
  '2Kgs': '2 Kings',
  '1Chr': '1 Chronicles',
  '2Chr': '2 Chronicles',
  Ezra: 'Ezra',
  Neh: 'Nehemiah',
  Esth: 'Esther',
  Job: 'Job',
  Ps: 'Psalms',
  Prov: 'Proverbs',
  Eccl: 'Ecclesiastes',
  Song: 'Song of Songs',
  Isa: 'Isaiah',
  Jer: 'Jeremiah',
  Lam: 'Lamentations',
  Ezek: 'Ezekiel',
  Dan: 'Daniel',
  Hos: 'Hosea',
  Joel: 'Joel',
  Amos: 'Amos',
  Obad: 'Obadiah',
  Jonah: 'Jonah',
  Mic: 'Micah',
  Nah: 'Nahum',
  Hab: 'Habakkuk',
  Zeph: 'Zephaniah',
  Hag: 'Haggai',
  Zech: 'Zechariah',
  Mal: 'Malachi',
  Matt: 'Matthew',
  Mark: 'Mark',
  Luke: 'Luke',
  John: 'John',
  Acts: 'Acts',
  Rom: 'Romans',
  '1Cor': '1 Corinthians',
  '2Cor': '2 Corinthians',
  Gal: 'Galatians',
  Eph: 'Ephesians',
  Phil: 'Philippians',
  Col: 'Colossians',
  '1Thess': '1 Thessalonians',
  '2Thess': '2 Thessalonians',
  '1Tim': '1 Timothy',
  '2Tim': '2 Timothy',
  Titus: 'Titus',
  Phlm: 'Philemon',
  Heb: 'Hebrews',
  Jas: 'James',
  '1Pet': '1 Peter',
  '2Pet': '2 Peter',
  '1John': '1 John',
  '2John': '2 John',
  '3John': '3 John',
  Jude: 'Jude',
  Rev: 'Revelation',
  Tob: 'Tobit',
  Jdt: 'Judith',
  GkEsth: 'Esther (Greek)',
  Wis: 'Wisdom',
  Sir: 'Sirach',
  Bar: 'Baruch',
  PrAzar: 'Prayer of Azariah',
  Sus: 'Susanna',
  Bel: 'Bel and the Dragon',
  SgThree: 'Song of the Three',
  EpJer: 'Letter of Jeremiah',
  '1Macc': '1 Maccabees',
  '2Macc': '2 Maccabees',
  '3Macc': '3 Maccabees',
  '4Macc': '4 Maccabees',
  '1Esd': '1 Esdras',
  '2Esd': '2 Esdras',
  PrMan: 'Prayer of Manasseh',
}
const ORDER: Record<string, number> = info.order
for (const [id, place] of Object.entries(ORDER).sort((a, b) => a[1] - b[1])) {
  const name = NAMES[id] ?? id
  BOOKS.push({
    id,
    name,
    slug: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    testament: place <= 39 ? 'Old Testament' : place <= 66 ? 'New Testament' : 'Apocrypha',
  })
}
const BY_ID = new Map(BOOKS.map((book) => [book.id, book]))

/** A book by its address ('1-corinthians') or null. */
export const bookAtSlug = (slug: string) => BOOKS.find((book) => book.slug === slug) ?? null

const lastVerse = (book: string, chapter: number) => CHAPTERS[book]?.[chapter - 1] ?? 0
const lastChapter = (book: string) => CHAPTERS[book]?.length ?? 0

interface Point {
  b: string
  c: number
  v: number
}
interface Entity {
  start: Point
  end: Point
  valid: { valid: boolean }
}
interface Parsed {
  type: string
  indices: [number, number]
  entities: Entity[]
}

/** A range over one book or more, as separate passages each within one book. */
function passagesOf({ start, end }: Entity): Passage[] {
  if (start.b === end.b) return [{ book: start.b, startChapter: start.c, startVerse: start.v, endChapter: end.c, endVerse: end.v }]
  const books = BOOKS.slice(ORDER[start.b] - 1, ORDER[end.b])
  return books.map(({ id }) => ({
    book: id,
    startChapter: id === start.b ? start.c : 1,
    startVerse: id === start.b ? start.v : 1,
    endChapter: id === end.b ? end.c : lastChapter(id),
    endVerse: id === end.b ? end.v : lastVerse(id, lastChapter(id)),
  }))
}

/** Words that join passages ('Acts 2 or Numbers 11', 'Psalm 23 & John 10') and say nothing unread. */
const JOINERS = /\b(?:and|or|also|see|cf)\b|[;,.:&+()[\]\-–—/\s\d]/gi

/** Reads a scripture field. Never throws: a field that holds no passage has none, its words unread. */
export function readScripture(field: string): ScriptureReading {
  const text = field.slice(0, SCRIPTURE_READ_LIMIT)
  const found = parser.parse(text).parsed_entities() as Parsed[]
  const passages: Passage[] = []
  let rest = text
  for (const part of found) {
    const [from, to] = part.indices
    // A book's name alone is the whole book ('Jude'), unless words go on after it: the 'Song' of
    // 'Song of the Three' is no Song of Songs.
    if (part.type === 'b' && /^\s*[a-z]/i.test(text.slice(to)) && !/^\s*(?:and|or)\b/i.test(text.slice(to))) continue
    rest = rest.slice(0, from) + ' '.repeat(to - from) + rest.slice(to)
    for (const entity of part.entities) if (entity.valid.valid && BY_ID.has(entity.start.b)) passages.push(...passagesOf(entity))
  }
  const left = rest
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s;,&\-–—:]+|[\s;,&\-–—:]+$/g, '')
  const unread = left.replace(JOINERS, '').length > 0 ? left : ''
  return { passages, words: passagesWords(passages), unread }
}

/** The verses of a passage after its book's name: '3:16–21', '8', '5–7', '1:1–2:4'; a one-chapter book's verses alone ('20–25'). */
function reference({ book, startChapter, startVerse, endChapter, endVerse }: Passage): string {
  const wholeChapters = startVerse === 1 && endVerse === lastVerse(book, endChapter)
  if (wholeChapters && startChapter === 1 && endChapter === lastChapter(book)) return ''
  if (wholeChapters) return startChapter === endChapter ? `${startChapter}` : `${startChapter}–${endChapter}`
  const verses = startVerse === endVerse ? `${startVerse}` : `${startVerse}–${endVerse}`
  if (startChapter !== endChapter) return `${startChapter}:${startVerse}–${endChapter}:${endVerse}`
  return lastChapter(book) === 1 ? verses : `${startChapter}:${verses}`
}

/** A book's name in a reference: a single psalm is 'Psalm 23', the book 'Psalms'. */
const bookWords = (passage: Passage, alone: boolean) =>
  passage.book === 'Ps' && !alone && passage.startChapter === passage.endChapter ? 'Psalm' : (BY_ID.get(passage.book)?.name ?? passage.book)

/** A passage in the church's words: 'John 3:16–21', 'Romans 8', 'Matthew 5–7', 'Psalm 23', 'Jude'. */
export function passageWords(passage: Passage): string {
  const verses = reference(passage)
  return verses ? `${bookWords(passage, false)} ${verses}` : bookWords(passage, true)
}

/** Passages in the church's words, the book named once for verses of the same chapter: 'Galatians 5:1, 13–25; Psalm 85'. */
export function passagesWords(passages: Passage[]): string {
  let words = ''
  passages.forEach((passage, i) => {
    const before = passages[i - 1]
    const sameChapter =
      before?.book === passage.book && before.endChapter === passage.startChapter && passage.startChapter === passage.endChapter
    const verses = reference(passage)
    if (sameChapter && verses.includes(':') && reference(before).includes(':')) words += `, ${verses.slice(verses.indexOf(':') + 1)}`
    else if (sameChapter && lastChapter(passage.book) === 1 && verses && reference(before)) words += `, ${verses}`
    else words += `${i ? '; ' : ''}${passageWords(passage)}`
  })
  return words
}

/**
 * A passage as a range of verse numbers that sort in canonical order (book × 1,000,000 + chapter ×
 * 1,000 + verse), so two passages share verses exactly when their ranges overlap.
 */
export function verseRange({ book, startChapter, startVerse, endChapter, endVerse }: Passage): [number, number] {
  const place = (ORDER[book] ?? 0) * 1_000_000
  return [place + startChapter * 1000 + startVerse, place + endChapter * 1000 + endVerse]
}

/** The passage a range of verse numbers stands for (`verseRange` read back): as stored, without reading the field again. */
export function rangePassage(book: string, [start, end]: [number, number]): Passage {
  const point = (n: number) => [Math.floor(n / 1000) % 1000, n % 1000]
  const [startChapter, startVerse] = point(start)
  const [endChapter, endVerse] = point(end)
  return { book, startChapter, startVerse, endChapter, endVerse }
}

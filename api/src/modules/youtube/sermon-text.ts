/**
 * Speaker, scripture and series as churches write them in a YouTube title or description.
 * Pure and cautious: a field is filled only from a pattern that leaves no doubt; otherwise it
 * stays blank for staff to fill (decision 0008).
 */

export interface SermonText {
  /** The title without the parts that were read out of it (speaker, scripture, series). */
  title: string
  speaker: string
  scripture: string
  series: string
}

/** Books as written with a chapter after them; numbered books (1 Corinthians) need their number. */
const BOOKS = [
  // Old Testament
  'Genesis|Gen',
  'Exodus|Exod',
  'Leviticus|Lev',
  'Numbers|Num',
  'Deuteronomy|Deut',
  'Joshua|Josh',
  'Judges|Judg',
  'Ruth',
  'Ezra',
  'Nehemiah|Neh',
  'Esther|Esth',
  'Job',
  'Psalms|Psalm|Pss|Ps',
  'Proverbs|Prov',
  'Ecclesiastes|Eccles|Eccl',
  'Song of Songs|Song of Solomon',
  'Isaiah|Isa',
  'Jeremiah|Jer',
  'Lamentations|Lam',
  'Ezekiel|Ezek',
  'Daniel|Dan',
  'Hosea|Hos',
  'Joel',
  'Amos',
  'Obadiah|Obad',
  'Jonah',
  'Micah|Mic',
  'Nahum',
  'Habakkuk|Hab',
  'Zephaniah|Zeph',
  'Haggai|Hag',
  'Zechariah|Zech',
  'Malachi|Mal',
  // Apocrypha (read in the Anglican lectionary)
  'Tobit',
  'Judith',
  'Wisdom of Solomon|Wisdom',
  'Sirach|Ecclesiasticus',
  'Baruch',
  // New Testament
  'Matthew|Matt|Mt',
  'Mark|Mk',
  'Luke|Lk',
  'John|Jn',
  'Acts',
  'Romans|Rom',
  'Galatians|Gal',
  'Ephesians|Eph',
  'Philippians|Phil',
  'Colossians|Col',
  'Titus',
  'Philemon|Philem',
  'Hebrews|Heb',
  'James|Jas',
  'Jude',
  'Revelation|Rev',
].join('|')
const NUMBERED_BOOKS =
  'Samuel|Sam|Kings|Kgs|Chronicles|Chron|Chr|Corinthians|Cor|Thessalonians|Thess|Timothy|Tim|Peter|Pet|John|Jn|Maccabees|Macc'
const BOOK_NUMBER = String.raw`(?:[1-3]|I{1,3}|First|Second|Third)\s*`

const VERSE = String.raw`\d{1,3}[a-c]?`
/** 'Luke 2:1-20', '1 Corinthians 13', 'Psalm 23:1-6, 9', 'Rom. 8:28–39', 'John 3:16-4:2'. */
const REFERENCE = String.raw`(?:${BOOK_NUMBER}(?:${NUMBERED_BOOKS})|(?:${BOOKS}))\.?\s+\d{1,3}(?::${VERSE})?(?:\s*[-–]\s*\d{1,3}(?::${VERSE})?)?(?:\s*,\s*${VERSE}(?:\s*[-–]\s*${VERSE})?)*`
const REFERENCE_ANYWHERE = new RegExp(String.raw`(?<![\w])${REFERENCE}(?![\w:])`)
const REFERENCE_ONLY = new RegExp(String.raw`^\(?\s*(${REFERENCE})\s*\)?$`)
const REFERENCE_IN_PARENS = new RegExp(String.raw`\s*\(\s*(${REFERENCE})\s*\)`)

/** Abbreviated honorifics ('Rev.', 'The Rt. Rev. Dr.', 'Fr.') mark a name wherever the part stands. */
const TITLED = String.raw`(?:The\s+)?(?:(?:Very|Most|Right|Rt\.?|Ven\.?|Venerable)\s+)?(?:(?:Rev|Revd|Reverend|Fr|Bp|Dcn|Dr|Mtr|Mr|Mrs|Ms)\.?\s+)+`
/** Honorifics that are also ordinary words ('Father, Forgive Them') count only in the last part. */
const WORD_TITLED = String.raw`(?:${TITLED})?(?:(?:Father|Mother|Pastor|Bishop|Archbishop|Canon|Deacon|Chaplain|Elder)\s+)+`
const NAME = String.raw`[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|de|van|von|la|le|du|da|di)){0,4}`
const TITLED_NAME = new RegExp(String.raw`^${TITLED}(?:(?:Canon|Deacon|Bishop|Archbishop|Chaplain)\s+)?${NAME}$`)
const WORD_TITLED_NAME = new RegExp(`^${WORD_TITLED}${NAME}$`)
const NAME_WORD = /^(?:[A-Z][a-z'’-]+(?:[A-Z][a-z'’-]+)?|[A-Z]\.)$/
/** Words that mark a title part as something other than a person's name. */
const NOT_NAME =
  /^(?:the|of|and|in|at|for|with|a|an|our|my|his|her|god|lord|jesus|christ|holy|spirit|church|parish|cathedral|chapel|anglican|episcopal|st|saint|sunday|monday|tuesday|wednesday|thursday|friday|saturday|service|services|worship|live|stream|sermon|homily|message|part|week|series|morning|evening|prayer|eucharist|mass|communion|beach|christmas|easter|advent|lent|pentecost|epiphany|day|night|eve|choir|music|kids|youth|family|january|february|march|april|may|june|july|august|september|october|november|december)$/i

const SEPARATOR = /\s+([|–—-])\s+/
const SERIES_IN_TITLE = [
  // 'Advent 2026: Week 1 – Hope', 'Romans: Part 3 | Free at Last'
  /^(?<series>[^:|]{2,80}?)\s*:\s*(?:week|part|pt\.?|sermon|session|no\.?|#)\s*\d{1,3}\s*[-–—:|]\s*(?<title>.+)$/i,
  // 'Advent (Week 1): Hope', 'Advent, Part 2: Hope', 'Advent - Week 1 - Hope'
  /^(?<series>[^:|(]{2,80}?)\s*(?:\(|,|\s[-–—])\s*(?:week|part|pt\.?)\s*\d{1,3}\s*\)?\s*[-–—:|]\s*(?<title>.+)$/i,
]

const LABELS = {
  speaker: /^(?:speaker|preacher|preached by|sermon by|message by|homilist|celebrant and preacher)\s*[:–—-]\s*(.+)$/i,
  scripture: /^(?:scripture|scriptures|scripture readings?|bible readings?|readings?|text|passage|lessons?)\s*:\s*(.+)$/i,
  series: /^(?:series|sermon series)\s*:\s*(.+)$/i,
}
const LIMITS = { speaker: 100, scripture: 300, series: 150 }

/** Reads speaker, scripture and series from a sermon video's title and description. */
export function readSermonText(rawTitle: string, rawDescription = ''): SermonText {
  const fromTitle = readTitle(rawTitle.trim())
  const labelled = readLabels(rawDescription)
  return {
    title: fromTitle.title,
    speaker: labelled.speaker || fromTitle.speaker,
    scripture: labelled.scripture || scripturesReferenced(rawDescription) || fromTitle.scripture,
    series: labelled.series || fromTitle.series,
  }
}

function readTitle(original: string): SermonText {
  const found: SermonText = { title: original, speaker: '', scripture: '', series: '' }
  let rest = original
  for (const pattern of SERIES_IN_TITLE) {
    const match = pattern.exec(rest)
    if (match?.groups && !REFERENCE_ONLY.test(match.groups.series.trim())) {
      found.series = match.groups.series.trim()
      rest = match.groups.title.trim()
      break
    }
  }

  // Title parts between ' | ', ' - ', ' – ' or ' — ': each part may be the speaker or a reference.
  const pieces = rest.split(SEPARATOR)
  const parts = pieces.filter((_, i) => i % 2 === 0).map((p) => p.trim())
  const separators = pieces.filter((_, i) => i % 2 === 1)
  const kept: number[] = []
  parts.forEach((part, i) => {
    const isLast = i === parts.length - 1
    const afterPipe = i > 0 && separators[i - 1] === '|'
    const reference = REFERENCE_ONLY.exec(part)
    const named = TITLED_NAME.test(part) || (isLast && (WORD_TITLED_NAME.test(part) || (afterPipe && isPlainName(part))))
    if (parts.length > 1 && reference && !found.scripture) found.scripture = reference[1].trim()
    else if (parts.length > 1 && named && !found.speaker) found.speaker = part
    else kept.push(i)
  })
  if (kept.length > 0) rest = kept.map((i, n) => (n === 0 ? parts[i] : ` ${separators[i - 1]} ${parts[i]}`)).join('')

  if (!found.scripture) {
    const inParens = REFERENCE_IN_PARENS.exec(rest)
    const cleaned = inParens ? rest.replace(inParens[0], '').trim() : ''
    if (inParens && cleaned) {
      found.scripture = inParens[1].trim()
      rest = cleaned
    } else {
      const anywhere = REFERENCE_ANYWHERE.exec(rest)
      if (anywhere) found.scripture = anywhere[0].trim()
    }
  }
  found.title = rest.trim() || original
  found.speaker = within(found.speaker, LIMITS.speaker)
  found.series = within(found.series, LIMITS.series)
  found.scripture = within(found.scripture, LIMITS.scripture)
  return found
}

/** 'Jane Doe', 'Mary-Kate O’Neil', 'J. R. Smith': two to four capitalised words, none a common title word. */
function isPlainName(text: string): boolean {
  const words = text.split(/\s+/)
  return words.length >= 2 && words.length <= 4 && words.every((w) => NAME_WORD.test(w) && !NOT_NAME.test(w.replace(/\.$/, '')))
}

function readLabels(description: string) {
  const found = { speaker: '', scripture: '', series: '' }
  for (const line of description.split(/\r?\n/)) {
    const text = line.trim()
    for (const field of ['speaker', 'scripture', 'series'] as const) {
      if (found[field]) continue
      const value = LABELS[field].exec(text)?.[1]?.trim()
      if (value && !/https?:\/\//i.test(value)) found[field] = within(value, LIMITS[field])
    }
  }
  return found
}

/**
 * The first reference of a 'Scriptures Referenced:' paragraph, read the way the sermon page reads
 * it (web/src/lib/text.ts parseSermonDescription): lines or ';'-separated items, bullets removed.
 */
function scripturesReferenced(description: string): string {
  const marker = 'Scriptures Referenced:'
  for (const paragraph of description.split(/\r?\n\s*\r?\n/)) {
    if (!paragraph.includes(marker)) continue
    const first = paragraph
      .slice(paragraph.indexOf(marker) + marker.length)
      .split(/\r?\n|;/)
      .map((line) => line.replace(/^[\s•*-]+/, '').trim())
      .find(Boolean)
    if (first) return within(first, LIMITS.scripture)
  }
  return ''
}

/** A value longer than the field allows is not what the pattern meant: left blank. */
const within = (value: string, max: number) => (value.length <= max ? value : '')

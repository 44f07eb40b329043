import { describe, expect, test } from 'bun:test'
import { BOOKS, bookAtSlug, passagesWords, rangePassage, readScripture, SCRIPTURE_READ_LIMIT, verseRange } from './scripture'

/**
 * Scripture fields as churches type them (sermon archives, lectionary sheets, bulletins), each with
 * how it must be read: `typed => the passages in our words | what could not be read`.
 */
const CORPUS = `
John 3:16 => John 3:16
Jn 3:16-21 => John 3:16–21
Jn 3:16–21; Rom 8 => John 3:16–21; Romans 8
John 3:16-21; Romans 8 => John 3:16–21; Romans 8
1 Cor 13 => 1 Corinthians 13
1 Corinthians 13:1-13 => 1 Corinthians 13
I Cor 15:1-11 => 1 Corinthians 15:1–11
1Cor 12:4-11 => 1 Corinthians 12:4–11
2 Cor 5:17 => 2 Corinthians 5:17
II Corinthians 4:7-12 => 2 Corinthians 4:7–12
Isaiah 40:1-11 => Isaiah 40:1–11
Isa 40:1-11; Ps 85; 2 Pet 3:8-15a; Mk 1:1-8 => Isaiah 40:1–11; Psalm 85; 2 Peter 3:8–15; Mark 1:1–8
Psalm 23 => Psalm 23
Ps 23 => Psalm 23
Psalms 23 => Psalm 23
Ps. 119:105-112 => Psalm 119:105–112
Psalm 80:1-8, 18-20 => Psalm 80:1–8, 18–19
Psalm 46 => Psalm 46
Matthew 5:1-12 => Matthew 5:1–12
Matt 5-7 => Matthew 5–7
Mt 28:16-20 => Matthew 28:16–20
Matthew 28:16-20 and Genesis 1 => Matthew 28:16–20; Genesis 1
Mark 1:1-8 => Mark 1:1–8
Mk 16:1-8 => Mark 16:1–8
Mark 16:1-8 (9-20) => Mark 16:1–8
Luke 2:1-20 => Luke 2:1–20
Lk 2:1-20 => Luke 2:1–20
Luke 15:1-3, 11b-32 => Luke 15:1–3, 11–32
Luke 1:39-45[46-55] => Luke 1:39–45
Luke 24:13-35 => Luke 24:13–35
John 1:1-14 => John 1:1–14
John 10:1-10 => John 10:1–10
Jn 11:1-45 => John 11:1–45
John 20:19-31 => John 20:19–31
John 3:16, 18 => John 3:16, 18
Acts 2:1-21 => Acts 2:1–21
Acts 2:1-21 or Numbers 11:24-30 => Acts 2:1–21; Numbers 11:24–30
Acts 10:34-43 => Acts 10:34–43
Romans 8:28 => Romans 8:28
Romans 8:28 (NIV) => Romans 8:28
Rom 12:1-2 => Romans 12:1–2
Rom. 5:1-11 => Romans 5:1–11
Galatians 5:22-23 => Galatians 5:22–23
Gal 5:1, 13-25 => Galatians 5:1, 13–25
Ephesians 2:8-10 => Ephesians 2:8–10
Eph 6:10-20 => Ephesians 6:10–20
Philippians 4:4-7 => Philippians 4:4–7
Phil 3:17-4:1 => Philippians 3:17–4:1
Colossians 3:12-17 => Colossians 3:12–17
1 Thessalonians 5:16-24 => 1 Thessalonians 5:16–24
1 Tim 6:6-19 => 1 Timothy 6:6–19
2 Timothy 3:14-4:5 => 2 Timothy 3:14–4:5
Hebrews 11:1-3, 8-16 => Hebrews 11:1–3, 8–16
Hebrews 11-12:2 => Hebrews 11:1–12:2
Heb 12:1-2 => Hebrews 12:1–2
James 1:17-27 => James 1:17–27
Jas 2:1-10 => James 2:1–10
1 Peter 3:18-22 => 1 Peter 3:18–22
1 Pet 2:9 => 1 Peter 2:9
1 John 4:7-21 => 1 John 4:7–21
1Jn 4:7-21 => 1 John 4:7–21
1 John 4 => 1 John 4
2 John => 2 John
3 John 1-15 => 3 John
Jude => Jude
Jude 1:20-25 => Jude 20–25
Revelation 21:1-6a => Revelation 21:1–6
Rev. 21:1-6a => Revelation 21:1–6
Revelation 22 => Revelation 22
Genesis 1:1-2:4a => Genesis 1:1–2:4
Gen 12:1-4a => Genesis 12:1–4
Exodus 20:1-17 => Exodus 20:1–17
Ex 14:10-31 => Exodus 14:10–31
Deuteronomy 6:4-9 => Deuteronomy 6:4–9
Joshua 24:1-15 => Joshua 24:1–15
Ruth 1:1-18 => Ruth 1:1–18
1 Samuel 3:1-10 => 1 Samuel 3:1–10
1 Sam 16:1-13 => 1 Samuel 16:1–13
2 Samuel 7:1-11, 16 => 2 Samuel 7:1–11, 16
1 Kings 19:9-18 => 1 Kings 19:9–18
2 Kings 5:1-14 => 2 Kings 5:1–14
Job 38:1-11 => Job 38:1–11
Proverbs 3:5-6 => Proverbs 3:5–6
Ecclesiastes 3:1-13 => Ecclesiastes 3:1–13
Song of Songs 2:8-13 => Song of Songs 2:8–13
Song of Solomon 2 => Song of Songs 2
Jeremiah 29:11 => Jeremiah 29:11
Jer 31:31-34 => Jeremiah 31:31–34
Lamentations 3:22-23 => Lamentations 3:22–23
Ezekiel 37:1-14 => Ezekiel 37:1–14
Daniel 3 => Daniel 3
Hosea 11:1-9 => Hosea 11:1–9
Joel 2:28-32 => Joel 2:28–32
Amos 5:24 => Amos 5:24
Jonah 3:1-5, 10 => Jonah 3:1–5, 10
Micah 6:8 => Micah 6:8
Mic 5:2-5a => Micah 5:2–5
Habakkuk 2:1-4 => Habakkuk 2:1–4
Zephaniah 3:14-20 => Zephaniah 3:14–20
Malachi 3:1-4 => Malachi 3:1–4
Baruch 5:1-9 or Malachi 3:1-4 => Baruch 5; Malachi 3:1–4
Sirach 44:1-15 => Sirach 44:1–15
Wisdom 3:1-9 => Wisdom 3:1–9
Ecclus 44 => Sirach 44
Philemon 1-21 => Philemon 1–21
Obadiah => Obadiah
Psalm 23 & John 10 => Psalm 23; John 10
Mk 1.1-8 => Mark 1:1–8
John 3v16 => John 3:16
jn3:16 => John 3:16
Isa 40 1-11 => Isaiah 40:1–11
Matt 28-Mark 1 => Matthew 28; Mark 1
TBA =>  | TBA
Various =>  | Various
See bulletin =>  | See bulletin
Christmas Eve =>  | Christmas Eve
The Beatitudes =>  | The Beatitudes
John 3:16 - God's love => John 3:16 | God's love
Sermon on the Mount (Matthew 5-7) => Matthew 5–7 | Sermon on the Mount
Daniel 3:1-30; Song of the Three 1-68 => Daniel 3 | Song of the Three 1-68
John 99 =>  | John 99
`
  .trim()
  .split('\n')
  .map((line) => {
    const [typed, read] = line.split(' => ') as [string, string]
    const [words, unread = ''] = read.split(' | ')
    return { typed, words: words.trim(), unread }
  })

describe('a sermon’s scripture field', () => {
  test(`reads ${CORPUS.length} fields as churches type them`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100)
    const read = CORPUS.map(({ typed }) => {
      const { words, unread } = readScripture(typed)
      return { typed, words, unread }
    })
    expect(read).toEqual(CORPUS)
  })

  test('gives books, chapters and verses, and a passage finds every sermon whose verses it shares', () => {
    expect(readScripture('Jn 3:16-21; Rom 8').passages).toEqual([
      { book: 'John', startChapter: 3, startVerse: 16, endChapter: 3, endVerse: 21 },
      { book: 'Rom', startChapter: 8, startVerse: 1, endChapter: 8, endVerse: 39 },
    ])
    const [john3] = readScripture('John 3').passages.map(verseRange) as [[number, number]]
    const overlaps = (typed: string) =>
      readScripture(typed)
        .passages.map(verseRange)
        .some(([from, to]) => from <= john3[1] && to >= john3[0])
    expect(overlaps('John 3:16')).toBe(true)
    expect(overlaps('Jn 2:23-3:2')).toBe(true)
    expect(overlaps('John 4:1-10')).toBe(false)
    expect(overlaps('1 John 3:16')).toBe(false)
    expect(overlaps('Romans 8; John 3:30-36')).toBe(true)
  })

  test('a stored range reads back as the passage it was made from, for every field of the corpus', () => {
    for (const { typed } of CORPUS) {
      const { passages, words } = readScripture(typed)
      expect(passagesWords(passages.map((passage) => rangePassage(passage.book, verseRange(passage))))).toBe(words)
    }
  })

  test('knows the books of the Bible and the Apocrypha in order, each at its own address', () => {
    expect(BOOKS.filter((book) => book.testament === 'Old Testament')).toHaveLength(39)
    expect(BOOKS.filter((book) => book.testament === 'New Testament')).toHaveLength(27)
    expect(BOOKS[0]?.name).toBe('Genesis')
    expect(BOOKS[65]?.name).toBe('Revelation')
    expect(new Set(BOOKS.map((book) => book.slug)).size).toBe(BOOKS.length)
    expect(bookAtSlug('1-corinthians')?.id).toBe('1Cor')
    expect(bookAtSlug('song-of-songs')?.id).toBe('Song')
    expect(bookAtSlug('romans-8')).toBeNull()
  })

  test('a field far too long is read only to its limit, and nothing typed makes it throw', () => {
    const long = `${'John 3:16; '.repeat(100_000)}`
    const read = readScripture(long)
    expect(read.passages.length).toBeLessThanOrEqual(SCRIPTURE_READ_LIMIT / 10)
    for (const odd of ['', ' ', ':::', '3:16', '<script>alert(1)</script>', 'Gen 0:0', 'Rev 22:99', '💒 Psalm 23', 'john john john']) {
      expect(() => readScripture(odd)).not.toThrow()
    }
    expect(readScripture('<script>alert(1)</script>').passages).toEqual([])
    expect(readScripture('💒 Psalm 23').words).toBe('Psalm 23')
  })
})

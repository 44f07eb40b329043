/**
 * A sermon's transcript, as staff paste it or choose its file: WebVTT captions (what YouTube and
 * Apple Podcasts give), SubRip captions (.srt) or plain text. It is kept as given, so podcast apps
 * get the captions with their times (`podcast:transcript`), and read here into its words, in
 * paragraphs, for the sermon's page and the site search.
 *
 * Pure and bounded: the dashboard reads a chosen file with it before saving, and the server again.
 */

export type TranscriptFormat = 'vtt' | 'srt' | 'text'

/** True for a stored format ('' is none; anything else a row the code cannot use, skipped). */
export const isTranscriptFormat = (format: string | undefined): format is TranscriptFormat =>
  format === 'vtt' || format === 'srt' || format === 'text'

/** A transcript is at most this many characters: a two-hour service's captions are about 150,000. */
export const TRANSCRIPT_MAX_CHARACTERS = 400_000

/** Each format's file: its ending, the type a download and a podcast app are told, and its name for staff. */
export const TRANSCRIPT_FILES: Record<TranscriptFormat, { extension: string; type: string; name: string }> = {
  vtt: { extension: 'vtt', type: 'text/vtt', name: 'WebVTT captions' },
  srt: { extension: 'srt', type: 'application/srt', name: 'SubRip captions' },
  text: { extension: 'txt', type: 'text/plain', name: 'plain text' },
}

export type TranscriptReading = { ok: true; format: TranscriptFormat; words: string; wordCount: number } | { ok: false; message: string }

/** A cue's timing line: '00:01:02.500 --> 00:01:05.000' (VTT, hours optional) or '00:01:02,500 --> …' (SRT). */
const TIMING = /^\s*((?:\d{1,3}:)?\d{2}:\d{2}[.,]\d{3})\s*-->\s*((?:\d{1,3}:)?\d{2}:\d{2}[.,]\d{3})/

/** Seconds of a cue time ('01:02.500', '1:01:02,500'). */
function seconds(time: string): number {
  const parts = time.replace(',', '.').split(':').map(Number)
  return parts.reduce((total, part) => total * 60 + part, 0)
}

/** A pause at least this long between captions starts a new paragraph. */
const PARAGRAPH_PAUSE_SECONDS = 2
/** A paragraph that reaches this many words ends at its next sentence's end. */
const PARAGRAPH_WORDS = 90

/** A caption's words without its markup: voice and style tags ('<v Canon Whitfield>', '<i>'), entities read. */
function captionWords(line: string): string {
  return line
    .replace(/<[^>\n]{0,200}>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\{\\[^}\n]{0,50}\}/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The captions' words in paragraphs: a new one after a pause, or once one is long and a sentence ends. */
function captionParagraphs(cues: { start: number; end: number; text: string }[]): string {
  const paragraphs: string[] = []
  let current: string[] = []
  let words = 0
  let lastEnd = Number.NEGATIVE_INFINITY
  for (const cue of cues) {
    const pause = cue.start - lastEnd >= PARAGRAPH_PAUSE_SECONDS
    const long = words >= PARAGRAPH_WORDS && /[.!?]["”’)]?$/.test(current[current.length - 1] ?? '')
    if (current.length > 0 && (pause || long)) {
      paragraphs.push(current.join(' '))
      current = []
      words = 0
    }
    // Captions often repeat the line before as they roll on: a caption that only repeats it adds nothing.
    if (cue.text !== current[current.length - 1]) {
      current.push(cue.text)
      words += cue.text.split(' ').length
    }
    lastEnd = cue.end
  }
  if (current.length > 0) paragraphs.push(current.join(' '))
  return paragraphs.join('\n\n')
}

/** The cues of WebVTT or SubRip captions: each timing line, and the text lines after it up to a blank line. */
function readCues(lines: string[]): { start: number; end: number; text: string }[] {
  const cues: { start: number; end: number; text: string }[] = []
  for (let i = 0; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i])
    if (!timing) continue
    const text: string[] = []
    while (i + 1 < lines.length && lines[i + 1].trim() !== '') text.push(captionWords(lines[++i]))
    const joined = text.filter(Boolean).join(' ')
    if (joined) cues.push({ start: seconds(timing[1]), end: seconds(timing[2]), text: joined })
  }
  return cues
}

const countWords = (text: string) => (text.match(/\S+/g) ?? []).length

/**
 * Reads a transcript: WebVTT when it begins 'WEBVTT', SubRip when its first caption is numbered and
 * timed, plain text otherwise (its paragraphs kept, lines within one joined). Captions that hold no
 * caption a person could read are refused, with words saying what was wrong; so is a text too long.
 */
export function readTranscript(given: string): TranscriptReading {
  const text = given.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (text.length > TRANSCRIPT_MAX_CHARACTERS)
    return {
      ok: false,
      message: `A transcript can be at most ${TRANSCRIPT_MAX_CHARACTERS.toLocaleString('en-US')} characters; this one has ${text.length.toLocaleString('en-US')}.`,
    }
  if (text.includes('\u0000'))
    return { ok: false, message: 'This is not a transcript: it holds characters a text never has. Choose a .vtt, .srt or .txt file.' }
  const lines = text.split('\n')
  const firstLines = lines.filter((line) => line.trim() !== '').slice(0, 2)
  const format: TranscriptFormat = /^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')
    ? 'vtt'
    : /^\d+\s*$/.test(firstLines[0] ?? '') && TIMING.test(firstLines[1] ?? '')
      ? 'srt'
      : 'text'
  if (format === 'text') {
    const words = text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n\n')
    return { ok: true, format, words, wordCount: countWords(words) }
  }
  const cues = readCues(lines)
  if (cues.length === 0)
    return {
      ok: false,
      message: `This looks like ${TRANSCRIPT_FILES[format].name}, but no caption in it could be read: each needs a time line such as '00:00:01.000 --> 00:00:04.000' and its words below it.`,
    }
  const words = captionParagraphs(cues)
  return { ok: true, format, words, wordCount: countWords(words) }
}

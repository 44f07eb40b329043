import { describe, expect, test } from 'bun:test'
import { readTranscript, TRANSCRIPT_MAX_CHARACTERS } from './transcript'

const VTT = `WEBVTT
Kind: captions
Language: en

00:00:01.000 --> 00:00:04.000
<v Canon Whitfield>Good morning, and welcome.

00:00:04.000 --> 00:00:06.500
Our reading today is from <i>John</i>, chapter three.

00:00:10.000 --> 00:00:12.000
For God so loved the world &amp; all in it.
`

const SRT = `1
00:00:01,000 --> 00:00:04,000
Good morning,
and welcome.

2
00:00:04,000 --> 00:00:06,500
Our reading today is from John.
`

describe('a transcript as staff give it', () => {
  test('WebVTT: the captions’ words without their times or tags, a pause starting a paragraph', () => {
    expect(readTranscript(VTT)).toEqual({
      ok: true,
      format: 'vtt',
      words: 'Good morning, and welcome. Our reading today is from John, chapter three.\n\nFor God so loved the world & all in it.',
      wordCount: 22,
    })
  })

  test('SubRip, with Windows line endings and a byte-order mark: caption lines joined', () => {
    const reading = readTranscript(`\uFEFF${SRT.replace(/\n/g, '\r\n')}`)
    expect(reading).toEqual({ ok: true, format: 'srt', words: 'Good morning, and welcome. Our reading today is from John.', wordCount: 10 })
  })

  test('plain text keeps its paragraphs and joins the lines within one', () => {
    expect(readTranscript('In the beginning\nwas the Word.\n\n\nAnd the Word was with God.  ')).toEqual({
      ok: true,
      format: 'text',
      words: 'In the beginning was the Word.\n\nAnd the Word was with God.',
      wordCount: 12,
    })
  })

  test('rolling captions that repeat the line before are read once', () => {
    const rolling =
      'WEBVTT\n\n00:01.000 --> 00:02.000\nGrace to you\n\n00:02.000 --> 00:03.000\nGrace to you\n\n00:03.000 --> 00:04.000\nand peace.\n'
    expect(readTranscript(rolling)).toMatchObject({ ok: true, words: 'Grace to you and peace.' })
  })

  test('a long run of captions without a pause breaks at a sentence’s end', () => {
    const cues = Array.from(
      { length: 40 },
      (_, i) => `00:00:${String(i).padStart(2, '0')}.000 --> 00:00:${String(i).padStart(2, '0')}.900\nWord ${i} of a long sermon.`,
    )
    const reading = readTranscript(`WEBVTT\n\n${cues.join('\n\n')}\n`)
    expect(reading.ok && reading.words.split('\n\n').length).toBe(3)
  })

  test('captions with no readable caption, a text too long, or a binary file are refused in words', () => {
    expect(readTranscript('WEBVTT\n\nNOTE nothing here\n')).toEqual({
      ok: false,
      message:
        "This looks like WebVTT captions, but no caption in it could be read: each needs a time line such as '00:00:01.000 --> 00:00:04.000' and its words below it.",
    })
    expect(readTranscript('x'.repeat(TRANSCRIPT_MAX_CHARACTERS + 1))).toMatchObject({
      ok: false,
      message: expect.stringContaining('at most 400,000 characters'),
    })
    expect(readTranscript('%PDF-1.7\u0000\u0001')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Choose a .vtt, .srt or .txt file'),
    })
  })
})

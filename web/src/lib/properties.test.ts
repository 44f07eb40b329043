/** Property-based tests (fast-check) for the text the web reads: random input never crashes a parser. */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { BULK_MESSAGES, parseBulkSermons } from '../features/admin/sermons/parse-bulk-sermons'
import { linkify, parseSermonDescription } from './text'

const RUNS = { numRuns: 400 }
const textWith = (...pieces: string[]) =>
  fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...pieces)), { maxLength: 30 }).map((parts) => parts.join(''))

describe('description and bulk parsers', () => {
  test('a sermon description never loses or invents a paragraph, and its links are web links', () => {
    fc.assert(
      fc.property(
        textWith('\n\n', '\n', 'Scriptures Referenced:', 'Social Links:', 'https://facebook.com/x', 'javascript:alert(1)', '; '),
        (text) => {
          const read = parseSermonDescription(text)
          for (const link of read.socialLinks) expect(link.href).toMatch(/^https?:\/\//i)
          for (const paragraph of read.paragraphs) expect(text).toContain(paragraph.trim())
        },
      ),
      RUNS,
    )
  })

  test('linkify keeps every character and links only http(s) addresses', () => {
    fc.assert(
      fc.property(textWith('https://example.org/a?b=1', 'http://x.y', 'javascript:alert(1)', 'www.church.org', ' '), (text) => {
        const parts = linkify(text)
        expect(parts.map((part) => part.text).join('')).toBe(text)
        for (const part of parts) if ('href' in part && part.href) expect(part.href).toMatch(/^https?:\/\//i)
      }),
      RUNS,
    )
  })

  test('the bulk sermon box reads rows or says which of its three messages applies', () => {
    const messages: string[] = Object.values(BULK_MESSAGES)
    fc.assert(
      fc.property(textWith('\t', '\n', 'Title', 'Speaker', 'Date', 'YouTube URL', '2026-01-04'), (text) => {
        const read = parseBulkSermons(text)
        if (read.ok) for (const row of read.rows) for (const value of Object.values(row)) expect(typeof value).toBe('string')
        else expect(messages).toContain(read.message)
      }),
      RUNS,
    )
  })
})

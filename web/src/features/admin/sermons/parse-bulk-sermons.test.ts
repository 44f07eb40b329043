import { describe, expect, test } from 'bun:test'
import { BULK_MESSAGES, parseBulkSermons } from './parse-bulk-sermons'

describe('bulk sermon text', () => {
  test('the header names the columns, matched ignoring case and spaces', () => {
    const text = 'Title\tSpeaker\tDate\tYouTube URL\n' + 'Grace\tPastor Ann\t2026-03-01\thttps://youtu.be/abcdefghijk\n'
    expect(parseBulkSermons(text)).toEqual({
      ok: true,
      rows: [{ title: 'Grace', speaker: 'Pastor Ann', date: '2026-03-01', youtubeurl: 'https://youtu.be/abcdefghijk' }],
    })
  })

  test('Windows line endings, blank lines and empty cells are fine; cells are trimmed', () => {
    const text = 'TITLE\tseries\tSpeaker\r\n\r\n  Hope \t\tBob\r\nPeace\tAdvent\r\n\t\t\r\n'
    expect(parseBulkSermons(text)).toEqual({
      ok: true,
      rows: [
        { title: 'Hope', speaker: 'Bob' },
        { title: 'Peace', series: 'Advent' },
      ],
    })
  })

  test('a quoted spreadsheet cell may hold line breaks, tabs and doubled quotes', () => {
    const text = 'title\tdescription\nFaith\t"First line\nSecond\tline ""quoted"""\n'
    expect(parseBulkSermons(text)).toEqual({
      ok: true,
      rows: [{ title: 'Faith', description: 'First line\nSecond\tline "quoted"' }],
    })
  })

  test('unknown columns pass through under their squashed name', () => {
    expect(parseBulkSermons('Title\tSermon Notes\nA\tbring a Bible')).toEqual({
      ok: true,
      rows: [{ title: 'A', sermonnotes: 'bring a Bible' }],
    })
  })

  test('empty text', () => {
    expect(parseBulkSermons('')).toEqual({ ok: false, message: BULK_MESSAGES.empty })
    expect(parseBulkSermons(' \n\t \n')).toEqual({ ok: false, message: BULK_MESSAGES.empty })
    expect(BULK_MESSAGES.empty).toBe('Please paste your tab-delimited sermon data')
  })

  test('a header and no rows', () => {
    expect(parseBulkSermons('Title\tSpeaker\n\n')).toEqual({ ok: false, message: 'No data found to update' })
  })

  test('formatting errors', () => {
    const malformed = { ok: false as const, message: 'Failed to parse data. Please check your formatting.' }
    // More filled cells than the header has columns.
    expect(parseBulkSermons('Title\tSpeaker\nA\tB\tC')).toEqual(malformed)
    // The same column twice ('Speaker' and 'speaker').
    expect(parseBulkSermons('Title\tSpeaker\tspeaker\nA\tB\tC')).toEqual(malformed)
    // A quote that never closes.
    expect(parseBulkSermons('Title\tDescription\nA\t"never closed')).toEqual(malformed)
    // Text after a closing quote.
    expect(parseBulkSermons('Title\n"A"B')).toEqual(malformed)
  })

  test('trailing empty cells past the header are ignored (spreadsheets add them)', () => {
    expect(parseBulkSermons('Title\tSpeaker\nA\tB\t\t')).toEqual({ ok: true, rows: [{ title: 'A', speaker: 'B' }] })
  })
})

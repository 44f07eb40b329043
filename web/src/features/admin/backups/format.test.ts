import { expect, test } from 'bun:test'
import { formatBytes, formatInstant, progressWords, timeSince } from './format'

test('sizes read as a person says them', () => {
  expect(formatBytes(512)).toBe('512 bytes')
  expect(formatBytes(14_744)).toBe('14.7 KB')
  expect(formatBytes(91_000_000)).toBe('91.0 MB')
  expect(formatBytes(250_000_000)).toBe('250 MB')
  expect(formatBytes(3_200_000_000)).toBe('3.2 GB')
})

test("times are on the church's clock with its zone, summer and winter", () => {
  expect(formatInstant('2026-11-24T09:00:00Z', 'America/Chicago')).toBe('Nov 24, 2026, 3:00 AM CST')
  expect(formatInstant('2026-07-01T08:00:00Z', 'America/Chicago')).toBe('Jul 1, 2026, 3:00 AM CDT')
})

test('how long ago', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  expect(timeSince('2026-11-24T11:30:00Z', now)).toBe('less than an hour ago')
  expect(timeSince('2026-11-23T10:00:00Z', now)).toBe('26 hours ago')
  expect(timeSince('2026-11-21T10:00:00Z', now)).toBe('3 days ago')
})

test('a running backup says how far it has got, never 100% before it is done', () => {
  expect(progressWords(null)).toBe('Backing up…')
  expect(progressWords({ step: 'database', percent: 40.6, tablesDone: 12, tables: 20 })).toBe(
    'Backing up… 40%: the content, 12 of 20 parts read',
  )
  expect(progressWords({ step: 'pictures', percent: 81, tablesDone: 20, tables: 20 })).toBe('Backing up… 81%: the pictures')
  expect(progressWords({ step: 'saving', percent: 100, tablesDone: 20, tables: 20 })).toBe('Backing up… 99%: saving the copy')
})

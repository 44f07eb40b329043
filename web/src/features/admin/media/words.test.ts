import { describe, expect, test } from 'bun:test'
import { bytesWords, clampPercent, focusWords, sizeWords, uploadDay, whereUsed } from './words'

describe('the Media tab in words', () => {
  test('a size in pixels and as uploaded', () => {
    expect(sizeWords({ width: 2400, height: 1600, originalBytes: 1.2 * 1024 * 1024 })).toBe('2400 × 1600 px · 1.2 MB')
    expect(sizeWords({ width: null, height: null, originalBytes: 640 * 1024 })).toBe('640 KB')
    expect(sizeWords({ width: 1, height: 1, originalBytes: null })).toBe('1 × 1 px')
    expect(bytesWords(900)).toBe('900 bytes')
  })
  test('where it is used', () => {
    expect(whereUsed([])).toEqual(['Not used'])
    expect(
      whereUsed([
        { kind: 'Sermon', name: 'He Is Risen' },
        { kind: 'Logo', name: '' },
      ]),
    ).toEqual(['Sermon: He Is Risen', 'Logo'])
  })
  test('the day on the church clock', () => {
    // 03:00 UTC on the 28th is still the 27th in Chicago.
    expect(uploadDay('2026-11-28T03:00:00.000Z', 'America/Chicago')).toBe('Nov 27, 2026')
  })
  test('a focal point', () => {
    expect(clampPercent(-3)).toBe(0)
    expect(clampPercent(104)).toBe(100)
    expect(clampPercent(29.6)).toBe(30)
    expect(focusWords(30, 20)).toBe('Focal point: 30% across, 20% down')
  })
})

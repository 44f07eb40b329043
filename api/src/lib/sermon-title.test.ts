import { describe, expect, test } from 'bun:test'
import { sermonTitle } from './sermon-title'

describe('a sermon title as people read it', () => {
  test("'Sermon + ' at the start is left out; anywhere else it stays", () => {
    expect(sermonTitle('Sermon + The Good Shepherd')).toBe('The Good Shepherd')
    expect(sermonTitle('  Sermon + The Good Shepherd')).toBe('The Good Shepherd')
    expect(sermonTitle('The Good Shepherd')).toBe('The Good Shepherd')
    expect(sermonTitle('A Sermon + More')).toBe('A Sermon + More')
  })
})

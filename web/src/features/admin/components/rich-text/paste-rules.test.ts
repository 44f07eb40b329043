import { describe, expect, test } from 'bun:test'
import { headingLevelFor, isNumberedMarker, wordListPlace } from './paste-rules'

describe('pasting from Word and Google Docs', () => {
  test("Word's list paragraphs say their list and level in their style", () => {
    expect(wordListPlace('margin-left:.5in;text-indent:-.25in;mso-list:l0 level1 lfo1')).toEqual({ list: 'l0', level: 1 })
    expect(wordListPlace('mso-list: l3 level2 lfo4; tab-stops: list 1.0in')).toEqual({ list: 'l3', level: 2 })
    // The marker's own span, and paragraphs that are not in a list.
    expect(wordListPlace('mso-list:Ignore')).toBeNull()
    expect(wordListPlace('margin:0in')).toBeNull()
    expect(wordListPlace(null)).toBeNull()
  })

  test('a number or letter before the words numbers the list; a bullet does not', () => {
    for (const marker of ['1.', '12)', 'a.', 'B)', 'iv.', '(2)', '1.\u00a0\u00a0\u00a0']) expect(isNumberedMarker(marker)).toBe(true)
    for (const marker of ['·', 'o', '§', '-', '•', '\u00b7\u00a0\u00a0', '']) expect(isNumberedMarker(marker)).toBe(false)
  })

  test('Heading 1 and 2 become the page’s headings, 3 and below its subheadings', () => {
    expect(['H1', 'h2', 'H3', 'h4', 'H5', 'h6'].map(headingLevelFor)).toEqual([2, 2, 3, 3, 3, 3])
  })
})

/**
 * A rich text and its plain-text twin (decision 0052): the words decide which document is shown, so a
 * document left behind by a writer that knows only the words, a missing one or one the code cannot
 * use never shows, and never throws.
 */
import { describe, expect, test } from 'bun:test'
import { richTextFromPlain } from './plain-text'
import { renderRichText } from './render'
import { richTwinOf, twinColumns, withDescriptionTwin } from './twin'

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as never
const para = (...content: unknown[]) => ({ type: 'paragraph', content })
const text = (words: string, marks?: unknown[]) => ({ type: 'text', text: words, ...(marks && { marks }) })
const bold = doc(para(text('Come '), text('early', [{ type: 'bold' }]), text('.')))

describe('the document shown for stored words', () => {
  test('the stored document while its words are the twin’s', () => {
    expect(richTwinOf('Come early.', bold)).toEqual(bold)
  })

  test('the words as paragraphs and links when the document is missing, of other words, or not a document', () => {
    const words = 'Moved: https://example.org/new'
    for (const stored of [null, undefined, bold, 'a string', 42, [1, 2], { type: 'doc' }])
      expect(richTwinOf(words, stored)).toEqual(richTextFromPlain(words))
  })

  test('a stored document with a script link keeps its words, never the link', () => {
    const hostile = doc(para(text('Click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])))
    const shown = richTwinOf('Click', hostile)
    expect(renderRichText(shown)).toBe('<p>Click</p>')
  })
})

describe('what a save stores', () => {
  test('a document and its words; words alone and their document; both, the document only when its words are sent with it', () => {
    expect(twinColumns(undefined, bold)).toEqual({ plain: 'Come early.', doc: bold })
    expect(twinColumns('Come early.', bold)).toEqual({ plain: 'Come early.', doc: bold })
    expect(twinColumns('Newer words.', bold)).toEqual({ plain: 'Newer words.', doc: richTextFromPlain('Newer words.') })
    expect(twinColumns('Words.', null)).toEqual({ plain: 'Words.', doc: richTextFromPlain('Words.') })
    expect(twinColumns(undefined, undefined)).toBeUndefined()
    // An empty editor stores no words.
    expect(twinColumns(undefined, doc({ type: 'paragraph' }))?.plain).toBe('')
  })

  test('an input that gives neither is left as it was', () => {
    const input: { title: string; description?: string } = { title: 'Only a title' }
    expect(withDescriptionTwin(input)).toBe(input)
  })
})

import { describe, expect, test } from 'bun:test'
import * as v from 'valibot'
import { emptyDoc, type RichDoc, RichDocument } from './document'
import { richTextFromPlain, richTextToPlain } from './plain-text'

const link = (text: string, href: string) => ({ type: 'text' as const, text, marks: [{ type: 'link' as const, attrs: { href } }] })

describe('plain text from the texts staff typed before the editor', () => {
  test('paragraphs on blank lines, line breaks kept, addresses and emails made links', () => {
    const doc = richTextFromPlain(
      'Welcome to St Mark’s.\r\nAll are welcome.\n \n\nSee https://example.org/visit, or write to office@example.org.\n\n\n(Directions: https://maps.example.org/x?q=1)',
    )
    expect(doc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Welcome to St Mark’s.' }, { type: 'hardBreak' }, { type: 'text', text: 'All are welcome.' }],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'See ' },
            link('https://example.org/visit', 'https://example.org/visit'),
            { type: 'text', text: ', or write to ' },
            link('office@example.org', 'mailto:office@example.org'),
            { type: 'text', text: '.' },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '(Directions: ' },
            link('https://maps.example.org/x?q=1', 'https://maps.example.org/x?q=1'),
            { type: 'text', text: ')' },
          ],
        },
      ],
    } as RichDoc)
    expect(v.safeParse(RichDocument, doc).success).toBe(true)
  })

  test('only web addresses become links: javascript: and look-alikes stay words', () => {
    const doc = richTextFromPlain('javascript:alert(1) data:text/html,x a@b @c x@y.z <https://ok.example.org> https://')
    expect(doc.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'javascript:alert(1) data:text/html,x a@b @c x@y.z <' },
        link('https://ok.example.org', 'https://ok.example.org'),
        { type: 'text', text: '> https://' },
      ],
    })
  })

  test('nothing typed is emptyDoc; a long text is cut into runs the document allows, in linear time', () => {
    expect(richTextFromPlain('')).toEqual(emptyDoc)
    expect(richTextFromPlain(' \n\n ')).toEqual(emptyDoc)
    expect(richTextFromPlain(null)).toEqual(emptyDoc)
    const long = richTextFromPlain('a'.repeat(50_000))
    expect(long.content[0]).toEqual({
      type: 'paragraph',
      content: [20_000, 20_000, 10_000].map((n) => ({ type: 'text', text: 'a'.repeat(n) })),
    })
    // What made older expressions quadratic: long runs with no end, many '@', many dots.
    expect(richTextToPlain(richTextFromPlain(`${'@'.repeat(20_000)} ${'a.'.repeat(20_000)}`))).toHaveLength(60_001)
  })

  test('rich text back to its words, for search and summaries; with links for a newsletter’s text part', () => {
    const doc: RichDoc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Sundays' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Join us at ' },
            { type: 'text', text: 'ten', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'Plan a visit', marks: [{ type: 'link', attrs: { href: '/plan-a-visit' } }] },
            { type: 'text', text: ' or ' },
            { type: 'text', text: 'office@example.org', marks: [{ type: 'link', attrs: { href: 'mailto:office@example.org' } }] },
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Coffee' }] }] }],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sing' }] }] }],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Be still' }] }] },
        { type: 'horizontalRule' },
        {
          type: 'image',
          attrs: { src: '/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90.png', alt: 'Choir', decorative: false, caption: 'The choir' },
        },
        { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ' } },
        { type: 'buttonLink', attrs: { text: 'Give', href: '/give' } },
      ],
    }
    expect(richTextToPlain(doc)).toBe(
      'Sundays\n\nJoin us at ten\nPlan a visit or office@example.org\n\n• Coffee\n\n3. Sing\n\nBe still\n\nThe choir\n\nGive',
    )
    expect(richTextToPlain(doc, { links: true })).toBe(
      'Sundays\n\nJoin us at ten\nPlan a visit (/plan-a-visit) or office@example.org\n\n• Coffee\n\n3. Sing\n\nBe still\n\nThe choir\n\n' +
        'Video: https://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nGive: /give',
    )
    expect(richTextToPlain({ type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'kept words' }] }] })).toBe(
      'kept words',
    )
  })
})

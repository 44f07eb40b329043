import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import * as v from 'valibot'
import { emptyDoc, isEmptyDoc, isSafeHref, picturesIn, RICH_TEXT_LIMITS, type RichDoc, RichDocument, toRichDoc } from './document'

const PICTURE = '/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90_1000x500_a1b2c3_1000.jpg'
const S3_PICTURE = 'https://pictures.example.org/church/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90_1000x500_a1b2c3_1000.webp'
const words = (text: string) => ({ type: 'text' as const, text })
const para = (text: string) => ({ type: 'paragraph' as const, content: [words(text)] })
const accepts = (value: unknown) => v.safeParse(RichDocument, value).success

/** Every node and mark the editor makes, as it sends them. */
const EVERYTHING: RichDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [words('Welcome')] },
    { type: 'heading', attrs: { level: 3 }, content: [words('Sundays')] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'both',
          marks: [{ type: 'link', attrs: { href: 'https://example.org' } }, { type: 'bold' }, { type: 'italic' }],
        },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [para('One'), { type: 'orderedList', content: [{ type: 'listItem', content: [para('a')] }] }] },
      ],
    },
    { type: 'orderedList', attrs: { start: 4 }, content: [{ type: 'listItem', content: [para('Four')] }] },
    { type: 'blockquote', content: [para('Quoted')] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: PICTURE, alt: 'The church', decorative: false, caption: 'In spring' } },
    { type: 'image', attrs: { src: S3_PICTURE, alt: '', decorative: true, caption: '' } },
    { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ' } },
    { type: 'buttonLink', attrs: { text: 'Give', href: '/give' } },
  ],
}

describe('the stored rich text', () => {
  test('takes every allowed node and mark, and keeps them as they are', () => {
    expect(accepts(EVERYTHING)).toBe(true)
    expect(toRichDoc(EVERYTHING)).toEqual(EVERYTHING)
    expect(picturesIn(EVERYTHING)).toEqual([S3_PICTURE, PICTURE])
  })

  test('refuses what the allow-list does not have', () => {
    const refused = (...content: unknown[]) => expect(accepts({ type: 'doc', content })).toBe(false)
    refused({ type: 'heading', attrs: { level: 1 }, content: [words('x')] })
    refused({ type: 'heading', attrs: { level: 4 }, content: [words('x')] })
    refused({ type: 'codeBlock', content: [words('x')] })
    refused({ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'underline' }] }] })
    refused({ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'bold' }] }] })
    refused({ type: 'paragraph', content: [{ type: 'text', text: '' }] })
    refused({ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(RICH_TEXT_LIMITS.text + 1) }] })
    refused({ type: 'image', attrs: { src: 'https://elsewhere.example.org/cat.jpg', alt: 'Cat', decorative: false, caption: '' } })
    refused({ type: 'image', attrs: { src: `${PICTURE}#alt=x`, alt: 'x', decorative: false, caption: '' } })
    // Words for the picture, or marked decorative.
    refused({ type: 'image', attrs: { src: PICTURE, alt: ' ', decorative: false, caption: '' } })
    refused({ type: 'image', attrs: { src: PICTURE, alt: 'x'.repeat(251), decorative: false, caption: '' } })
    refused({ type: 'youtube', attrs: { videoId: 'https://youtu.be/dQw4w9WgXcQ' } })
    refused({ type: 'buttonLink', attrs: { text: ' ', href: '/x' } })
    refused({ type: 'bulletList', content: [] })
    refused({ type: 'orderedList', attrs: { start: 1.5 }, content: [{ type: 'listItem', content: [para('x')] }] })
    expect(accepts({ type: 'doc', content: [] })).toBe(false)
    expect(accepts(null)).toBe(false)
  })

  test('links go to web addresses, emails, phone numbers and pages of the site only', () => {
    for (const href of [
      'https://example.org/a?b=c#d',
      'HTTP://EXAMPLE.ORG',
      'mailto:office@example.org',
      'tel:+1 (555) 0100'.replace(/ /g, ''),
      '/about',
      '/',
    ])
      expect(isSafeHref(href)).toBe(true)
    for (const href of [
      'javascript:alert(1)',
      '//evil.example.org',
      '/\\evil',
      'ftp://x.org',
      'https://',
      'https:// x.org',
      'about',
      '#top',
      'data:,x',
    ])
      expect(isSafeHref(href)).toBe(false)
  })

  test('is bounded: nesting, nodes and bytes', () => {
    let nested: unknown = para('deep')
    for (let i = 0; i < 9; i++) nested = { type: 'blockquote', content: [nested] }
    // The document 1, nine quotes, the paragraph and its words: 12 levels.
    expect(accepts({ type: 'doc', content: [nested] })).toBe(true)
    for (let i = 0; i < 9; i++) nested = { type: 'blockquote', content: [nested] }
    expect(accepts({ type: 'doc', content: [nested] })).toBe(false)
    expect(accepts({ type: 'doc', content: Array.from({ length: RICH_TEXT_LIMITS.nodes }, () => ({ type: 'horizontalRule' })) })).toBe(
      false,
    )
    const page = (n: number) => ({ type: 'doc', content: Array.from({ length: n }, () => para('x'.repeat(1000))) })
    expect(accepts(page(190))).toBe(true)
    expect(accepts(page(210))).toBe(false)
    expect(v.safeParse(RichDocument, page(210)).issues?.[0].message).toBe(
      'This text is too long to keep. Please split it into shorter pages.',
    )
  })

  test('an empty editor is emptyDoc; a document with only blank words, or empty lists, is empty', () => {
    expect(accepts(emptyDoc)).toBe(true)
    expect(isEmptyDoc(emptyDoc)).toBe(true)
    expect(isEmptyDoc(null)).toBe(true)
    expect(
      isEmptyDoc({
        type: 'doc',
        content: [para('  '), { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] }],
      }),
    ).toBe(true)
    expect(isEmptyDoc({ type: 'doc', content: [{ type: 'horizontalRule' }] })).toBe(false)
    expect(isEmptyDoc({ type: 'doc', content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [para('x')] }] }] })).toBe(
      false,
    )
    expect(toRichDoc(undefined)).toEqual(emptyDoc)
  })

  test('what is kept of any value always passes the schema', () => {
    const node: fc.Memo<unknown> = fc.memo((n) =>
      n <= 1
        ? fc.oneof(
            fc.record({
              type: fc.constant('text'),
              text: fc.string(),
              marks: fc.array(
                fc.record({
                  type: fc.constantFrom('bold', 'italic', 'link', 'code'),
                  attrs: fc.record({ href: fc.constantFrom('/a', 'javascript:x', 'https://a.org', 'mailto:a@b.org', 7) }),
                }),
              ),
            }),
            fc.record({
              type: fc.constantFrom('hardBreak', 'horizontalRule', 'paragraph', 'heading', 'bulletList', 'listItem', 'blockquote'),
            }),
            fc.record({
              type: fc.constant('image'),
              attrs: fc.record({
                src: fc.constantFrom(PICTURE, S3_PICTURE, 'x'),
                alt: fc.string(),
                decorative: fc.boolean(),
                caption: fc.string(),
              }),
            }),
            fc.record({
              type: fc.constant('youtube'),
              attrs: fc.record({ videoId: fc.constantFrom('dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', '<x>') }),
            }),
            fc.record({
              type: fc.constant('buttonLink'),
              attrs: fc.record({ text: fc.string(), href: fc.constantFrom('/a', 'javascript:x') }),
            }),
            fc.anything(),
          )
        : fc.record({
            type: fc.constantFrom('paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'doc', 'table', 'text'),
            attrs: fc.record({ level: fc.integer({ min: 0, max: 7 }), start: fc.integer({ min: -2, max: 5 }) }),
            content: fc.array(node(n - 1), { maxLength: 4 }),
          }),
    )
    fc.assert(
      fc.property(node(6), (value) => {
        const kept = toRichDoc({ type: 'doc', content: [value] })
        expect(accepts(kept)).toBe(true)
        expect(toRichDoc(kept)).toEqual(kept)
      }),
      { numRuns: 200, seed: 45 },
    )
  })
})

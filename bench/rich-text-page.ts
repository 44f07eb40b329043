/**
 * The page issue 33 sets its goals on: 2,000 words under ten headings, five pictures and a video,
 * with bold words, links and lists as staff write them. The renderer's bench (bench/rich-text.ts)
 * renders it; `bun run bench:web --rich-text` (bench/lighthouse.ts) publishes it and runs Lighthouse.
 */
import type { RichBlock, RichDoc } from '../api/src/lib/rich-text/document'

const WORDS = 'grace peace welcome church family prayer music children Sunday service community hope kindness neighbour bread table'.split(
  ' ',
)

/**
 * The page: `pictures` are the five pictures' addresses (uploads the Lighthouse run made), else
 * addresses of the shape uploads have (the renderer's bench needs no files).
 */
export function benchPage(pictures: string[] = []): RichDoc {
  let word = 0
  const sentence = (n: number) => Array.from({ length: n }, () => WORDS[word++ % WORDS.length]).join(' ')
  const content: RichBlock[] = []
  for (let section = 0; section < 10; section++) {
    content.push({
      type: 'heading',
      attrs: { level: section % 3 === 0 ? 2 : 3 },
      content: [{ type: 'text', text: `Section ${section + 1}: ${sentence(3)}` }],
    })
    for (let p = 0; p < 4; p++) {
      content.push({
        type: 'paragraph',
        content: [
          { type: 'text', text: `${sentence(21)} ` },
          { type: 'text', text: sentence(2), marks: [{ type: 'bold' }] },
          { type: 'text', text: ` ${sentence(10)} ` },
          {
            type: 'text',
            text: sentence(3),
            marks: [{ type: 'link', attrs: { href: p % 2 ? '/plan-a-visit' : 'https://diocese.example.org/news' } }],
          },
          { type: 'text', text: ` ${sentence(8)}.` },
        ],
      })
    }
    if (section % 2 === 0) {
      const item = () => ({
        type: 'listItem' as const,
        content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: sentence(3) }] }],
      })
      content.push({ type: 'bulletList', content: [item(), item(), item()] })
      const hex = (section * 1234567).toString(16).padStart(6, '0').slice(-6)
      content.push({
        type: 'image',
        attrs: {
          src: pictures[section / 2] ?? `/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b9${section}_4032x3024_${hex}_1920.jpg`,
          alt: sentence(5),
          decorative: false,
          caption: sentence(6),
        },
      })
    }
  }
  content.splice(20, 0, { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ' } })
  return { type: 'doc', content }
}

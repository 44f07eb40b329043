import { richTextToPlain } from '../../lib/rich-text/plain-text'
import type { NewsletterIssueInput } from '../newsletter/model'
import type { NewsPost } from './model'

/** The most of a post's own words an issue carries when the post has no summary. */
const OPENING_CHARACTERS = 600

/** The post's first words, cut at a word near OPENING_CHARACTERS, with '…' when cut. */
function opening(post: NewsPost): string {
  const text = richTextToPlain(post.body).trim()
  if (text.length <= OPENING_CHARACTERS) return text
  const cut = text.slice(0, OPENING_CHARACTERS)
  const at = cut.lastIndexOf(' ')
  return `${(at > OPENING_CHARACTERS / 2 ? cut.slice(0, at) : cut).trimEnd()}…`
}

/**
 * The newsletter issue a post makes ('Send as newsletter'): its title as the subject; as the message,
 * its summary (or, without one, its opening words) and the link to the post.
 *
 * Why not the whole text: the newsletter is plain text (newsletter/service.ts), and a post's pictures,
 * video, headings, buttons and links would be lost or turned into bare addresses there; the post on the
 * site shows them all, keeps any correction made after sending, and is where the reader's click lands.
 */
export function newsletterIssueOf(post: NewsPost, origin: string, idempotencyKey: string): NewsletterIssueInput {
  const words = post.summary.trim() || opening(post)
  const link = `${origin}/news/${post.slug}`
  return {
    subject: post.title,
    message: [words, `Read more: ${link}`].filter(Boolean).join('\n\n'),
    idempotencyKey,
  }
}

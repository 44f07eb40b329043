/** The About Us tabs (/about/{section}, docs/product.md#about-us-sections) and small text rules for the staff cards. Pure: unit tested. */

import { ABOUT_SECTIONS } from '@church/api/content/about-sections'

export { ABOUT_SECTIONS }

export type AboutSection = (typeof ABOUT_SECTIONS)[number]['id']

/** The section named by the path segment; an unknown one falls back to staff. */
export const aboutSection = (segment: string): AboutSection => ABOUT_SECTIONS.find((s) => s.id === segment)?.id ?? 'staff'

const HONORIFICS = new Set([
  'the',
  'rev',
  'rev.',
  'revd',
  'canon',
  'very',
  'rt',
  'rt.',
  'right',
  'fr',
  'fr.',
  'dr',
  'dr.',
  'mr',
  'mr.',
  'mrs',
  'mrs.',
  'ms',
  'ms.',
])

/** A name without its titles: 'The Rev. Canon David Whitfield' → 'David Whitfield'. */
export function plainName(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words.findIndex((word) => !HONORIFICS.has(word.toLowerCase()))
  return first === -1 ? name.trim() : words.slice(first).join(' ')
}

/** Initials for a portrait placeholder: 'The Rev. Canon David Whitfield' → 'DW', 'Anna' → 'A'. */
export function initials(name: string): string {
  const words = plainName(name).split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]]
  return picked.map((word) => word.charAt(0).toUpperCase()).join('')
}

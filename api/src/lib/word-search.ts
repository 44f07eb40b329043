/**
 * Searching the words of a text index (db/schema.ts `wordsOf`): the sermon archive's search and the
 * site search read a visitor's words the same way.
 */
import { type SQL, sql } from 'drizzle-orm'

/** At most this many words of a search are looked for: a search is a few words, never a page. */
export const MAX_SEARCH_WORDS = 12

/**
 * A search's words, in lower case: letters and digits in any script are kept whole, in any letter
 * case; anything else (spaces, punctuation, '%') separates words.
 */
export const searchWords = (search: string) =>
  search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)

/**
 * The text-search query that finds rows where each word begins a word of the index ('sheph' finds
 * 'Shepherd'). Only letters and digits reach to_tsquery, so no search can be read as its operators.
 */
export const wordsQuery = (words: string[]): SQL => sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`

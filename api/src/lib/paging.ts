import * as v from 'valibot'
import { limitParam, offsetParam, optionalText } from './fields'

/**
 * A staff list a page at a time: `limit` rows (1–100, 25 when left out) after `offset`, optionally
 * only those matching `search`. Every staff list answers `{ items, total }`, total being how many
 * match, counted by the database, so a screen never downloads a whole table to show a number.
 */
export const PageQuery = { limit: limitParam, offset: offsetParam, search: optionalText(200, 'Search') }
export const PageQuerySchema = v.object(PageQuery)
export type PageQuery = v.InferOutput<typeof PageQuerySchema>

export const DEFAULT_PAGE_SIZE = 25

export type ListPage<T> = { items: T[]; total: number }

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

import { squashHeader } from '@church/api/models/sermons'

/** One pasted row, keyed by the squashed column header ('YouTube URL' → 'youtubeurl'), empty cells left out. */
export type BulkSermonRow = Record<string, string>

export type BulkSermonParse = { ok: true; rows: BulkSermonRow[] } | { ok: false; message: string }

/** The messages of the bulk sermon update (docs/product.md#sermons-bulk-update). */
export const BULK_MESSAGES = {
  empty: 'Please paste your tab-delimited sermon data',
  noRows: 'No data found to update',
  malformed: 'Failed to parse data. Please check your formatting.',
} as const

class Malformed extends Error {}

/**
 * Splits tab-delimited text into lines of cells. Spreadsheets (Excel, Google Sheets, Numbers) copy a
 * cell that holds a line break or a tab inside double quotes, with quotes doubled ("He said ""Amen"""),
 * so a quoted cell may span lines. An unclosed quote is a formatting error.
 */
function splitCells(text: string): string[][] {
  const lines: string[][] = []
  let cells: string[] = []
  let cell = ''
  let i = 0
  const endCell = () => {
    cells.push(cell)
    cell = ''
  }
  const endLine = () => {
    endCell()
    lines.push(cells)
    cells = []
  }
  while (i < text.length) {
    const c = text[i]
    if (c === '"' && cell === '') {
      // A quoted cell: read to the closing quote.
      i++
      for (;;) {
        if (i >= text.length) throw new Malformed()
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"'
            i += 2
            continue
          }
          i++
          break
        }
        cell += text[i]
        i++
      }
      // Only a tab or the end of the line may follow the closing quote.
      if (i < text.length && text[i] !== '\t' && text[i] !== '\n' && text[i] !== '\r') throw new Malformed()
      continue
    }
    if (c === '\t') endCell()
    else if (c === '\r' || c === '\n') {
      endLine()
      if (c === '\r' && text[i + 1] === '\n') i++
    } else cell += c
    i++
  }
  endLine()
  return lines
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '')

/**
 * Reads the bulk update box (docs/product.md#sermons-bulk-update): the first line is a header of tab-separated column names,
 * matched ignoring case and spaces; each following line is one sermon. Blank lines are ignored.
 * A row with more filled cells than the header has columns, a repeated column name, or a filled
 * cell under an empty column name can't be read safely, so it is a formatting error rather than a guess.
 */
export function parseBulkSermons(text: string): BulkSermonParse {
  if (text.trim() === '') return { ok: false, message: BULK_MESSAGES.empty }
  let lines: string[][]
  try {
    lines = splitCells(text).filter((cells) => !isBlank(cells))
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, message: BULK_MESSAGES.malformed }
    throw error
  }
  const [header = [], ...body] = lines
  const columns = header.map((name) => squashHeader(name.trim()))
  const named = columns.filter(Boolean)
  if (named.length === 0 || new Set(named).size !== named.length) return { ok: false, message: BULK_MESSAGES.malformed }

  const rows: BulkSermonRow[] = []
  for (const cells of body) {
    const row: BulkSermonRow = {}
    for (const [index, raw] of cells.entries()) {
      const value = raw.trim()
      if (value === '') continue
      const column = columns[index]
      if (!column) return { ok: false, message: BULK_MESSAGES.malformed }
      row[column] = value
    }
    rows.push(row)
  }
  if (rows.length === 0) return { ok: false, message: BULK_MESSAGES.noRows }
  return { ok: true, rows }
}

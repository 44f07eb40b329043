/**
 * Long work in turns, so the server keeps answering while it runs (imports, bulk updates, feeds,
 * backups).
 *
 * Awaiting does not by itself let other requests in: PGlite runs PostgreSQL on the main thread and
 * settles each query's promise before returning, so a loop of awaited queries is one unbroken run
 * of microtasks, and timers and waiting requests get no turn until it ends (measured: a 2000-row
 * sermon bulk update kept `/api/health` waiting 4 s). Work goes in chunks with a turn of the event
 * loop between them instead.
 */

/**
 * Rows per chunk of database work. Measured on PGlite: inserting 250 sermons in one statement
 * took 6–16 ms, but since every sermon is also written into the search's word index (migration
 * 0011), a chunk of 250 sermon updates held the database for 210–240 ms on a quiet machine, over
 * the 200 ms the site answers in (api/src/responsiveness.test.ts). Chunks of 100 stayed under it
 * on a quiet machine but reached 220 ms in a clean-clone CI run; chunks of 50 keep a margin.
 */
export const CHUNK_ROWS = 50

/** How long plain computing (checking rows, writing a feed) goes on before others get a turn. */
export const TURN_MS = 10

/** Lets timers and waiting requests run before going on (a macrotask: setImmediate). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Calls `work` on each chunk of `rows` in order, with a turn of the event loop between chunks. */
export async function eachChunk<T>(rows: readonly T[], work: (chunk: T[], start: number) => unknown, size = CHUNK_ROWS) {
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await nextTurn()
    await work(rows.slice(start, start + size), start)
  }
}

/**
 * Calls `work` on each item in order, giving the event loop a turn whenever TURN_MS have passed:
 * however long one item takes, nothing waits much longer than that.
 */
export async function eachInTurns<T>(items: readonly T[], work: (item: T, index: number) => void) {
  let turnStarted = performance.now()
  for (const [index, item] of items.entries()) {
    if (performance.now() - turnStarted >= TURN_MS) {
      await nextTurn()
      turnStarted = performance.now()
    }
    work(item, index)
  }
}

import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from './log'

/**
 * The site's files are its own (decision 0029): what it writes under DATA_DIR (the embedded
 * database, pictures, backups, the control socket) and the backups it writes elsewhere are
 * 0700 folders and 0600 files, readable by the account that runs the site and by root only.
 */

/** The umask every entry point sets first: new files 0600, new folders 0700, whatever umask started it. */
export const PRIVATE_UMASK = 0o077

/** Called first by every entry point that may write data files (the server, the db:* and user:add scripts). */
export function keepNewFilesPrivate() {
  process.umask(PRIVATE_UMASK)
}

/** What the site keeps in DATA_DIR; anything else there is someone else's and left as it is. */
const SITE_ENTRIES = ['pglite', 'pglite.lock', 'uploads', 'backups', 'control']

/** How many entries a walk looks at, at most (a church's data folder holds a few thousand). */
export const MAX_ENTRIES = 100_000

export interface Closing {
  /** Entries whose group or other bits were removed. */
  closed: number
  /** Entries that could not be changed (another account's), with the first one's path and reason. */
  failed: number
  firstFailure?: string
  /** True when the walk stopped at MAX_ENTRIES. */
  truncated: boolean
}

/**
 * Takes group and other permissions away from DATA_DIR itself and everything the site keeps in it
 * (folders 0755 → 0700, files 0644/0666 → 0600), folder before contents, so no other account can
 * swap an entry while the walk runs. Symbolic links are neither followed nor changed; the walk
 * looks at MAX_ENTRIES entries at most.
 */
export function closeDataFolder(dataDir: string, maxEntries = MAX_ENTRIES): Closing {
  const result: Closing = { closed: 0, failed: 0, truncated: false }
  if (!existsSync(dataDir)) return result
  const stack = [...SITE_ENTRIES.map((name) => join(dataDir, name)).reverse(), dataDir]
  let seen = 0
  while (stack.length > 0) {
    if (seen >= maxEntries) {
      result.truncated = true
      break
    }
    const path = stack.pop() as string
    let mode: number
    let isDirectory: boolean
    try {
      const info = lstatSync(path)
      seen++
      if (info.isSymbolicLink()) continue
      mode = info.mode
      isDirectory = info.isDirectory()
    } catch {
      continue // gone meanwhile, or not there at all
    }
    if (mode & 0o077) {
      try {
        chmodSync(path, mode & 0o700)
        result.closed++
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ENOENT') continue
        result.failed++
        result.firstFailure ??= `${path}: ${code ?? (error as Error).message}`
        continue // a folder we cannot close is not walked into either: its contents are likely not ours
      }
    }
    // DATA_DIR itself: only the site's own entries (queued above) are walked.
    if (!isDirectory || path === dataDir) continue
    try {
      for (const name of readdirSync(path)) stack.push(join(path, name))
    } catch {}
  }
  return result
}

/** Closes the data folder and says what it did in one log line (nothing when all was already closed). */
export function closeDataFolderAndSay(dataDir: string, log: Pick<Logger, 'info' | 'warn'>) {
  const result = closeDataFolder(dataDir)
  if (result.closed > 0) {
    log.info(
      `Closed ${result.closed} files and folders in the data folder ${dataDir} to other accounts (folders 0700, files 0600): ` +
        'only the account that runs the site can read them now.',
    )
  }
  if (result.failed > 0) {
    log.warn(
      `${result.failed} files and folders in the data folder ${dataDir} stay open to other accounts on this machine, ` +
        `because they belong to another account (${result.firstFailure}). Run \`chmod -R go-rwx ${dataDir}\` as their owner or root.`,
    )
  }
  if (result.truncated) {
    log.warn(
      `The data folder ${dataDir} holds more than ${MAX_ENTRIES} files and folders: only the first ${MAX_ENTRIES} were checked. ` +
        `Run \`chmod -R go-rwx ${dataDir}\` to close the rest to other accounts.`,
    )
  }
  return result
}

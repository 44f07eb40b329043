import { loadConfig } from '../config'
import type { Database } from '../db/client'
import { closeDataFolderAndSay, keepNewFilesPrivate } from '../lib/private-files'
import { openConfiguredDatabase } from '../server'

/**
 * Opens and migrates the configured database for a command-line script, runs it, closes the
 * database; a failure prints its message (no stack trace) and exits 1.
 */
export async function withDatabase(script: (database: Database) => Promise<void>) {
  keepNewFilesPrivate()
  let database: Database | undefined
  try {
    const config = loadConfig()
    closeDataFolderAndSay(config.dataDir, { info: console.log, warn: console.error })
    database = await openConfiguredDatabase(config)
    await database.migrate()
    await script(database)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  } finally {
    await database?.close()
  }
}

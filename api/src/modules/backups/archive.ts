import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { dumpDatabase } from '../../db/backup'
import type { Db } from '../../db/client'

/**
 * Writes one backup archive to `target`: `database.json` (every backed-up table, one consistent
 * snapshot, db/backup.ts) and, when pictures are kept on disk, the `uploads/` folder. The same
 * format whoever takes it (the nightly backup, 'Back up now', `bun run db:backup`); `bun run
 * db:restore` puts it back into either database.
 *
 * The database is read first: a picture its rows name was uploaded before, and housekeeping
 * removes only pictures unused for a week, so every picture the snapshot names is in the archive.
 * gzip runs in `tar`, another process, so the server keeps answering meanwhile.
 */
export async function writeBackupArchive(opts: { db: Db; uploadsDir?: string; target: string }) {
  const work = await mkdtemp(join(tmpdir(), 'church-backup-'))
  try {
    const dump = await dumpDatabase(opts.db)
    await Bun.write(join(work, 'database.json'), JSON.stringify(dump))
    const uploads = opts.uploadsDir && existsSync(opts.uploadsDir) ? opts.uploadsDir : undefined
    const tar = Bun.spawn(
      [
        'tar',
        '-czf',
        opts.target,
        '--exclude=*.part',
        // A picture uploaded or removed while tar reads is no reason to fail the backup.
        '--warning=no-file-changed',
        '--warning=no-file-removed',
        '-C',
        work,
        'database.json',
        ...(uploads ? ['-C', dirname(uploads), `--transform=s,^${basename(uploads)},uploads,`, basename(uploads)] : []),
      ],
      { stdout: 'ignore', stderr: 'pipe' },
    )
    const [code, errors] = await Promise.all([tar.exited, new Response(tar.stderr).text()])
    // 1 is GNU tar's "some files changed while being read": the archive is still whole.
    if (code !== 0 && code !== 1) throw new Error(`tar could not write the archive: ${errors.trim() || `exit ${code}`}`)
    const rows = Object.values(dump.tables).reduce((sum, rows) => sum + rows.length, 0)
    return { rows, withUploads: Boolean(uploads), createdAt: dump.createdAt }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

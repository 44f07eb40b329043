/**
 * Several instances on one PostgreSQL database (issue 36): the periodic jobs (the nightly backup,
 * housekeeping, the scheduled YouTube sync) each run once across three real server processes that
 * start together, and so look at the same moment, 15 s after their start.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { fakeVideoId, startFakeYoutube } from './test/fake-youtube'
import { testDatabaseKind } from './test/harness'
import { startSite } from './test/real-site'

const work = mkdtempSync(join(tmpdir(), 'church-instances-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe.if(testDatabaseKind === 'postgres')('three instances on one PostgreSQL database', () => {
  test('the nightly backup, housekeeping and the YouTube sync each run once across them', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    const name = `church_jobs_${Date.now()}`
    await admin.unsafe(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const church = postgres(url.toString(), { max: 1, onnotice: () => {} })
    const youtube = await startFakeYoutube()
    const videos = [1, 2, 3].map((n) => ({ id: fakeVideoId('jobs', n), title: `Sermon ${n}` }))
    youtube.addVideos(...videos)
    youtube.setPlaylist(
      'PLsermons',
      videos.map((video) => video.id),
    )
    const dataDirs = [1, 2, 3].map((n) => join(work, `instance-${n}`))
    // A new database: tonight's backup is due at once, no housekeeping turn is claimed, the playlist never synced.
    const sites = await Promise.all(
      dataDirs.map((dataDir) =>
        startSite(
          {
            DATABASE_URL: url.toString(),
            DATA_DIR: dataDir,
            LOG_LEVEL: 'debug',
            YOUTUBE_API_KEY: youtube.key,
            YOUTUBE_API_BASE_URL: youtube.baseUrl,
            YOUTUBE_SERMONS_PLAYLIST_ID: 'PLsermons',
          },
          { said: true },
        ),
      ),
    )
    try {
      // Each instance says whether it ran the round or skipped it: all three have looked once all three said so.
      const housekeeping = (site: (typeof sites)[number]) => site.said().match(/Housekeeping: |Housekeeping skipped: /g) ?? []
      const deadline = Date.now() + 30_000
      while (sites.some((site) => housekeeping(site).length === 0) && Date.now() < deadline) await Bun.sleep(200)
      // The three first looks of each job were timed together; the backup taken meanwhile ends.
      let backups: { trigger: string; status: string; name: string }[] = []
      while (Date.now() < deadline) {
        backups = await church`select trigger, status, name from backups`
        if (backups.length > 0 && backups.every((b) => b.status !== 'running')) break
        await Bun.sleep(200)
      }
      await Bun.sleep(1_000)

      const ran = sites.filter((site) => /Housekeeping: /.test(site.said()))
      expect(ran).toHaveLength(1)
      expect(sites.map((site) => housekeeping(site).length)).toEqual([1, 1, 1])

      backups = await church`select trigger, status, name from backups`
      expect(backups.map((b) => [b.trigger, b.status])).toEqual([['scheduled', 'ok']])
      const stored = dataDirs.flatMap((dir) =>
        existsSync(join(dir, 'backups')) ? readdirSync(join(dir, 'backups')).filter((f) => f.endsWith('.tar.gz')) : [],
      )
      expect(stored).toEqual([backups[0].name])

      // One sync: the playlist read once, its sermons stored once.
      expect(youtube.requestsTo('playlistItems').map((u) => u.searchParams.get('playlistId'))).toEqual(['PLsermons'])
      const sermons = await church`select title from sermons order by title`
      expect(sermons.map((s) => s.title)).toEqual(['Sermon 1', 'Sermon 2', 'Sermon 3'])
      for (const site of sites) expect(site.proc.exitCode).toBeNull()
    } finally {
      for (const site of sites) site.proc.kill()
      await Promise.all(sites.map((site) => site.proc.exited))
      youtube.stop()
      await church.end()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }, 90_000)
})

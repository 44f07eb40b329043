/**
 * A stop is bounded (docs/deploy.md#stopping): on SIGTERM the server stops taking requests, lets
 * those in flight finish for STOP_TIMEOUT seconds at most, then closes the ones still open and exits,
 * so a container runtime (which kills after 10 s) never has to. Runs the real server in its own process.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testDatabaseKind } from './test/harness'
import { startSite } from './test/real-site'

const work = mkdtempSync(join(tmpdir(), 'church-stop-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
/** A stand-in web build, so the server serves (and warms) pages without the real build. */
const webDist = join(work, 'web-dist')
mkdirSync(webDist)
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>stop test</title>')

/**
 * A visitor on a bad line sending the contact form: the headers and the first bytes of a 30,000-byte
 * body, then one byte every 200 ms, so the connection is never idle and the request never ends
 * unless `finish` is called. `answer` is what the server sent back ('' if it closed without a word).
 */
async function slowContactPost(base: string) {
  const { hostname, port } = new URL(base)
  let answer = ''
  let closed = false
  const closedNow = Promise.withResolvers<void>()
  const socket = await Bun.connect({
    hostname,
    port: Number(port),
    socket: {
      data: (_, chunk) => {
        answer += chunk.toString()
      },
      close: () => {
        closed = true
        closedNow.resolve()
      },
      error: () => closedNow.resolve(),
    },
  })
  const body = JSON.stringify({ name: 'Slow line', email: 'slow@example.org', message: 'x'.repeat(29_000) }).padEnd(30_000, ' ')
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  )
  let sent = 100
  socket.write(body.slice(0, sent))
  const trickle = setInterval(() => {
    if (sent < body.length - 1) socket.write(body[sent++])
  }, 200)
  return {
    finish() {
      clearInterval(trickle)
      socket.write(body.slice(sent))
    },
    closed: closedNow.promise,
    state: () => ({ closed, answer }),
    end() {
      clearInterval(trickle)
      socket.end()
    },
  }
}

const exitWithin = (proc: Bun.Subprocess, ms: number) => Promise.race([proc.exited, Bun.sleep(ms).then(() => 'still running' as const)])

describe.if(testDatabaseKind === 'pglite')('a bounded stop', () => {
  test('ready once its pages are warm; a request still open after STOP_TIMEOUT is closed and the server exits 0', async () => {
    const site = await startSite({ DATA_DIR: join(work, 'closed'), WEB_DIST: webDist, STOP_TIMEOUT: '1' })
    const slow = await slowContactPost(site.base)
    try {
      let ready = 0
      for (let i = 0; i < 100 && ready !== 200; i++, await Bun.sleep(100)) ready = (await fetch(`${site.base}/api/health/ready`)).status
      expect(ready).toBe(200)

      await Bun.sleep(300) // the request is in flight, its body still arriving
      site.proc.kill('SIGTERM')
      // Bun's own idle timeout never ends this connection (a byte arrives every 200 ms): only the stop's limit does.
      expect(await exitWithin(site.proc, 15_000)).toBe(0)
      await slow.closed
      expect(slow.state().closed).toBe(true)
    } finally {
      slow.end()
      site.proc.kill('SIGKILL')
    }
  }, 90_000)

  test('a request that finishes within STOP_TIMEOUT gets its answer before the server exits', async () => {
    const site = await startSite({ DATA_DIR: join(work, 'drained'), WEB_DIST: webDist, STOP_TIMEOUT: '20' })
    const slow = await slowContactPost(site.base)
    try {
      await Bun.sleep(300)
      site.proc.kill('SIGTERM')
      await Bun.sleep(500)
      // New connections are refused once the stop has begun; the one in flight is still being read.
      expect(
        await fetch(`${site.base}/api/health/live`).then(
          (res) => res.status,
          () => 'refused',
        ),
      ).toBe('refused')
      slow.finish()
      expect(await exitWithin(site.proc, 15_000)).toBe(0)
      // The visitor's message was answered: sent (201) or, if its form is refused, told why — never cut off.
      expect(slow.state().answer).toMatch(/^HTTP\/1\.1 (201|422)/)
    } finally {
      slow.end()
      site.proc.kill('SIGKILL')
    }
  }, 90_000)
})

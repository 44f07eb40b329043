import { expect, test } from 'bun:test'
import { resolve } from 'node:path'

/**
 * A process that meets a rejection nothing handled and an exception nothing caught (as the
 * database driver raises when a connection drops), then would go on serving.
 */
const script = (withNet: boolean) => `
  import { createLogger } from ${JSON.stringify(resolve(import.meta.dir, 'log.ts'))}
  import { keepServingThroughStrayErrors } from ${JSON.stringify(resolve(import.meta.dir, 'stray-errors.ts'))}
  if (${withNet}) keepServingThroughStrayErrors(createLogger('error'))
  const closed = Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' })
  Promise.reject(closed)
  setTimeout(() => { throw new Error('socket handler failed') }, 10)
  setTimeout(() => console.log('still serving'), 100)
`

const run = (withNet: boolean) => {
  const child = Bun.spawnSync([process.execPath, '-e', script(withNet)], { stdout: 'pipe', stderr: 'pipe' })
  return { code: child.exitCode, out: child.stdout.toString(), err: child.stderr.toString() }
}

test('without the net, a stray rejection ends the process (what the net is for)', () => {
  const { code, out } = run(false)
  expect(code).not.toBe(0)
  expect(out).not.toContain('still serving')
})

test('a stray rejection and a stray exception are logged, and the process goes on', () => {
  const { code, out, err } = run(true)
  expect(out).toContain('still serving')
  expect(code).toBe(0)
  expect(err).toContain('write CONNECTION_CLOSED')
  expect(err).toContain('socket handler failed')
  expect(err).toContain('the server goes on serving')
})

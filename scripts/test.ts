/**
 * bun run test: every check, in order — typecheck, lint, unit and API tests (PGlite, and
 * PostgreSQL too when TEST_DATABASE_URL is set), the web build and home's first-load budget on it,
 * and the browser tests.
 * All checks run even when one fails; the exit code is non-zero if any failed.
 */
import { existsSync } from 'node:fs'
import { bun, installIfNeeded, root } from './lib'

await installIfNeeded()
ensureChromium()

type Step = { name: string; cmd: string[]; cwd?: string; env?: Record<string, string> }
const steps: Step[] = [
  { name: 'typecheck api', cmd: [bun, 'x', 'tsc', '--noEmit', '-p', 'api'] },
  { name: 'typecheck web', cmd: [bun, 'x', 'tsc', '--noEmit', '-p', 'web'] },
  { name: 'typecheck service worker', cmd: [bun, 'x', 'tsc', '--noEmit', '-p', 'web/sw'] },
  { name: 'typecheck scripts', cmd: [bun, 'x', 'tsc', '--noEmit', '-p', 'scripts'] },
  // Biome, then the import boundaries of docs/architecture.md (scripts/lint.ts).
  { name: 'lint', cmd: [bun, 'scripts/lint.ts'] },
  { name: 'unit and API tests (PGlite)', cmd: [bun, 'test', '--timeout', '30000'], env: { TEST_DB: 'pglite' } },
]
if (process.env.TEST_DATABASE_URL)
  steps.push({ name: 'API tests (PostgreSQL)', cmd: [bun, 'test', '--timeout', '30000'], env: { TEST_DB: 'postgres' } })
else console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.')
steps.push(
  { name: 'build web', cmd: [bun, 'run', 'build'] },
  // On the build just made (web/dist): the scripts of home's first load, gzipped, within the issue's budget.
  { name: "home's first-load budget", cmd: [bun, 'test', './web/first-load.budget.ts'] },
  { name: 'browser tests', cmd: [bun, 'x', 'playwright', 'test'], cwd: `${root}/web` },
)

let passed = 0
let failed = 0
const failures: string[] = []
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`)
  const proc = Bun.spawn(step.cmd, { cwd: step.cwd ?? root, env: { ...process.env, ...step.env }, stdout: 'pipe', stderr: 'pipe' })
  const [out, err] = await Promise.all([echo(proc.stdout, process.stdout), echo(proc.stderr, process.stderr)])
  const code = await proc.exited
  const counts = countTests(out + err)
  passed += counts.passed
  failed += counts.failed
  if (code !== 0) {
    failures.push(step.name)
    if (counts.failed === 0) failed += 1
  }
}

console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All checks passed.'}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failures.length ? 1 : 0)

/** Streams a child's output through while keeping a copy to count its tests. */
async function echo(stream: ReadableStream<Uint8Array>, to: NodeJS.WriteStream) {
  let text = ''
  const decoder = new TextDecoder()
  for await (const chunk of stream) {
    to.write(chunk)
    text += decoder.decode(chunk, { stream: true })
  }
  return text
}

/** Reads bun test's ' N pass / N fail' and Playwright's 'N passed / N failed' summary lines. */
function countTests(output: string) {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
  const num = (re: RegExp) => Number(re.exec(plain)?.[1] ?? 0)
  return {
    passed: num(/^\s*(\d+) pass$/m) + num(/^\s*(\d+) passed \(/m),
    failed: num(/^\s*(\d+) fail$/m) + num(/^\s*(\d+) failed$/m),
  }
}

/** Browser tests use Debian's Chromium (Playwright never downloads its own browser here). */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing. Install Debian's package first:  sudo apt-get install chromium")
    process.exit(1)
  }
  console.log("Installing Debian's chromium for the browser tests...")
  const update = Bun.spawnSync(['apt-get', 'update'], { stdout: 'inherit', stderr: 'inherit' })
  const install = Bun.spawnSync(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'], {
    stdout: 'inherit',
    stderr: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (update.exitCode !== 0 || install.exitCode !== 0 || !existsSync('/usr/bin/chromium')) {
    console.error("Could not install Debian's chromium package (apt-get install chromium).")
    process.exit(1)
  }
}

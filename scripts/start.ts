/** bun run start: production. Builds the web app if there is no build, then migrates and serves both on one port. */
import { existsSync } from 'node:fs'
import { bun, installIfNeeded, root, run } from './lib'

await installIfNeeded()
if (!existsSync(`${root}/web/dist/index.html`)) {
  const code = await run([bun, 'run', 'build'])
  if (code !== 0) process.exit(code)
}
// Seeding happens only when SEED=demo is set by whoever starts it.
process.exit(await run([bun, 'api/src/index.ts'], { env: { NODE_ENV: 'production' } }))

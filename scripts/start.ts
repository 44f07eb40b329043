/**
 * bun run start: production. Builds the web app if there is no build, then migrates and serves both on one port.
 * It never installs packages: several instances started in one folder would install into it at once, and a
 * server should run what was deployed. Without them it says what to run and stops.
 * The server runs in this process, so a process manager's SIGTERM (or Ctrl-C's SIGINT) reaches it directly:
 * it finishes the requests in flight, closes the database (freeing the embedded database's lock) and exits 0.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { bun, root, run } from './lib'

process.chdir(root)
if (!existsSync(join(root, 'node_modules'))) {
  console.error('The packages are not installed. Run `bun install --frozen-lockfile`, then `bun run start` again.')
  process.exit(1)
}
// The same folder the server serves (api/src/config.ts): WEB_DIST when set, else web/dist.
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'web', 'dist')
if (!existsSync(join(webDist, 'index.html'))) {
  const code = await run([bun, 'run', 'build', ...(process.env.WEB_DIST ? ['--outDir', webDist] : [])])
  if (code !== 0) process.exit(code)
}
// Set before the server's modules load: the config, Elysia and React read NODE_ENV then.
process.env.NODE_ENV = 'production'
// Seeding happens only when SEED=demo is set by whoever starts it.
await import('../api/src/index')

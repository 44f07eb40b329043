/**
 * bun run dev: install what is missing, then the API (migrates, seeds demo content into an
 * empty database, restarts on change) and the Vite dev server (hot reload), which proxies
 * /api, /uploads and /feeds to the API.
 */
import { bun, installIfNeeded, root, waitFor } from './lib'

await installIfNeeded()

const apiPort = process.env.PORT ?? '3000'
const webPort = process.env.WEB_PORT ?? '5173'
const children: ReturnType<typeof Bun.spawn>[] = []
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', () => {
  stopAll()
  process.exit(0)
})
process.on('SIGTERM', () => {
  stopAll()
  process.exit(0)
})

const api = Bun.spawn([bun, '--watch', 'api/src/index.ts'], {
  cwd: root,
  env: { ...process.env, PORT: apiPort, SEED: process.env.SEED ?? 'demo', NODE_ENV: 'development' },
  stdout: 'inherit',
  stderr: 'inherit',
})
children.push(api)

if (!(await waitFor(`http://localhost:${apiPort}/api/health`, 60_000))) {
  console.error(`The API did not start on port ${apiPort}: see the messages above.`)
  stopAll()
  process.exit(1)
}

const web = Bun.spawn([bun, '--bun', 'run', 'dev'], {
  cwd: `${root}/web`,
  env: { ...process.env, API_PORT: apiPort, WEB_PORT: webPort },
  stdout: 'inherit',
  stderr: 'inherit',
})
children.push(web)
await waitFor(`http://localhost:${webPort}/`, 60_000)

console.log(`
  Church site running:  http://localhost:${webPort}
  API:                  http://localhost:${apiPort}/api/health
  Sign in as staff:     create an admin with  bun run user:add you@example.org --admin
`)

const code = await Promise.race([api.exited, web.exited])
stopAll()
process.exit(code)

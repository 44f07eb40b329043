/**
 * bun run dev: install what is missing, then the API (migrates, seeds demo content into an
 * empty database, restarts on change) and the Vite dev server (hot reload), which proxies
 * /api, /uploads and /feeds to the API.
 */
import { bun, installIfNeeded, root, setupLinkOnWebOrigin, waitFor } from './lib'

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
  stdout: 'pipe',
  stderr: 'inherit',
})
children.push(api)

// The API's output passes through line by line; its first-admin setup link is rewritten to the web port
// (the address to open: the API's port serves no pages) and shown again in the banner.
const webOrigin = `http://localhost:${webPort}`
const SETUP_LINK = /\/api\/account\/setup\/[A-Za-z0-9_-]+/
let setupPath: string | undefined
let bannerShown = false
const setupLine = (path: string) => `  Create the first admin: ${webOrigin}${path}  (works once, for one hour)`
void (async () => {
  const decoder = new TextDecoder()
  let pending = ''
  for await (const chunk of api.stdout) {
    pending += decoder.decode(chunk, { stream: true })
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      process.stdout.write(`${setupLinkOnWebOrigin(line, webOrigin)}\n`)
      const found = line.match(SETUP_LINK)?.[0]
      if (!found) continue
      setupPath = found
      // After a restart (--watch) the new link replaces the one in the banner.
      if (bannerShown) console.log(`\n${setupLine(found)}\n`)
    }
  }
  if (pending) process.stdout.write(setupLinkOnWebOrigin(pending, webOrigin))
})()

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

bannerShown = true
console.log(`
  Church site running:  http://localhost:${webPort}
  API:                  http://localhost:${apiPort}/api/health
${setupPath ? setupLine(setupPath) : `  Sign in as staff:     http://localhost:${webPort}/api/login  (add an account with  bun run user:add you@example.org)`}
`)

const code = await Promise.race([api.exited, web.exited])
stopAll()
process.exit(code)

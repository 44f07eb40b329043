import { mkdtempSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * Three production servers, each with its own fresh database and the demo church: one for the
 * visitor flows, one for the staff flows, one for the staff flows that change everything. Staff tests
 * add and change content; visitor tests count and read the demo content, so they never share a
 * database; the Church tab's tests change what every page says (the Sunday time) and the events'
 * round trip clears every event, so those have a server of their own (OWN_DATABASE).
 *
 * Ports and data folders are chosen once by the runner and handed to its workers through the
 * environment; only the runner removes the folders at exit.
 */
async function freePort() {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return String(port)
}
for (const name of ['PUBLIC', 'ADMIN', 'OWN'] as const) {
  if (!process.env[`E2E_${name}_PORT`]) process.env[`E2E_${name}_PORT`] = await freePort()
  if (!process.env[`E2E_${name}_DATA_DIR`]) {
    const dataDir = mkdtempSync(join(tmpdir(), `church-e2e-${name.toLowerCase()}-`))
    process.env[`E2E_${name}_DATA_DIR`] = dataDir
    process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
  }
}
type ServerName = 'PUBLIC' | 'ADMIN' | 'OWN'
const url = (name: ServerName) => `http://localhost:${process.env[`E2E_${name}_PORT`]}`

const server = (name: ServerName) => ({
  command: 'bun ../api/src/index.ts',
  url: `${url(name)}/api/health`,
  reuseExistingServer: false,
  // Three servers migrate and seed at once on two cores: on a busy machine one took 61 s (2026-11-28).
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'production',
    PORT: process.env[`E2E_${name}_PORT`] as string,
    SEED: 'demo',
    // The admin the staff tests sign in as (web/e2e/support/admin.ts).
    SEED_ADMIN: 'admin@e2e.test:e2e admin password',
    DATA_DIR: process.env[`E2E_${name}_DATA_DIR`] as string,
    LOG_LEVEL: 'warn',
    // Every spec sends the public forms from this one machine.
    FORM_RATE_LIMIT: '100000',
  },
})

// Debian's chromium: Playwright's own browser download does not work on these machines.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}

/** Staff tests whose changes reach every page or every record (the Sunday time, every event, the menus): a server of their own. */
const OWN_DATABASE = [
  '**/admin-church.e2e.ts',
  '**/admin-events-round-trip.e2e.ts',
  '**/admin-inbox-counts.e2e.ts',
  '**/admin-lists.e2e.ts',
  '**/admin-menus.e2e.ts',
]

export default defineConfig({
  testDir: './e2e',
  // *.e2e.ts, so `bun test` (unit and API tests) never picks up a browser test.
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  fullyParallel: true,
  // Two at once on two cores, one per server: each project's tests run one after another on their own
  // database, as written, while another project's run beside them (45 to 29 minutes in CI, 2026-12-02).
  workers: 2,
  // Two browsers and three servers share the two cores: a staff tour that takes 25 s alone takes 35 s
  // beside another, and a photo's publishing (AVIF and WebP at every width) several seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'visitors', testIgnore: '**/admin-*.e2e.ts', workers: 1, use: { ...chromium, baseURL: url('PUBLIC') } },
    { name: 'staff', testMatch: '**/admin-*.e2e.ts', testIgnore: OWN_DATABASE, workers: 1, use: { ...chromium, baseURL: url('ADMIN') } },
    // Changes other staff tests must not see (the Sunday time on every page, every event cleared), or counts they would move.
    { name: 'staff, own database', testMatch: OWN_DATABASE, workers: 1, use: { ...chromium, baseURL: url('OWN') } },
  ],
  webServer: [server('PUBLIC'), server('ADMIN'), server('OWN')],
})

import { mkdtempSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Each run picks a free port (set once by the runner; workers inherit it), so runs never collide.
if (!process.env.E2E_PORT) {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  process.env.E2E_PORT = String((probe.address() as AddressInfo).port)
  await new Promise((done) => probe.close(done))
}
const PORT = Number(process.env.E2E_PORT)
const baseURL = `http://localhost:${PORT}`

// A fresh database per run. Workers load this file too: they inherit the directory from the
// runner's environment instead of making their own, and only the runner removes it at exit.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'church-e2e-'))
  process.env.E2E_DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}

export default defineConfig({
  testDir: './e2e',
  // *.e2e.ts, so `bun test` (unit and API tests) never picks up a browser test.
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's chromium: Playwright's own browser download does not work on these machines.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  // The real server: migrates, seeds the demo church and serves the API plus the built web/dist.
  webServer: {
    command: 'bun ../api/src/index.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      SEED: 'demo',
      // The admin the admin tests sign in as (web/e2e/support/admin.ts).
      SEED_ADMIN: 'admin@e2e.test:e2e admin password',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  },
})

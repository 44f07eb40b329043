/**
 * bun run build: the browser's build (with the service worker), then the server's build of the
 * pages into its `.server` folder. `--outDir <dir>` puts both elsewhere (parallel test builds).
 */
const args = process.argv.slice(2)
const at = args.indexOf('--outDir')
const outDir = at >= 0 ? args[at + 1] : 'dist'
const vite = (extra: string[]) =>
  Bun.spawnSync([process.execPath, 'x', 'vite', 'build', ...extra], { cwd: import.meta.dir, stdio: ['inherit', 'inherit', 'inherit'] })
    .exitCode
const code =
  vite(['--outDir', outDir, '--emptyOutDir']) || vite(['--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}/.server`, '--emptyOutDir'])
process.exit(code)

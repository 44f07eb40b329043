import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { renderPagesInDev } from './dev-pages'
import { startAfterFirstPaint } from './start-after-paint'

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before react() so split route chunks get the React transform.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    UnoCSS(),
    renderPagesInDev(apiTarget),
    !isSsrBuild && startAfterFirstPaint(),
    // The server's build of the pages (below) has no service worker of its own.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // main.tsx registers the worker itself (workbox-window), in production builds only.
        injectRegister: false,
        // The server answers /manifest.webmanifest from Settings (the church's name, colour and icons:
        // api/src/modules/site-config/app-manifest.ts); index.html links it.
        manifest: false,
        injectManifest: {
          // The whole app shell: every route chunk (detail pages open offline) and the site's own pictures.
          globPatterns: ['**/*.{js,css,html,svg}'],
        },
      }),
  ],
  define: {
    // Persisted admin data from another build is discarded (lib/admin-cache.ts).
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? new Date().toISOString()),
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/feeds': apiTarget,
      '/share-card': apiTarget,
      '/app-icon': apiTarget,
      '/manifest.webmanifest': apiTarget,
      '/sitemap.xml': apiTarget,
      '/sitemaps': apiTarget,
      '/robots.txt': apiTarget,
      // One event's calendar file (/events/{id}.ics, one date's /events/{id}/{date}.ics); the event pages themselves stay with Vite.
      '^/events/[^/]+(/\\d{4}-\\d{2}-\\d{2})?\\.ics$': apiTarget,
    },
  },
  // The server's build (`vite build --ssr`) is self-contained: the API loads it from the web build's
  // folder wherever that is, with no node_modules beside it. (`bun run dev` loads packages as they are.)
  ssr: isSsrBuild ? { noExternal: true } : {},
  build: isSsrBuild
    ? {
        // A dot folder inside the web build (build.ts): the server never serves dot paths as files.
        outDir: 'dist/.server',
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The public forms' shared pieces (the honeypot, the offline and posted notes) in one chunk
                // with what they need: split apart by which pages use them (home's Stay Connected, an
                // event's 'Help on this day'), they cost home's first load 0.9 KB in chunks' overhead.
                {
                  name: 'public-form',
                  test: /src[\\/](components[\\/]ui[\\/](honeypot-field|offline-send-note|posted-notice)|lib[\\/]posted-form)\./,
                },
              ],
            },
          },
        },
        // .vite/manifest.json: which chunks each page needs; first-load.budget.ts weighs home's with it
        // (a dot folder: never served, and not in the service worker's precache).
        manifest: true,
      },
}))

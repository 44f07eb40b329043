/**
 * bun scripts/make-icons.ts: renders the app icons (web/public/icons/*.png) from web/public/icon.svg
 * with Debian's Chromium. Run it again after changing the icon; the PNGs are committed.
 *
 * - icon-192.png, icon-512.png: the icon as it is (rounded square, transparent corners).
 * - icon-512-maskable.png: full-bleed background with the cross inside the central safe zone (a circle
 *   of 40% radius), so launchers may crop it to any shape.
 * - shortcut-*.png (96 px): the app shortcuts' icons (Sermons, Events, Admin) in the same style.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { root } from './lib'

const source = readFileSync(join(root, 'web/public/icon.svg'), 'utf8')
const outDir = join(root, 'web/public/icons')
const background = /<rect[^>]*fill="([^"]+)"/.exec(source)?.[1] ?? '#2563eb'
const cross = /<path[^>]*d="([^"]+)"/.exec(source)?.[1]
if (!cross) throw new Error('web/public/icon.svg has no <path> to draw')

/** A 512-unit square: rounded or full-bleed, with white artwork. */
const square = (artwork: string, rounded = true) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" ${rounded ? 'rx="96"' : ''} fill="${background}"/>${artwork}</svg>`

const white = (d: string, transform = '') => `<path d="${d}" fill="#fff"${transform ? ` transform="${transform}"` : ''}/>`
const outline = (content: string) =>
  `<g fill="none" stroke="#fff" stroke-width="36" stroke-linecap="round" stroke-linejoin="round">${content}</g>`

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: source },
  { file: 'icon-512.png', size: 512, svg: source },
  // The cross already lies within the safe circle; drawn at 90% around the centre for a margin.
  { file: 'icon-512-maskable.png', size: 512, svg: square(white(cross, 'translate(25.6 25.6) scale(0.9)'), false) },
  // A play button: sermons are videos.
  { file: 'shortcut-sermons.png', size: 96, svg: square(white('M196 136v240l184-120z')) },
  // A calendar page.
  {
    file: 'shortcut-events.png',
    size: 96,
    svg: square(outline('<rect x="112" y="136" width="288" height="256" rx="32"/><path d="M112 216h288M184 104v64M328 104v64"/>')),
  },
  // A padlock: the staff area.
  {
    file: 'shortcut-admin.png',
    size: 96,
    svg: square(outline('<rect x="136" y="232" width="240" height="176" rx="28"/><path d="M184 232v-48a72 72 0 0 1 144 0v48"/>')),
  },
]

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size })
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`)
    await page.screenshot({ path: join(outDir, icon.file), omitBackground: true })
    console.log(`web/public/icons/${icon.file} (${icon.size}×${icon.size})`)
  }
} finally {
  await browser.close()
}

/**
 * Renders the images link previews and podcast apps use, from the church's icon and name:
 * web/public/share-card.jpg (1200×630, Open Graph / Twitter) and web/public/podcast-artwork.jpg
 * (1400×1400, Apple Podcasts' minimum). Run again after changing the icon: `bun scripts/render-share-images.ts`.
 */
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const root = join(import.meta.dir, '..')
const icon = await Bun.file(join(root, 'web/public/icon.svg')).text()
const name = 'Anglican Church of Santa Rosa Beach'

const card = (width: number, height: number, iconSize: number, titleSize: number, subtitle: string) => `<!doctype html>
<html><body style="margin:0;width:${width}px;height:${height}px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${Math.round(iconSize / 4)}px;background:linear-gradient(135deg,#1e293b,#2563eb);font-family:Georgia,'DejaVu Serif',serif;color:#fff;text-align:center">
  <div style="width:${iconSize}px;height:${iconSize}px">${icon.replace('<svg ', `<svg width="${iconSize}" height="${iconSize}" `)}</div>
  <div style="font-size:${titleSize}px;line-height:1.15;max-width:${width - 160}px;font-weight:bold">${name}</div>
  <div style="font-size:${Math.round(titleSize * 0.5)}px;opacity:.92;font-family:'DejaVu Sans',Arial,sans-serif">${subtitle}</div>
</body></html>`

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [file, width, height, iconSize, titleSize, subtitle] of [
  ['share-card.jpg', 1200, 630, 180, 64, 'Santa Rosa Beach, Florida · Sundays 10:30 a.m.'],
  ['podcast-artwork.jpg', 1400, 1400, 420, 110, 'Sermons'],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(card(width, height, iconSize, titleSize, subtitle))
  await page.screenshot({ path: join(root, 'web/public', file), type: 'jpeg', quality: 88 })
  await page.close()
  console.log(`web/public/${file} (${width}×${height})`)
}
await browser.close()

import type { BrowserContext } from '@playwright/test'

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#94a3b8"/></svg>`
const FRAME = '<!doctype html><title>Stand-in</title><p>Stand-in frame</p>'

/**
 * This machine has no internet, so the outside hosts the demo church's pages use are answered by
 * stand-ins, as the internet would answer a visitor: YouTube's thumbnails and the demo events'
 * Unsplash photos (a picture), YouTube's player and the Google Maps frame (a page).
 */
export async function standIns(context: BrowserContext) {
  for (const host of ['https://i.ytimg.com/**', 'https://images.unsplash.com/**'])
    await context.route(host, (route) => route.fulfill({ contentType: 'image/svg+xml', body: PICTURE }))
  for (const host of ['https://www.youtube.com/embed/**', 'https://www.youtube-nocookie.com/embed/**', 'https://www.google.com/maps**'])
    await context.route(host, (route) => route.fulfill({ contentType: 'text/html', body: FRAME }))
}

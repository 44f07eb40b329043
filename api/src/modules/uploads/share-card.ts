import sharp from 'sharp'
import { pictureFile, widthsFor } from '../../lib/picture-address'
import type { ImageStorage } from './storage'

/**
 * The link preview made from the church's logo (Settings: 'Use the logo for link previews'): the
 * logo, whole, on the secondary colour, 1200×630 as previews want it. Its address names the logo's
 * published picture and the colour, so a new logo or colour is a new address.
 */
export const SHARE_CARD = { width: 1200, height: 630 } as const

const CARD_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_(\d{1,5})x(\d{1,5})_[0-9a-f]{6})_([0-9a-f]{6})\.jpg$/

/** The card's address for a logo's published picture (its stem) on a colour ('#rrggbb'). */
export const shareCardPath = (stem: string, colour: string) => `/share-card/${stem}_${colour.replace('#', '').toLowerCase()}.jpg`

/** A few cards kept made (a church has one logo; a new colour or logo makes another). */
const made = new Map<string, Uint8Array<ArrayBuffer>>()
const KEPT = 8

/** The card for a file name from shareCardPath, or null when the name is not one or the logo is gone. */
export async function shareCard(storage: ImageStorage, file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const match = CARD_FILE.exec(file)
  if (!match) return null
  const kept = made.get(file)
  if (kept) return kept
  const [, stem, width, , colour] = match
  const largest = widthsFor(Number(width)).at(-1) as number
  const logo = (await storage.read(pictureFile(stem, largest, 'png'))) ?? (await storage.read(pictureFile(stem, largest, 'jpg')))
  if (!logo) return null
  const fitted = await sharp(logo)
    .resize({ width: 900, height: 420, fit: 'inside', withoutEnlargement: false })
    .toBuffer({ resolveWithObject: true })
  const card = new Uint8Array(
    await sharp({ create: { ...SHARE_CARD, channels: 3, background: `#${colour}` } })
      .composite([
        {
          input: fitted.data,
          left: Math.round((SHARE_CARD.width - fitted.info.width) / 2),
          top: Math.round((SHARE_CARD.height - fitted.info.height) / 2),
        },
      ])
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer(),
  )
  if (made.size >= KEPT) made.delete(made.keys().next().value as string)
  made.set(file, card)
  return card
}

import sharp from 'sharp'
import { APP_ICON_SIZES, type AppIconSize, pictureFile, widthsFor } from '../../lib/picture-address'
import type { ImageStorage } from './storage'

/**
 * Pictures made from the church's logo where staff chose them in Settings: the link preview ('Use
 * the logo for link previews', the logo on the secondary colour) and the app icons ('Use the logo
 * for the app icon', the logo on white, as in the header). Each address names the logo's published
 * picture (its stem), so a new logo is a new address, kept by browsers for a year.
 */
export const SHARE_CARD = { width: 1200, height: 630 } as const

const STEM = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_(\\d{1,5})x(\\d{1,5})_[0-9a-f]{6}'
const CARD_FILE = new RegExp(`^(${STEM})_([0-9a-f]{6})\\.jpg$`)
const ICON_FILE = new RegExp(`^(${STEM})_(\\d{2,3})(_maskable)?\\.png$`)

/** A few pictures kept made (a church has one logo: a card and five icons; a new colour or logo makes more). */
const made = new Map<string, Uint8Array<ArrayBuffer>>()
const KEPT = 12

async function keptOr(key: string, make: () => Promise<Uint8Array<ArrayBuffer> | null>) {
  const kept = made.get(key)
  if (kept) return kept
  const picture = await make()
  if (!picture) return null
  if (made.size >= KEPT) made.delete(made.keys().next().value as string)
  made.set(key, picture)
  return picture
}

/** The logo's largest published file (PNG when it has see-through parts, else JPEG), or null when it is gone. */
async function logoOf(storage: ImageStorage, stem: string, width: number) {
  const largest = widthsFor(width).at(-1) as number
  return (await storage.read(pictureFile(stem, largest, 'png'))) ?? (await storage.read(pictureFile(stem, largest, 'jpg')))
}

/** The logo without the blank or see-through margin many logos are drawn with (all of it when it is one colour). */
async function trimmed(logo: Uint8Array) {
  try {
    return await sharp(logo).trim().png().toBuffer({ resolveWithObject: true })
  } catch {
    return await sharp(logo).png().toBuffer({ resolveWithObject: true })
  }
}

type Size = { width: number; height: number }

/** The logo, whole and trimmed, fitted inside the box `boxFor` gives for its shape and centred on a plain `background` of `canvas`'s size. */
async function logoOn(logo: Uint8Array, canvas: Size, boxFor: (logo: Size) => Size, background: string) {
  const whole = await trimmed(logo)
  const box = boxFor(whole.info)
  const fitted = await sharp(whole.data)
    .resize({ width: Math.max(1, Math.floor(box.width)), height: Math.max(1, Math.floor(box.height)), fit: 'inside' })
    .toBuffer({ resolveWithObject: true })
  return sharp({ create: { ...canvas, channels: 3, background } }).composite([
    {
      input: fitted.data,
      left: Math.round((canvas.width - fitted.info.width) / 2),
      top: Math.round((canvas.height - fitted.info.height) / 2),
    },
  ])
}

/** The card for a file name from shareCardPath, or null when the name is not one or the logo is gone. */
export function shareCard(storage: ImageStorage, file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const match = CARD_FILE.exec(file)
  if (!match) return Promise.resolve(null)
  const [, stem, width, , colour] = match
  return keptOr(file, async () => {
    const logo = await logoOf(storage, stem, Number(width))
    if (!logo) return null
    const card = await logoOn(logo, SHARE_CARD, () => ({ width: 900, height: 420 }), `#${colour}`)
    return new Uint8Array(await card.jpeg({ quality: 85, mozjpeg: true }).toBuffer())
  })
}

/**
 * The box the logo is fitted in on an icon of `size`: a tenth of the icon's side left around it; on a
 * maskable icon, inside the central circle of 40% radius launchers never cut (a little inside it),
 * whatever the logo's shape.
 */
export function iconBox(size: number, logo: Size, maskable: boolean) {
  const side = size * 0.8
  if (!maskable) return { width: side, height: side }
  // The fitted logo's half-diagonal is the circle's radius: width = 2r / √(1 + (h/w)²).
  const radius = size * 0.38
  const width = (2 * radius) / Math.sqrt(1 + (logo.height / logo.width) ** 2)
  const height = (width * logo.height) / logo.width
  return { width: Math.min(side, width), height: Math.min(side, height) }
}

/** The icon for a file name from appIconPath, or null when the name is not one or the logo is gone. */
export function appIcon(storage: ImageStorage, file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const match = ICON_FILE.exec(file)
  const size = Number(match?.[4]) as AppIconSize
  if (!match || !APP_ICON_SIZES.includes(size)) return Promise.resolve(null)
  const [, stem, width, , , maskable] = match
  if (maskable && size !== 512) return Promise.resolve(null)
  return keptOr(file, async () => {
    const logo = await logoOf(storage, stem, Number(width))
    if (!logo) return null
    const icon = await logoOn(logo, { width: size, height: size }, (shape) => iconBox(size, shape, Boolean(maskable)), '#ffffff')
    return new Uint8Array(await icon.png({ compressionLevel: 9 }).toBuffer())
  })
}

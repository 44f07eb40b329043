/**
 * A published picture's address says what the page needs to draw it well (decision 0032): its shape,
 * the colour shown while it loads, and the widths it was published at. Records keep one address,
 * the fallback at the largest width, `…/{id}_{width}x{height}_{colour}_{largest}.{jpg|png}`; every
 * other file sits beside it as `…/{id}_{width}x{height}_{colour}_{w}.{avif|webp|jpg|png}`.
 * What the picture shows and the point its crops keep in view ride after `#` (never sent to a server):
 * `#alt=The%20Rector&focus=30,20`, written from the Media tab to every record that uses the picture.
 * The server (which writes these names) and the pages (which read them) share this one file.
 */

/** Widths a picture is published at, never wider than itself. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const
export const LARGEST_WIDTH = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]

export type FallbackFormat = 'jpg' | 'png'

/** What the Media tab says of a picture: its description ('' when decorative or not said) and focus. */
export interface PictureWords {
  alt: string
  /** Percent across and down; 50, 50 is the middle. */
  focusX: number
  focusY: number
}

export interface PublishedPicture extends PictureWords {
  /** The full picture's shape, upright (orientation applied). */
  width: number
  height: number
  /** Its main colour, `#rrggbb`, painted until the picture arrives. */
  colour: string
  /** Widths it was published at, smallest first. */
  widths: number[]
  fallback: FallbackFormat
  /** The file name's shared start, `{id}_{w}x{h}_{colour}`, and everything before it in the address. */
  stem: string
  prefix: string
}

/** The widths a picture `width` pixels wide is published at. */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH)
  return [...PICTURE_WIDTHS.filter((w) => w < largest), largest]
}

/** One published file's name. */
export const pictureFile = (stem: string, width: number, format: 'avif' | 'webp' | FallbackFormat) => `${stem}_${width}.${format}`

/** The shared start of every file of one picture. */
export const pictureStem = (id: string, width: number, height: number, colour: string) =>
  `${id}_${width}x${height}_${colour.replace('#', '')}`

const ADDRESS =
  /^(.*?)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_(\d{1,5})x(\d{1,5})_([0-9a-f]{6}))_(\d{1,5})\.(jpg|png)$/

/** The address without its words: what is fetched, and what feeds and link previews show. */
export const addressPath = (address: string) => address.split('#')[0]

/** The picture's words an address carries (none: no description, the middle in view). */
export function pictureWordsOf(address: string): PictureWords {
  const hash = address.indexOf('#')
  const words = new URLSearchParams(hash < 0 ? '' : address.slice(hash + 1))
  const [x, y] = (words.get('focus') ?? '50,50').split(',').map(Number)
  const percent = (n: number) => (Number.isInteger(n) && n >= 0 && n <= 100 ? n : 50)
  return { alt: (words.get('alt') ?? '').slice(0, 250), focusX: percent(x), focusY: percent(y) }
}

/** The address with these words after it (nothing after it when there is nothing to say). */
export function withWords(address: string, words: PictureWords): string {
  const said = new URLSearchParams()
  if (words.alt) said.set('alt', words.alt)
  if (words.focusX !== 50 || words.focusY !== 50) said.set('focus', `${words.focusX},${words.focusY}`)
  const text = said.toString().replace(/\+/g, '%20')
  return text ? `${addressPath(address)}#${text}` : addressPath(address)
}

/** What a stored address says about its picture, or null for any other address (a web address, an old upload). */
export function readPictureAddress(address: string): PublishedPicture | null {
  const match = ADDRESS.exec(addressPath(address))
  if (!match) return null
  const [, prefix, stem, w, h, colour, largest, fallback] = match
  const width = Number(w)
  const height = Number(h)
  const widths = widthsFor(width)
  if (width < 1 || height < 1 || widths[widths.length - 1] !== Number(largest)) return null
  return { width, height, colour: `#${colour}`, widths, fallback: fallback as FallbackFormat, stem, prefix, ...pictureWordsOf(address) }
}

/** A `srcset` listing the picture at every published width in one format. */
export const srcsetOf = (picture: PublishedPicture, format: 'avif' | 'webp' | FallbackFormat) =>
  picture.widths.map((w) => `${picture.prefix}${pictureFile(picture.stem, w, format)} ${w}w`).join(', ')

/** The height of the picture drawn `width` pixels wide. */
export const heightAt = (picture: Pick<PublishedPicture, 'width' | 'height'>, width: number) =>
  Math.max(1, Math.round((width * picture.height) / picture.width))

/**
 * Pictures made from the logo where staff chose them (modules/uploads/logo-pictures.ts), named by the
 * logo's stem: a new logo is a new address. The icon sizes are the browser tab's (48), an iPhone home
 * screen's (180), and the web app manifest's (192 and 512; 512 also maskable, for launchers that cut
 * icons into their own shape).
 */
export const APP_ICON_SIZES = [48, 180, 192, 512] as const
export type AppIconSize = (typeof APP_ICON_SIZES)[number]

/** An app icon's address: the logo's stem, the size, and whether launchers may cut it (maskable). */
export const appIconPath = (stem: string, size: AppIconSize, maskable = false) =>
  `/app-icon/${stem}_${size}${maskable ? '_maskable' : ''}.png`

/** The link preview's address: the logo's stem on a colour ('#rrggbb'). */
export const shareCardPath = (stem: string, colour: string) => `/share-card/${stem}_${colour.replace('#', '').toLowerCase()}.jpg`

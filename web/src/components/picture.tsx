import { addressPath, readPictureAddress, srcsetOf } from '@church/api/lib/picture-address'
import type { ImgHTMLAttributes, Ref } from 'react'

/** How wide a list card's picture is drawn: one column on a phone, two, then three of the page. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
/** A picture across the page's width (a detail page's top). */
export const PAGE_SIZES = '(min-width: 1280px) 1280px, 100vw'

/**
 * How wide a picture is drawn to cover a square `side` px across (a portrait's circle): a wide
 * picture is drawn wider than the square, its sides cut off.
 */
export function coverSizes(src: string, side: number) {
  const picture = readPictureAddress(src)
  return `${Math.ceil(side * Math.max(1, picture ? picture.width / picture.height : 1))}px`
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string
  /** What the picture shows, or '' when the words beside it say it already. */
  alt: string
  /** How wide the picture is drawn, for the browser to choose the file (the `sizes` attribute). */
  sizes: string
  ref?: Ref<HTMLImageElement>
}

/**
 * An uploaded picture at the size the screen needs (decision 0032): AVIF or WebP where the browser
 * reads them, the JPEG or PNG otherwise, each at the width that fills its place, with the picture's
 * main colour painted until it arrives. What the Media tab says it shows replaces `alt` (the
 * caller's words for a picture never described), and a crop keeps its focal point in view. Any
 * other address (a web address, the site's own drawings) is drawn as it is.
 */
export function Picture({ src, alt, sizes, style, ...img }: Props) {
  const picture = readPictureAddress(src)
  if (!picture) return <img {...img} src={src} alt={alt} style={style} />
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(picture, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcsetOf(picture, 'webp')} sizes={sizes} />
      <img
        {...img}
        src={addressPath(src)}
        alt={picture.alt || alt}
        srcSet={srcsetOf(picture, picture.fallback)}
        sizes={sizes}
        style={{ backgroundColor: picture.colour, objectPosition: `${picture.focusX}% ${picture.focusY}%`, ...style }}
      />
    </picture>
  )
}

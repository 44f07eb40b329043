import { Link } from '@tanstack/react-router'
import type { ReactNode, Ref } from 'react'
import { CARD_SIZES, Picture } from './picture'

type ListCardProps = {
  /** The picture at the top, with what lies on it. */
  picture: ReactNode
  /** The item's own page. */
  to: '/events/$id' | '/sermons/$id' | '/live-streams/$id'
  id: string
  title: string
  /** Above the title: badges, a series. */
  top?: ReactNode
  /** Room between the card's lines: events, with their badges and notices, take more. */
  roomy?: boolean
  children: ReactNode
}

/**
 * One card of a list page's grid (an event, a sermon, a service): its picture, then the title,
 * which links to the item's page and stretches over the whole card for touch, then its facts.
 */
export function ListCard({ picture, to, id, title, top, roomy = false, children }: ListCardProps) {
  return (
    <article className="card-link">
      {picture}
      <div className={`flex flex-1 flex-col ${roomy ? 'gap-3' : 'gap-2'} p-5`}>
        {top}
        <h2 className="card-title">
          <Link to={to} params={{ id }} className="cover-link">
            {title}
          </Link>
        </h2>
        {children}
      </div>
    </article>
  )
}

type CardFactProps = {
  /** Drawn by the card, in its size. */
  icon: ReactNode
  centered?: boolean
} & (
  | { children: ReactNode }
  | { /** A fact that is only words; none (an item without a speaker) shows nothing. */ text: string | null | undefined }
)

/** One fact in a list card's list (a date, a speaker, a place): its icon, then its words. */
export function CardFact({ icon, centered = false, ...fact }: CardFactProps) {
  if ('text' in fact && !fact.text) return null
  return (
    <li className={`flex ${centered ? 'items-center' : 'items-start'} gap-2`}>
      {icon}
      {'text' in fact ? <span>{fact.text}</span> : fact.children}
    </li>
  )
}

type CoverPictureProps = {
  src: string
  /** The picture's own size, so the browser knows its shape before it loads. */
  width: number
  height: number
  /** The page's largest paint: fetched at once and first instead of lazily. */
  priority?: boolean
  /** How wide it is drawn: a card's width, unless said (a page's top: PAGE_SIZES). */
  sizes?: string
  ref?: Ref<HTMLImageElement>
  onLoad?: () => void
  onError: () => void
}

/**
 * A picture filling its frame, drawn over what the frame shows while it loads: a list card's video
 * or event picture, and the same pictures at the top of their pages. Decorative (alt=""): the
 * title is always next to it.
 */
export function CoverPicture({ src, width, height, priority = false, sizes = CARD_SIZES, ref, onLoad, onError }: CoverPictureProps) {
  return (
    <Picture
      src={src}
      sizes={sizes}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      ref={ref}
      onLoad={onLoad}
      onError={onError}
      className="absolute inset-0 h-full w-full object-cover"
    />
  )
}

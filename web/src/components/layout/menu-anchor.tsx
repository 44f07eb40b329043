import type { MenuLink } from '@church/api/models/menus'
import { Link } from '@tanstack/react-router'

/**
 * One link of a menu staff arranged: the site's own pages through the router (no full reload),
 * another website as a plain link, said to lead away ('Diocese (another website)').
 */
export function MenuAnchor({
  link,
  current = false,
  className,
  onClick,
}: {
  link: MenuLink
  current?: boolean
  className: string
  onClick?: () => void
}) {
  if (link.external)
    return (
      <a href={link.href} className={className} onClick={onClick}>
        {link.label}
        <span className="sr-only"> (another website)</span>
      </a>
    )
  return (
    <Link to={link.href} aria-current={current ? 'page' : undefined} className={className} onClick={onClick}>
      {link.label}
    </Link>
  )
}

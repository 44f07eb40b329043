import { Link, useLocation } from '@tanstack/react-router'
import { useId, useState } from 'react'

/** The pages of the top bar; About Us is shown active on any /about path (docs/product.md#every-page). */
const NAV_LINKS = [
  { href: '/about/$section', params: { section: 'staff' }, label: 'About Us', section: '/about' },
  { href: '/events', label: 'Events', section: '/events' },
  { href: '/sermons', label: 'Sermons', section: '/sermons' },
  { href: '/contact', label: 'Contact', section: '/contact' },
  { href: '/give', label: 'Give', section: '/give' },
  { href: '/plan-a-visit', label: 'Plan a Visit', section: '/plan-a-visit' },
] as const

const isIn = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`)

export function SiteHeader({ churchName, logoUrl, isAdmin }: { churchName: string; logoUrl?: string; isAdmin: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  return (
    <header className="border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-6 py-2 lg:flex-nowrap">
        <Link
          to="/"
          className="flex min-w-0 flex-1 items-center gap-3 py-1 text-base font-bold leading-tight text-secondary no-underline sm:text-lg lg:flex-initial"
        >
          {/* A logo keeps its shape: 40 px tall, as wide as it is (a wide one shown wide), never crowding out the Menu button. */}
          {logoUrl ? (
            <img src={logoUrl} alt="" className="h-10 w-auto max-w-[40vw] shrink-0 rounded object-contain sm:max-w-[12rem]" />
          ) : null}
          <span>{churchName}</span>
        </Link>
        {/* Without JavaScript the Menu button cannot open the menu: the links show instead. */}
        <noscript>
          <style>{'.site-menu-button{display:none!important}.site-menu{display:block!important}'}</style>
        </noscript>
        <button
          type="button"
          className="site-menu-button inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-secondary lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          Menu
        </button>
        <nav
          id={menuId}
          aria-label="Main"
          className={`site-menu ${menuOpen ? 'block' : 'hidden'} mt-2 w-full border-t border-slate-200 py-2 lg:mt-0 lg:block lg:w-auto lg:shrink-0 lg:border-0 lg:py-0`}
        >
          <ul className="-mx-3 flex flex-col gap-1 lg:mx-0 lg:flex-row lg:items-center">
            {NAV_LINKS.map((link) => {
              const current = isIn(pathname, link.section)
              return (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    params={'params' in link ? link.params : undefined}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                    className={`block rounded-md px-3 py-2 font-medium no-underline hover:bg-slate-100 ${current ? 'text-primary' : 'text-slate-700'}`}
                  >
                    {link.label}
                  </Link>
                </li>
              )
            })}
            {isAdmin ? (
              <li>
                {/* The admin app is its own bundle: a full navigation keeps it out of public pages. */}
                <a
                  href="/admin"
                  className={`block rounded-md px-3 py-2 font-medium no-underline hover:bg-slate-100 ${isIn(pathname, '/admin') ? 'text-primary' : 'text-slate-700'}`}
                >
                  Admin
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}

import { readPictureAddress } from '@church/api/lib/picture-address'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { isCurrent, useMenu } from '../../features/site-config/api/get-menus'
import { Picture } from '../picture'
import { MenuAnchor } from './menu-anchor'

const isIn = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`)

/** Where the menu shows inline (UnoCSS's lg): the popover is closed there. */
const WIDE = '(min-width: 64rem)'
/** A browser without popovers (Safari before 17): the app opens the menu with a class instead (web/uno.config.ts). */
const hasPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype

/**
 * The top bar. On a phone the links are in a popover the Menu button opens natively (`popovertarget`),
 * so it works before the scripts have run (or without them): Escape and a tap outside close it, and
 * focus goes back to the button. Once the app runs, aria-expanded follows the popover and a link
 * closes it. From lg the links stand inline (the popover's own look is undone in web/uno.config.ts).
 */
export function SiteHeader({ churchName, logoUrl, opensDashboard }: { churchName: string; logoUrl?: string; opensDashboard: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  /** The popover's state, once the app runs (undefined in the server's HTML: the browser tells it then). */
  const [menuOpen, setMenuOpen] = useState<boolean>()
  const menuId = useId()
  const menu = useRef<HTMLElement>(null)
  // The links staff arranged (the dashboard's Menu tab): About Us, Events, Sermons... until they change them.
  const links = useMenu('header')

  useEffect(() => {
    const nav = menu.current
    if (!nav) return
    if (!hasPopover()) {
      setMenuOpen(false)
      return
    }
    const isOpen = () => nav.matches(':popover-open')
    const follow = () => setMenuOpen(isOpen())
    follow()
    nav.addEventListener('toggle', follow)
    // Widened to the inline links: the phone's open popover is put away.
    const wide = window.matchMedia(WIDE)
    const closeWhenWide = () => {
      if (wide.matches && isOpen()) nav.hidePopover()
    }
    wide.addEventListener('change', closeWhenWide)
    return () => {
      nav.removeEventListener('toggle', follow)
      wide.removeEventListener('change', closeWhenWide)
    }
  }, [])

  // A link followed from the open menu closes it (the page under it changes in place).
  const closeMenu = () => {
    if (!menuOpen) return
    if (hasPopover()) menu.current?.hidePopover()
    else setMenuOpen(false)
  }
  const toggleWithoutPopover = () => {
    if (!hasPopover()) setMenuOpen((open) => !open)
  }

  return (
    <header className="site-bar border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex min-h-16 items-center justify-between gap-x-6 py-2">
        <Link
          to="/"
          className="flex min-w-0 flex-1 items-center gap-3 py-1 text-base font-bold leading-tight text-secondary no-underline sm:text-lg lg:flex-initial"
        >
          {/* A logo keeps its shape: 40 px tall, as wide as it is (a wide one shown wide), never crowding out the Menu button. */}
          {logoUrl ? <HeaderLogo src={logoUrl} /> : null}
          <span>{churchName}</span>
        </Link>
        <button
          type="button"
          popoverTarget={menuId}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-secondary lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={toggleWithoutPopover}
        >
          <MenuIcon />
          Menu
        </button>
        <nav
          id={menuId}
          ref={menu}
          popover="auto"
          aria-label="Main"
          className={`site-menu${menuOpen && !hasPopover() ? ' site-menu-open' : ''}`}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {links.map((link, index) => {
              const current = isCurrent(pathname, link)
              return (
                // Two links may share an address (staff's choice): the place in the list keeps them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is staff's, in their order, and redrawn whole
                <li key={index}>
                  <MenuAnchor
                    link={link}
                    current={current}
                    onClick={closeMenu}
                    className={`flex min-h-11 items-center rounded-md px-3 py-2 font-medium no-underline hover:bg-slate-100 ${current ? 'text-primary' : 'text-slate-700'}`}
                  />
                </li>
              )
            })}
            {opensDashboard ? (
              <li>
                {/* The admin app is its own bundle: a full navigation keeps it out of public pages. */}
                <a
                  href="/admin"
                  className={`flex min-h-11 items-center rounded-md px-3 py-2 font-medium no-underline hover:bg-slate-100 ${isIn(pathname, '/admin') ? 'text-primary' : 'text-slate-700'}`}
                >
                  Admin
                </a>
              </li>
            ) : null}
            <li className="lg:ml-2">
              {/* A plain GET to the search page: it searches before the scripts have run, or without them. */}
              <search className="flex px-3 py-2 lg:p-0">
                <form action="/search" method="get" className="flex w-full">
                  <input
                    type="search"
                    name="q"
                    aria-label="Search the site"
                    placeholder="Search"
                    maxLength={200}
                    className="min-h-11 w-full min-w-0 rounded-md border border-slate-400 px-3 text-base lg:w-36"
                  />
                </form>
              </search>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}

/** Three lines; a cross while the menu is open (CSS: .site-menu-icon in web/uno.config.ts, so it is right before the app runs). */
function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="site-menu-icon h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path className="site-menu-lines" d="M4 7h16M4 12h16M4 17h16" />
      <path className="site-menu-cross" d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}

/** How tall the logo is drawn, and the widest it may be (the menu keeps its room). */
const LOGO_HEIGHT = 40
const LOGO_MAX_WIDTH = 192

/**
 * The church's logo in the header: its own shape at a readable height, sized before it loads (an
 * uploaded logo's address says its shape), and fetched at the width it is drawn.
 */
function HeaderLogo({ src }: { src: string }) {
  const shape = readPictureAddress(src)
  const width = shape ? Math.round((LOGO_HEIGHT * shape.width) / shape.height) : undefined
  return (
    <Picture
      src={src}
      sizes={`${Math.min(LOGO_MAX_WIDTH, width ?? LOGO_MAX_WIDTH)}px`}
      alt=""
      width={width}
      height={shape ? LOGO_HEIGHT : undefined}
      className="h-10 w-auto max-w-[40vw] shrink-0 rounded object-contain sm:max-w-[12rem]"
    />
  )
}

import { whenOf } from '@church/api/lib/service-times'
import type { ReactNode } from 'react'
import { LOGIN_PATH } from '../../features/admin/admin-redirects'
import { useServiceTimes } from '../../features/church/api/get-service-times'
import { useMenu } from '../../features/site-config/api/get-menus'
import { type Church, telHref } from '../../features/site-config/site-config'
import { DirectionsLink } from '../directions-link'
import { type SocialNetwork, SolidIcon } from '../icons'
import { PageBody } from '../page-body'
import { MenuAnchor } from './menu-anchor'

const NETWORKS: { key: SocialNetwork; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'twitter', label: 'Twitter' },
]

const footerLink = 'inline-block py-1 text-slate-200 underline-offset-2 hover:text-white hover:underline'
// The address, phone and email: 44 px tall, a thumb's tap (docs/product.md#tap-targets).
const contactLink = 'inline-flex min-h-11 items-center text-slate-200 underline underline-offset-4 hover:text-white'

/** The footer (docs/product.md#every-page): about, sign-in links, social icons, quick links, service times, contact, copyright. */
export function SiteFooter({
  church,
  user,
  opensDashboard,
  onSignOut,
}: {
  church: Church
  /** The signed-in person (null or not known yet: the Login link). */
  user: object | null | undefined
  /** The signed-in person's role opens the dashboard: a link to it. */
  opensDashboard: boolean
  /** Before the browser goes to /api/logout; false when the person chose to stay signed in. */
  onSignOut: () => boolean
}) {
  const year = new Date().getFullYear()
  const networks = NETWORKS.filter((n) => church.social[n.key])
  const times = useServiceTimes().listed
  const quickLinks = useMenu('footer')

  return (
    <footer className="bg-secondary text-slate-200">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn id="footer-church" title={church.churchName}>
          {church.footerAboutHtml ? (
            <PageBody html={church.footerAboutHtml} onDark className="mt-2 text-sm leading-relaxed" />
          ) : (
            <p className="mt-2 text-sm leading-relaxed">{church.footerAbout}</p>
          )}
          {networks.length > 0 ? (
            <ul className="mt-4 flex gap-2" aria-label="Follow us">
              {networks.map((n) => (
                <li key={n.key}>
                  <a
                    href={church.social[n.key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${n.label} (opens in a new tab)`}
                    className="grid h-10 w-10 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SolidIcon name={n.key} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </FooterColumn>
        <FooterColumn id="footer-links" title="Quick Links" as="nav">
          <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm lg:grid-cols-1">
            {quickLinks.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is staff's, in their order, and redrawn whole
              <li key={index}>
                <MenuAnchor link={link} className={footerLink} />
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-times" title="Service Times">
          <ul className="mt-2 space-y-1 text-sm">
            {times.map((service) => (
              <li key={service.name + service.day + service.time}>
                {service.name} {whenOf(service)}
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-contact" title="Contact">
          <address className="mt-1 text-sm not-italic">
            <p>
              <DirectionsLink address={church.address} className={contactLink} />
            </p>
            <p>
              <a className={contactLink} href={telHref(church.phone)}>
                {church.phone}
              </a>
            </p>
            <p>
              <a className={`break-all ${contactLink}`} href={`mailto:${church.email}`}>
                {church.email}
              </a>
            </p>
          </address>
        </FooterColumn>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {church.churchName}. All rights reserved.
          </p>
          {/* Browser navigations: the server renders the sign-in page and ends the session. */}
          <p className="flex gap-4">
            {user ? (
              <>
                {opensDashboard ? (
                  <a href="/admin" className={footerLink}>
                    Admin Dashboard
                  </a>
                ) : null}
                {/* The admin's data kept on this device goes first (a shared office computer). */}
                <a
                  href="/api/logout"
                  className={footerLink}
                  onClick={(event) => {
                    if (!onSignOut()) event.preventDefault()
                  }}
                >
                  Logout
                </a>
              </>
            ) : (
              // Staff sign in to work: the dashboard next (it explains itself to an account without access).
              <a href={LOGIN_PATH} className={footerLink}>
                Login
              </a>
            )}
          </p>
        </div>
      </div>
    </footer>
  )
}

/** One of the footer's columns: its heading (which names it for screen readers) and what it lists. */
function FooterColumn({
  as: Tag = 'section',
  id,
  title,
  children,
}: {
  as?: 'section' | 'nav'
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      {children}
    </Tag>
  )
}

import type { siteConfig } from '../../db/schema'
import { defaultAppName } from '../../lib/app-name'
import { appIconPath, readPictureAddress } from '../../lib/picture-address'
import { summary } from '../pages/head'

type Site = Pick<typeof siteConfig.$inferSelect, 'churchName' | 'appName' | 'footerAbout' | 'logoUrl' | 'logoAppIcon' | 'primaryColor'>

type ManifestIcon = { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }
const png = (src: string, size: number, purpose: ManifestIcon['purpose'] = 'any'): ManifestIcon => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
})

/** The site's own icons (web/public, rendered from icon.svg by scripts/make-icons.ts). */
const OWN_ICONS = {
  tab: { href: '/icon.svg', type: 'image/svg+xml' },
  homeScreen: '/icons/icon-192.png',
  manifest: [png('/icons/icon-192.png', 192), png('/icons/icon-512.png', 512), png('/icons/icon-512-maskable.png', 512, 'maskable')],
}

/**
 * The app's icons: made from the logo where staff chose it in Settings ('Use the logo for the app
 * icon') and the logo is an uploaded picture; else the site's own cross. `tab` is the browser tab's,
 * `homeScreen` an iPhone's (apple-touch-icon), `manifest` what installing the app uses.
 */
export function appIcons(site: Pick<Site, 'logoUrl' | 'logoAppIcon'>) {
  const logo = site.logoAppIcon ? readPictureAddress(site.logoUrl) : null
  if (!logo) return OWN_ICONS
  return {
    tab: { href: appIconPath(logo.stem, 48), type: 'image/png' },
    homeScreen: appIconPath(logo.stem, 180),
    manifest: [
      png(appIconPath(logo.stem, 192), 192),
      png(appIconPath(logo.stem, 512), 512),
      png(appIconPath(logo.stem, 512, true), 512, 'maskable'),
    ],
  }
}

const shortcut = (name: string, url: string, icon: string) => ({ name, url, icons: [png(`/icons/shortcut-${icon}.png`, 96)] })

/**
 * The web app manifest (/manifest.webmanifest), from the settings of the moment: the church's name,
 * the name under the icon, its primary colour and its icons. Its `id` never changes, so a phone that
 * installed the app keeps one app whatever the settings become.
 */
export function appManifest(site: Site) {
  return {
    id: '/',
    name: site.churchName,
    short_name: site.appName || defaultAppName(site.churchName),
    description: summary(site.footerAbout),
    lang: 'en',
    theme_color: site.primaryColor,
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: appIcons(site).manifest,
    shortcuts: [shortcut('Sermons', '/sermons', 'sermons'), shortcut('Events', '/events', 'events'), shortcut('Admin', '/admin', 'admin')],
  }
}

/**
 * The pictures that stand for the whole site: the app's icons and the picture link previews show
 * when a page has none of its own. Pure: the web's page heads read them too (web/src/lib/page-head.ts).
 */
import { appIconPath, readPictureAddress, shareCardPath } from './picture-address'

type ManifestIcon = { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }
export const png = (src: string, size: number, purpose: ManifestIcon['purpose'] = 'any'): ManifestIcon => ({
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
export function appIcons(site: { logoUrl: string; logoAppIcon: boolean }) {
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

/** The image link previews use when a page has none of its own (1200×630). */
const SHARE_IMAGE = '/share-card.jpg'

/** That image: the logo on the secondary colour where staff chose it (and the logo is an uploaded picture), else the site's own. */
export function sharePicture(site: { logoUrl: string; logoShareImage: boolean; secondaryColor: string }) {
  const logo = site.logoShareImage ? readPictureAddress(site.logoUrl) : null
  return logo ? shareCardPath(logo.stem, site.secondaryColor) : SHARE_IMAGE
}

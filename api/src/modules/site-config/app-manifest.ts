import type { siteConfig } from '../../db/schema'
import { defaultAppName } from '../../lib/app-name'
import { summary } from '../../lib/plain-text'
import { appIcons, png } from '../../lib/site-pictures'

type Site = Pick<typeof siteConfig.$inferSelect, 'churchName' | 'appName' | 'footerAbout' | 'logoUrl' | 'logoAppIcon' | 'primaryColor'>

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

import type { Config } from '../config'

type OriginConfig = Pick<Config, 'publicUrl' | 'port'>
/** The part of the site configuration that names the site's address ('Site Address' in Settings). */
type SiteAddress = { siteUrl: string }

/**
 * The site's public origin, for every absolute link the server writes (emails, feeds, sitemap,
 * robots.txt, page heads): PUBLIC_URL, else the site address staff saved in Settings, else this
 * server on localhost. Never the address a request came to: its Host header is the caller's to
 * choose, and an answer built from it could be cached and served to everyone after.
 */
export function siteOrigin(config: OriginConfig, site: SiteAddress): string {
  return config.publicUrl ?? (site.siteUrl || `http://localhost:${config.port}`)
}

/**
 * What the server says at start when links may be wrong: in production without PUBLIC_URL, where
 * links point and how to fix it. Undefined when there is nothing to say.
 */
export function siteOriginWarning(config: OriginConfig & Pick<Config, 'production'>, site: SiteAddress): string | undefined {
  if (!config.production || config.publicUrl) return undefined
  const fix =
    'Set PUBLIC_URL to the address visitors use (for example PUBLIC_URL=https://www.example.org), or enter it in Settings → Site Address.'
  return site.siteUrl
    ? `PUBLIC_URL is not set: links in emails, feeds and link previews use the site address saved in Settings (${site.siteUrl}). ${fix}`
    : `PUBLIC_URL is not set and no site address is saved in Settings: links in emails, feeds and link previews point at ${siteOrigin(config, site)}, which visitors cannot open. ${fix}`
}

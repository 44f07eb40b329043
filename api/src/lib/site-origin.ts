import type { Config } from '../config'

/** The site's public origin for absolute links: PUBLIC_URL, else the address the request came to. */
export function siteOrigin(config: Pick<Config, 'publicUrl'>, request: Request): string {
  return config.publicUrl ?? new URL(request.url).origin
}

/**
 * The church's colours in a page's head, so the first paint is in them (not the stylesheet's default
 * blue, repainted once the scripts run): `<style id="site-theme">html:root{--c-primary:…}</style>`,
 * the same element web/src/features/site-config/use-theme-colours.ts keeps current in the browser,
 * and the phone's `theme-color`. Colours are settings staff type: only a '#rgb' or '#rrggbb' value is
 * ever written, anything else leaves that colour to the default.
 */

export type PageTheme = { primary?: unknown; accent?: unknown; secondary?: unknown }

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const colour = (value: unknown) => (typeof value === 'string' && COLOUR.test(value) ? value.toLowerCase() : undefined)
const NAMES = ['primary', 'accent', 'secondary'] as const

/** The head's style element for `theme`, or '' when it has no colour to give. */
export function themeStyle(theme: PageTheme | undefined): string {
  const properties = NAMES.flatMap((name) => {
    const value = colour(theme?.[name])
    return value ? [`--c-${name}:${value}`] : []
  })
  return properties.length > 0 ? `<style id="site-theme">html:root{${properties.join(';')}}</style>` : ''
}

const THEME_COLOR_META = /<meta name="theme-color" content="[^"]*"\s*\/?>/

/** The page with the church's colours in its head (and its theme-color meta); unchanged without a theme. */
export function withTheme(html: string, theme: PageTheme | undefined): string {
  const style = themeStyle(theme)
  if (!style) return html
  const primary = colour(theme?.primary)
  const themed = primary ? html.replace(THEME_COLOR_META, `<meta name="theme-color" content="${primary}" />`) : html
  const end = themed.indexOf('</head>')
  return end < 0 ? themed : `${themed.slice(0, end)}${style}\n  ${themed.slice(end)}`
}

/**
 * Theme colours that stay readable whatever staff configure. Every theme colour is used as text
 * on white and as a background under white text, so each must reach 4.5:1 against white
 * (WCAG 2.2 AA); a lighter colour is darkened step by step, keeping its hue, until it does.
 */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

function toRgb(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1)
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** Relative luminance (WCAG). */
function luminance([r, g, b]: number[]) {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** Contrast ratio of a colour against white. */
export function contrastWithWhite(hex: string): number {
  const rgb = toRgb(hex)
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : 0
}

/** The colour itself when it reads well on white, else the nearest darker shade that does. */
export function readableOnWhite(hex: string, fallback: string): string {
  const rgb = toRgb(hex)
  if (!rgb) return fallback
  let shade = rgb
  for (let step = 0; step < 100 && 1.05 / (luminance(shade) + 0.05) < 4.5; step++) {
    shade = shade.map((c) => c * 0.95) as [number, number, number]
  }
  return toHex(shade)
}

/** The three theme colours the site paints with. */
export type ThemeColours = { primary: string; accent: string; secondary: string }

/**
 * The configured colours, each made readable (AA against white), or the default where one is blank
 * or not a colour: always '#rrggbb', nothing else, so they can be written into a style element.
 */
export function themeColours(
  config: { primaryColor?: string; accentColor?: string; secondaryColor?: string } | undefined,
  defaults: { primaryColor: string; accentColor: string; secondaryColor: string },
): ThemeColours {
  return {
    primary: readableOnWhite(config?.primaryColor || defaults.primaryColor, defaults.primaryColor),
    accent: readableOnWhite(config?.accentColor || defaults.accentColor, defaults.accentColor),
    secondary: readableOnWhite(config?.secondaryColor || defaults.secondaryColor, defaults.secondaryColor),
  }
}

/** The style element in the head that carries the church's colours (the server writes it; the app keeps it current). */
export const THEME_STYLE_ID = 'site-theme'

/**
 * The CSS of that element. `html:root` outranks the stylesheet's `:root` defaults (web/uno.config.ts)
 * wherever the element stands in the head. Only a '#rgb' or '#rrggbb' colour is written.
 */
export function themeCss(colours: ThemeColours): string {
  const properties = Object.entries(colours)
    .filter(([, colour]) => HEX.test(colour))
    .map(([name, colour]) => `--c-${name}:${colour}`)
  return properties.length > 0 ? `html:root{${properties.join(';')}}` : ''
}

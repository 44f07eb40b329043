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

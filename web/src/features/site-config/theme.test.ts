import { describe, expect, test } from 'bun:test'
import { contrastWithWhite, readableOnWhite, themeColours, themeCss } from './theme'

describe('theme colours stay readable', () => {
  test('the default colours (#2563eb, #7c3aed, #1e293b) already pass and are kept as they are', () => {
    for (const colour of ['#2563eb', '#7c3aed', '#1e293b']) expect(readableOnWhite(colour, '#000000')).toBe(colour)
  })
  test('a light colour is darkened until white text on it (and it on white) reaches 4.5:1', () => {
    for (const colour of ['#fbbf24', '#ffffff', '#7dd3fc', '#0f0']) {
      const safe = readableOnWhite(colour, '#000000')
      expect(contrastWithWhite(safe)).toBeGreaterThanOrEqual(4.5)
    }
  })
  test('the hue is kept: a yellow stays warm', () => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(readableOnWhite('#fbbf24', '#000000').slice(i, i + 2), 16))
    expect(r).toBeGreaterThan(b)
    expect(g).toBeGreaterThan(b)
  })
  test('something that is not a colour gets the fallback', () => {
    expect(readableOnWhite('red; background:url(x)', '#2563eb')).toBe('#2563eb')
  })
})

describe("the church's colours for the page's head", () => {
  const defaults = { primaryColor: '#2563eb', accentColor: '#7c3aed', secondaryColor: '#1e293b' }
  test('each configured colour, made readable; the default where one is blank or unset', () => {
    expect(themeColours({ primaryColor: '#8b1e3f', accentColor: '' }, defaults)).toEqual({
      primary: '#8b1e3f',
      accent: '#7c3aed',
      secondary: '#1e293b',
    })
    expect(themeColours(undefined, defaults)).toEqual({ primary: '#2563eb', accent: '#7c3aed', secondary: '#1e293b' })
  })
  test('a stored value that is not a colour becomes the default, so only #rrggbb reaches the CSS', () => {
    const colours = themeColours({ primaryColor: 'red}</style><script>alert(1)</script>', secondaryColor: '#fff;color:red' }, defaults)
    expect(colours).toEqual({ primary: '#2563eb', accent: '#7c3aed', secondary: '#1e293b' })
    expect(themeCss(colours)).toBe('html:root{--c-primary:#2563eb;--c-accent:#7c3aed;--c-secondary:#1e293b}')
    expect(themeCss({ primary: '</style>', accent: '#7c3aed', secondary: 'x' })).toBe('html:root{--c-accent:#7c3aed}')
  })
})

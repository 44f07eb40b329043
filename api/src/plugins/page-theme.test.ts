import { describe, expect, test } from 'bun:test'
import { themeStyle, withTheme } from './page-theme'

const SHELL =
  '<!doctype html><html><head><meta name="theme-color" content="#2563eb" /><!-- page-head --><title>x</title><!-- /page-head --></head><body><div id="root"></div></body></html>'

describe("the church's colours in the page's head", () => {
  test('the colours go into one style element at the end of the head, and the phone bar takes the primary', () => {
    const html = withTheme(SHELL, { primary: '#8B1E3F', accent: '#0f766e', secondary: '#123' })
    expect(html).toContain('<style id="site-theme">html:root{--c-primary:#8b1e3f;--c-accent:#0f766e;--c-secondary:#123}</style>')
    expect(html.indexOf('<style id="site-theme">')).toBeLessThan(html.indexOf('</head>'))
    expect(html.indexOf('<style id="site-theme">')).toBeGreaterThan(html.indexOf('<!-- /page-head -->'))
    expect(html).toContain('<meta name="theme-color" content="#8b1e3f" />')
    expect(html).not.toContain('#2563eb')
  })

  test('a stored value that is not a colour never reaches the page: that colour stays the default', () => {
    const attacks = [
      'red}</style><script>alert(1)</script>',
      '#fff;background:url(https://evil.example/x)',
      '#8b1e3f</style>',
      ' #8b1e3f',
      'red',
      '#12345',
      'expression(alert(1))',
    ]
    for (const attack of attacks) {
      const html = withTheme(SHELL, { primary: attack, accent: '#0f766e' })
      expect(html).toContain('<style id="site-theme">html:root{--c-accent:#0f766e}</style>')
      expect(html).not.toContain(attack)
      expect(html).not.toContain('<script>')
      // The phone bar keeps the default primary.
      expect(html).toContain('<meta name="theme-color" content="#2563eb" />')
    }
    expect(themeStyle({ primary: { toString: () => '#8b1e3f' }, accent: 42 })).toBe('')
  })

  test('without the configuration (unset, unreadable) the page is left with the stylesheet defaults', () => {
    expect(withTheme(SHELL, undefined)).toBe(SHELL)
    expect(withTheme(SHELL, {})).toBe(SHELL)
    expect(withTheme(SHELL, { primary: '', accent: 'nope', secondary: null })).toBe(SHELL)
  })
})

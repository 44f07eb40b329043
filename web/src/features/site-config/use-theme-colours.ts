import { useEffect } from 'react'
import { DEFAULT_THEME } from './defaults'
import { readableOnWhite } from './theme'

type ThemeColours = { primaryColor?: string; accentColor?: string; secondaryColor?: string }

/** Puts the configured colours on the document root, where the UnoCSS theme colours read them. */
export function useThemeColours(config: ThemeColours | undefined) {
  // Configured colours are made readable (AA against white) before they reach the page.
  const primary = readableOnWhite(config?.primaryColor || DEFAULT_THEME.primaryColor, DEFAULT_THEME.primaryColor)
  const accent = readableOnWhite(config?.accentColor || DEFAULT_THEME.accentColor, DEFAULT_THEME.accentColor)
  const secondary = readableOnWhite(config?.secondaryColor || DEFAULT_THEME.secondaryColor, DEFAULT_THEME.secondaryColor)
  useEffect(() => {
    const root = document.documentElement.style
    root.setProperty('--c-primary', primary)
    root.setProperty('--c-accent', accent)
    root.setProperty('--c-secondary', secondary)
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary)
  }, [primary, accent, secondary])
}

import { useEffect } from 'react'
import { DEFAULT_THEME } from './defaults'

type ThemeColours = { primaryColor?: string; accentColor?: string; secondaryColor?: string }

/** Puts the configured colours on the document root, where the UnoCSS theme colours read them. */
export function useThemeColours(config: ThemeColours | undefined) {
  const primary = config?.primaryColor || DEFAULT_THEME.primaryColor
  const accent = config?.accentColor || DEFAULT_THEME.accentColor
  const secondary = config?.secondaryColor || DEFAULT_THEME.secondaryColor
  useEffect(() => {
    const root = document.documentElement.style
    root.setProperty('--c-primary', primary)
    root.setProperty('--c-accent', accent)
    root.setProperty('--c-secondary', secondary)
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary)
  }, [primary, accent, secondary])
}

import { useEffect } from 'react'
import { DEFAULT_THEME } from './defaults'
import { THEME_STYLE_ID, themeColours, themeCss } from './theme'

type ConfiguredColours = { primaryColor?: string; accentColor?: string; secondaryColor?: string }

/**
 * Keeps the church's colours current in the page: the server writes them into the head
 * (`<style id="site-theme">`, api/src/plugins/page-theme.ts) so the first paint is right; here the
 * same element is rewritten when the configuration changes (a save in the dashboard), and made on a
 * page the server did not render (the dashboard, the offline shell without a saved configuration).
 */
export function useThemeColours(config: ConfiguredColours | undefined) {
  // Configured colours are made readable (AA against white) before they reach the page.
  const { primary, accent, secondary } = themeColours(config, DEFAULT_THEME)
  const loaded = config !== undefined
  useEffect(() => {
    // Until the configuration is read, the page keeps the colours it came with (the server's, or the
    // offline shell's from the saved configuration): never a flash of the defaults.
    if (!loaded) return
    const css = themeCss({ primary, accent, secondary })
    let style = document.getElementById(THEME_STYLE_ID)
    if (!style) {
      style = document.createElement('style')
      style.id = THEME_STYLE_ID
      document.head.append(style)
    }
    if (style.textContent !== css) style.textContent = css
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary)
  }, [loaded, primary, accent, secondary])
}

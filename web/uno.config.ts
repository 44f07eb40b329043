import { defineConfig, presetWind4 } from 'unocss'

/**
 * Theme colours come from the site configuration: the server writes them into each page's head and
 * useThemeColours keeps them current (`<style id="site-theme">html:root{...}</style>`, which outranks the :root below),
 * so the UnoCSS colours point at CSS variables; the defaults below match the site's default theme (docs/product.md#every-page).
 */
export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  theme: {
    colors: {
      primary: 'var(--c-primary)',
      accent: 'var(--c-accent)',
      secondary: 'var(--c-secondary)',
    },
  },
  shortcuts: {
    'container-page': 'mx-auto w-full max-w-6xl px-4 sm:px-6',
    btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'btn bg-primary text-white hover:bg-primary/90',
    'btn-light': 'btn bg-white text-secondary hover:bg-slate-100',
    'btn-outline': 'btn border-2 border-primary text-primary hover:bg-primary hover:text-white',
    card: 'rounded-xl border border-slate-200 bg-white shadow-sm',
    // A list card whose title link (cover-link) covers it all, for touch; other links in it sit above with z-10.
    'card-link': 'card relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-md hover:shadow-md',
    'card-title': 'text-xl font-bold leading-snug text-secondary',
    // A title that is a link: the heading's colour until hovered.
    'title-link': 'text-inherit no-underline hover:text-primary hover:underline',
    'cover-link': "title-link after:absolute after:inset-0 after:content-['']",
    'input-base':
      'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary aria-[invalid=true]:border-red-600',
    'label-base': 'mb-1 block text-sm font-semibold text-slate-800',
    'field-error': 'mt-1 text-sm text-red-700',
    'section-title': 'text-2xl font-bold text-secondary sm:text-3xl',
    'text-muted': 'text-slate-600',
    // Text the server drew from a rich text (components/page-body.tsx): in the stylesheet, not in every page's script.
    'rich-text':
      '[&>:first-child]:mt-0 [&_p]:my-4 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-secondary sm:[&_h2]:text-3xl [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-secondary [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li>p]:my-0 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic [&_a:not(.btn-primary)]:text-primary [&_a:not(.btn-primary)]:underline [&_hr]:my-8 [&_hr]:border-slate-300 [&_figure]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:mt-2 [&_figcaption]:text-base [&_figcaption]:text-slate-600',
    // The same on the footer's dark panel: close spacing, small headings, light headings, links and quotes.
    'rich-text-dark':
      '[&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-2 [&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:font-bold [&_h2]:text-white [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-bold [&_h3]:text-white [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>p]:my-0 [&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-white/40 [&_blockquote]:pl-3 [&_blockquote]:italic [&_a]:text-white [&_a]:underline [&_hr]:my-3 [&_hr]:border-white/20 [&_img]:h-auto [&_img]:max-w-full',
  },
  preflights: [
    {
      getCSS: () => `
:root { --c-primary: #2563eb; --c-accent: #7c3aed; --c-secondary: #1e293b; color-scheme: light; }
html { scroll-padding-top: 5rem; }
body { font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1e293b; background: #f8fafc; line-height: 1.5; }
:focus-visible { outline: 3px solid var(--c-accent); outline-offset: 2px; }
/* The phone menu (components/layout/site-header.tsx): a popover the Menu button opens without scripts,
   dropped under the top bar; from lg the links stand inline and the popover's own look is undone. */
.site-bar { anchor-name: --site-bar; }
.site-menu:popover-open {
  position: fixed; inset: 4.5rem 0 auto 0; margin: 0; width: auto; max-height: 80dvh; overflow: auto;
  padding: 0.5rem 1rem 0.75rem; border: 0; border-bottom: 1px solid #e2e8f0; background: #fff; color: inherit;
  box-shadow: 0 12px 24px -12px rgb(15 23 42 / 0.35);
}
@supports (top: anchor(bottom)) {
  .site-menu:popover-open { position-anchor: --site-bar; top: anchor(bottom); }
}
@supports not selector(:popover-open) {
  .site-bar { position: relative; }
  .site-menu { display: none; }
  .site-menu.site-menu-open {
    display: block; position: absolute; top: 100%; left: 0; right: 0; padding: 0.5rem 1rem 0.75rem;
    border-bottom: 1px solid #e2e8f0; background: #fff; box-shadow: 0 12px 24px -12px rgb(15 23 42 / 0.35);
  }
}
.site-menu-cross { display: none; }
.site-bar:has(.site-menu:popover-open) .site-menu-cross { display: inline; }
.site-bar:has(.site-menu:popover-open) .site-menu-lines { display: none; }
.site-bar:has(.site-menu-open) .site-menu-cross { display: inline; }
.site-bar:has(.site-menu-open) .site-menu-lines { display: none; }
@media (min-width: 64rem) {
  .site-menu {
    display: block; position: static; inset: auto; width: auto; height: auto; margin: 0; padding: 0; border: 0;
    overflow: visible; background: transparent; color: inherit; flex-shrink: 0;
  }
}
`,
    },
  ],
})

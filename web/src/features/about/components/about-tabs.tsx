import { Link } from '@tanstack/react-router'
import { ABOUT_SECTIONS, type AboutSection } from '../about-sections'

/**
 * The About Us tab bar. Each tab is a real link to /about/<section> (shareable, reload-safe, reachable
 * with Tab and opened with Enter); the current one carries aria-current="page".
 */
export function AboutTabs({ current }: { current: AboutSection }) {
  return (
    <nav aria-label="About Us sections" className="border-b border-slate-200 bg-white">
      <ul className="container-page grid grid-cols-2 gap-1 py-2 sm:flex sm:gap-2 sm:py-0">
        {ABOUT_SECTIONS.map((tab) => {
          const active = tab.id === current
          return (
            <li key={tab.id}>
              <Link
                to="/about/$section"
                params={{ section: tab.id }}
                aria-current={active ? 'page' : undefined}
                activeOptions={{ exact: true }}
                // The current tab is decided here (an unknown section shows Staff), not by the URL match.
                activeProps={{}}
                className={`block rounded-md px-3 py-2.5 text-center font-semibold no-underline sm:rounded-none sm:border-b-3 sm:px-4 sm:py-4 ${
                  active
                    ? // On white, so the text keeps the contrast the theme makes sure of (a tinted ground fell below 4.5:1).
                      'text-primary ring-2 ring-inset ring-primary sm:border-b-primary sm:ring-0'
                    : 'text-slate-700 hover:bg-slate-100 sm:border-b-transparent sm:hover:border-b-slate-300 sm:hover:bg-transparent'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

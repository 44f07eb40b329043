import { Link } from '@tanstack/react-router'

type FooterConfig = { footerAbout?: string; address?: string; phone?: string; email?: string }

const DEFAULT_ABOUT =
  'An Anglican church in Santa Rosa Beach, Florida, worshipping in the historic faith with a warm welcome for families, visitors and neighbours.'

export function SiteFooter({ churchName, config }: { churchName: string; config?: FooterConfig }) {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-secondary text-slate-200">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-church">
          <h2 id="footer-church" className="text-lg font-bold text-white">
            {churchName}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{config?.footerAbout || DEFAULT_ABOUT}</p>
        </section>
        <section aria-labelledby="footer-times">
          <h2 id="footer-times" className="text-lg font-bold text-white">
            Service Times
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>Sundays 10:30 a.m.</li>
            <li>Women's Bible Study Tuesdays 10:00 a.m.</li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            Contact
          </h2>
          <address className="mt-2 space-y-1 text-sm not-italic">
            {config?.address ? <p>{config.address}</p> : null}
            {config?.phone ? (
              <p>
                <a className="text-slate-200 underline-offset-2 hover:underline" href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}>
                  {config.phone}
                </a>
              </p>
            ) : null}
            {config?.email ? (
              <p>
                <a className="text-slate-200 underline-offset-2 hover:underline" href={`mailto:${config.email}`}>
                  {config.email}
                </a>
              </p>
            ) : null}
          </address>
        </section>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {churchName}. All rights reserved.
          </p>
          <p className="flex gap-2">
            <Link to="/" className="inline-block px-1 py-2 text-slate-200 underline-offset-2 hover:underline">
              Home
            </Link>
            {/* A browser navigation: the server renders the sign-in page. */}
            <a href="/api/login" className="inline-block px-1 py-2 text-slate-200 underline-offset-2 hover:underline">
              Login
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}

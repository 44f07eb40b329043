import { formatClock, mainService } from '@church/api/lib/service-times'
import { Link } from '@tanstack/react-router'
import { DEFAULT_THEME } from '../../../site-config/defaults'
import { readableOnWhite } from '../../../site-config/theme'
import { useAdminServiceTimes } from '../../api/service-times'
import { pickerValue } from './colour-setting'

type Colours = { primaryColor: string; accentColor: string; secondaryColor: string }

/**
 * A small mock of the site in the colours being edited, as the site will really show them: the
 * site darkens a colour too light to read on white (features/site-config/theme.ts), and so does this.
 */
export function ThemePreview({ colours, churchName, logoUrl }: { colours: Colours; churchName: string; logoUrl: string }) {
  const times = useAdminServiceTimes().data
  const main = times ? mainService(times) : undefined
  const shown = {
    primary: readableOnWhite(colours.primaryColor, DEFAULT_THEME.primaryColor),
    accent: readableOnWhite(colours.accentColor, DEFAULT_THEME.accentColor),
    secondary: readableOnWhite(colours.secondaryColor, DEFAULT_THEME.secondaryColor),
  }
  const darkened = (
    [
      ['Primary', colours.primaryColor, shown.primary, DEFAULT_THEME.primaryColor],
      ['Accent', colours.accentColor, shown.accent, DEFAULT_THEME.accentColor],
      ['Secondary', colours.secondaryColor, shown.secondary, DEFAULT_THEME.secondaryColor],
    ] as const
  ).filter(([, chosen, used, fallback]) => pickerValue(chosen, fallback) !== used)

  return (
    <figure className="sm:col-span-2">
      <figcaption className="label-base">Live preview</figcaption>
      <div className="overflow-hidden rounded-xl border border-slate-300 bg-slate-50" data-testid="theme-preview">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
          <span className="flex min-w-0 items-center gap-2 font-bold" style={{ color: shown.secondary }}>
            {logoUrl ? <img src={logoUrl} alt="" className="h-8 w-8 rounded object-contain" /> : null}
            <span className="truncate">{churchName || 'Church name'}</span>
          </span>
          <span className="flex gap-4 text-sm font-medium text-slate-700">
            <span style={{ color: shown.primary }}>Home</span>
            <span>Sermons</span>
            <span>Events</span>
          </span>
        </div>
        <div className="px-4 py-5">
          <p className="text-lg font-bold" style={{ color: shown.secondary }}>
            Join us this Sunday
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {main ? `Worship at ${formatClock(main.time)}.` : 'Worship with us.'}{' '}
            <span className="font-semibold underline" style={{ color: shown.accent }}>
              Plan your visit
            </span>
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <span className="rounded-lg px-4 py-2 text-sm font-semibold text-white" style={{ backgroundColor: shown.primary }}>
              Watch Live
            </span>
            <span
              className="rounded-lg border-2 bg-white px-4 py-2 text-sm font-semibold"
              style={{ borderColor: shown.primary, color: shown.primary }}
            >
              Sermons
            </span>
            <span className="rounded-full px-3 py-2 text-xs font-semibold text-white" style={{ backgroundColor: shown.accent }}>
              New series
            </span>
          </div>
        </div>
        <div className="px-4 py-3 text-sm text-slate-200" style={{ backgroundColor: shown.secondary }}>
          © {churchName || 'Church name'} · Footer
        </div>
      </div>
      <p className="text-muted mt-2 text-sm">
        The time shown is the main Sunday service.{' '}
        <Link
          to="/admin"
          search={{ tab: 'church' }}
          hash="church-times-heading"
          className="inline-block py-0.5 font-semibold text-primary underline"
        >
          Change the service times in Church → Service Times
        </Link>
        .
      </p>
      {darkened.length > 0 ? (
        <p className="text-muted mt-2 text-sm">
          {darkened.map(([name]) => name).join(', ')} {darkened.length === 1 ? 'is' : 'are'} shown a little darker on the site so text on it
          stays easy to read.
        </p>
      ) : null}
    </figure>
  )
}

import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { formatLongDate, formatTimeRange, MONTHS, WEEKDAYS } from '../../../lib/dates'
import { type EventMonth, type MonthEvent, useEventMonth } from '../api/get-events'
import { CancelledBadge } from './occurrence-parts'

/** 'December 2026' from '2026-12'. */
export function monthWords(month: string): string {
  const [year, number] = month.split('-')
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`
}

/**
 * The weeks of a month as the calendar grid shows them, Sunday first: each week seven dates
 * ('YYYY-MM-DD'), null for the days of the months before and after.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate()
  const firstWeekday = new Date(Date.UTC(year, number - 1, 1)).getUTCDay()
  const cells: (string | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

const STEP = 'inline-flex min-h-11 items-center rounded-lg border-2 px-4 py-2 font-semibold no-underline'

/**
 * The month view of /events: a grid of the month's weeks on wider screens, and on a phone the
 * same month as an agenda of the days that have events. Months are plain links (?view=month&month=…),
 * so it is read and navigated without JavaScript; each date links to its event, a repeating one's to
 * that date's own page.
 */
export function EventsMonth({ month, category }: { month?: string; category?: string }) {
  const { data, isPending, error, refetch, isFetching } = useEventMonth(month, category)
  if (isPending) return <ListLoading text="Loading the calendar..." />
  if (error) return <ListLoadError title="We couldn't load the calendar" error={error} retry={() => void refetch()} retrying={isFetching} />
  const title = monthWords(data.month)
  return (
    <section aria-labelledby="events-month-title" className="grid gap-6">
      <MonthSteps data={data} category={category} />
      {data.days.length === 0 ? (
        <ListMessage title="No events this month">
          Try the month after, or subscribe to our calendar below to hear of new events.
        </ListMessage>
      ) : null}
      <MonthGrid data={data} title={title} />
      <ol aria-label={`Events in ${title}`} className="grid gap-4 md:hidden">
        {data.days.map((day) => (
          <li key={day.date} className="card p-4" aria-current={day.date === data.today ? 'date' : undefined}>
            <h3 className="font-bold text-secondary">
              {formatLongDate(day.date).replace(/, \d{4}$/, '')}
              {day.date === data.today ? <span className="ml-2 text-sm font-semibold text-primary">Today</span> : null}
            </h3>
            <ul className="mt-2 divide-y divide-slate-200">
              {day.events.map((event) => (
                <li key={`${event.id}-${event.on}`} className="py-2">
                  <AgendaEvent event={event} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** 'November 2026' · December 2026 · 'January 2027': the month's title between links to the months around it. */
function MonthSteps({ data, category }: { data: EventMonth; category?: string }) {
  const kept = category === undefined ? {} : { category }
  const step = (to: string | null, words: string, rel: 'prev' | 'next') =>
    to ? (
      <Link
        to="/events"
        search={{ view: 'month', month: to, ...kept }}
        rel={rel}
        aria-label={`${rel === 'prev' ? 'Previous' : 'Next'} month: ${monthWords(to)}`}
        className={`${STEP} border-primary text-primary hover:bg-primary hover:text-white`}
      >
        {words}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${STEP} border-slate-300 text-slate-600`}>
        {words}
      </span>
    )
  return (
    <nav aria-label="Months" className="grid grid-cols-2 items-center gap-3 sm:grid-cols-[auto_1fr_auto]">
      <div className="justify-self-start">{step(data.previous, '‹ Previous', 'prev')}</div>
      <div className="order-first col-span-2 text-center sm:order-none sm:col-span-1">
        <h2 id="events-month-title" className="text-2xl font-bold text-secondary">
          {monthWords(data.month)}
        </h2>
        {data.month !== data.today.slice(0, 7) ? (
          <Link
            to="/events"
            search={{ view: 'month', ...kept }}
            className="inline-flex min-h-6 items-center text-sm font-semibold text-primary"
          >
            Back to this month
          </Link>
        ) : null}
      </div>
      <div className="justify-self-end">{step(data.next, 'Next ›', 'next')}</div>
    </nav>
  )
}

/** The month as a table of weeks (Sunday first), from the medium breakpoint up. */
function MonthGrid({ data, title }: { data: EventMonth; title: string }) {
  const byDate = new Map(data.days.map((day) => [day.date, day.events]))
  return (
    <table className="hidden w-full table-fixed border-collapse md:table">
      <caption className="sr-only">Events in {title}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" abbr={day} className="pb-2 text-sm font-semibold text-slate-700">
              {day.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(data.month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, i) =>
              date ? (
                <td
                  key={date}
                  aria-current={date === data.today ? 'date' : undefined}
                  className={`h-28 border border-slate-200 p-1.5 align-top ${date === data.today ? 'bg-primary/10' : 'bg-white'}`}
                >
                  <span
                    className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full text-sm font-semibold ${date === data.today ? 'bg-primary text-white' : 'text-slate-700'}`}
                  >
                    <span className="sr-only">{formatLongDate(date)}</span>
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                  </span>
                  <ul className="mt-1 grid gap-1">
                    {(byDate.get(date) ?? []).map((event) => (
                      <li key={`${event.id}-${event.on}`}>
                        <GridEvent event={event} />
                      </li>
                    ))}
                  </ul>
                </td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty day before or after the month has no identity but its place
                <td key={`empty-${i}`} className="border border-slate-200 bg-slate-50" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The link to a date of an event: a repeating event's date has its own page. */
function EventLink({ event, className, children }: { event: MonthEvent; className: string; children: ReactNode }) {
  return event.isRecurring ? (
    <Link to="/events/$id/$date" params={{ id: event.id, date: event.on }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/events/$id" params={{ id: event.id }} className={className}>
      {children}
    </Link>
  )
}

const timeOf = (event: MonthEvent) => formatTimeRange(event.startTime, '') || 'All day'

/** An event in a day of the grid: its start time and title, struck through when cancelled. */
function GridEvent({ event }: { event: MonthEvent }) {
  return (
    <EventLink
      event={event}
      className={`flex min-h-6 flex-col rounded px-1.5 py-0.5 text-xs leading-snug no-underline hover:bg-primary/10 ${event.cancelled ? 'text-slate-600 line-through' : 'text-slate-800'}`}
    >
      <span className="font-semibold text-secondary">{timeOf(event)}</span>
      <span className="break-words">{event.title}</span>
      {event.cancelled ? <span className="sr-only"> (cancelled)</span> : null}
    </EventLink>
  )
}

/** An event in a day of the agenda: time, title, place, and a cancelled or changed date's word. */
function AgendaEvent({ event }: { event: MonthEvent }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="text-sm font-semibold text-primary">{formatTimeRange(event.startTime, event.endTime) || 'All day'}</span>
      <EventLink event={event} className="inline-flex min-h-6 items-center font-semibold text-secondary underline-offset-2">
        {event.title}
      </EventLink>
      {event.location ? <span className="text-sm text-slate-700">{event.location}</span> : null}
      {event.cancelled ? <CancelledBadge className="w-fit px-2.5 py-0.5" /> : null}
      {event.note ? <span className="text-sm text-slate-700">{event.note}</span> : null}
    </div>
  )
}

/**
 * Independent readers for the tests: Debian's python3-dateutil (RFC 5545 recurrence rules) and
 * python3-icalendar (iCalendar files), run by /usr/bin/python3 (not a `python3` from PATH, which
 * may be a pyenv without them). CI installs both (.ci/run); a machine without them fails the tests
 * that use them with a message naming the packages to install, rather than skipping those tests.
 */

const PYTHON = '/usr/bin/python3'
/** The Debian package of each Python module the readers use. */
const PACKAGES = { dateutil: 'python3-dateutil', icalendar: 'python3-icalendar', feedparser: 'python3-feedparser' } as const
type Module = keyof typeof PACKAGES

const install = (modules: Module[]) => {
  const names = modules.map((module) => PACKAGES[module]).join(' ')
  return `install Debian's ${names} (apt-get install ${names})`
}

/**
 * Runs a Python script with /usr/bin/python3, once: `input` as JSON on its stdin; the script's
 * `answer(input)` is the answer (through JSON on stdout). `modules` are imported first (with
 * `json`, `sys` and `ZoneInfo`). Throws, naming the Debian packages to install, when
 * /usr/bin/python3 or a module is missing; with the script's traceback when it fails.
 */
export async function runPython<T>(script: string, input: unknown, modules: Module[] = ['dateutil']): Promise<T> {
  const program = [
    'import json, sys',
    'from zoneinfo import ZoneInfo',
    'try:',
    '    pass',
    ...modules.map((module) => `    import ${module === 'dateutil' ? 'dateutil.rrule' : module}`),
    'except ImportError as error:',
    "    print(json.dumps({'missing': str(error)}))",
    '    sys.exit(0)',
    script,
    "print(json.dumps({'answer': answer(json.load(sys.stdin))}))",
  ].join('\n')
  let child: ReturnType<typeof Bun.spawn>
  try {
    child = Bun.spawn([PYTHON, '-c', program], { stdin: new TextEncoder().encode(JSON.stringify(input)), stdout: 'pipe', stderr: 'pipe' })
  } catch (error) {
    throw new Error(`${PYTHON} cannot be run (${error}): ${install(modules)}`)
  }
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout as ReadableStream).text(),
    new Response(child.stderr as ReadableStream).text(),
    child.exited,
  ])
  if (code !== 0) throw new Error(`${PYTHON} failed (exit ${code}):\n${stderr.trim()}`)
  const reply = JSON.parse(stdout) as { missing?: string; answer?: T }
  if (reply.missing) throw new Error(`${PYTHON} lacks a module (${reply.missing}): ${install(modules)}`)
  return reply.answer as T
}

/** One occurrence of an event as a calendar app reads the feed. */
export interface CalendarOccurrence {
  uid: string
  /** ISO 8601 with the UTC offset of that date ('2026-10-15T19:00:00-05:00'), or 'YYYY-MM-DD' for an all-day event. */
  start: string
  end: string
  summary: string
  /** STATUS as written ('CONFIRMED', 'CANCELLED', ...), '' when absent. */
  status: string
  /** For an occurrence replaced by its own VEVENT: the RECURRENCE-ID it replaces, written as `start` is. */
  recurrenceId?: string
}

const READ_CALENDAR = `
import re
from datetime import date, datetime, timedelta, timezone

import icalendar.parser
from dateutil.rrule import rruleset, rrulestr

# A series is read this many occurrences at most (a rule with no end stops once \`count\` are found).
MAX_STEPS = 200000
# icalendar's VTIMEZONE reader (to_tz) stops its transitions at 2038, as pytz does.
VTIMEZONE_CHECKED_UNTIL = 2037


def zoned(value, tzid):
    """A DATE or DATE-TIME value: a date, or an aware datetime in its TZID's zone (zoneinfo, which dateutil can step through, not pytz)."""
    if not isinstance(value, datetime):
        return value
    if tzid:
        return value.replace(tzinfo=None).replace(tzinfo=ZoneInfo(str(tzid)))
    if value.tzinfo is None:
        raise ValueError('a floating DATE-TIME %s: the feed must give a TZID or UTC' % value)
    return value.astimezone(timezone.utc)


def value_of(prop):
    return zoned(prop.dt, prop.params.get('TZID'))


def exdates(event):
    found = event.get('EXDATE')
    if found is None:
        return []
    return [zoned(one.dt, prop.params.get('TZID')) for prop in (found if isinstance(found, list) else [found]) for one in prop.dts]


def instant(value):
    """Where a value sorts: a date-time by its UTC instant, a date at its midnight."""
    if isinstance(value, datetime):
        return value.astimezone(timezone.utc).replace(tzinfo=None)
    return datetime(value.year, value.month, value.day)


DATE = re.compile(r'^[0-9]{8}$')
DATE_TIME = re.compile(r'^[0-9]{8}T[0-9]{6}Z?$')
DATE_PROPERTIES = ('DTSTART', 'DTEND', 'DTSTAMP', 'RECURRENCE-ID', 'EXDATE', 'RDATE', 'CREATED', 'LAST-MODIFIED', 'DUE')


def check_values(text):
    """icalendar 4 reads '20261008X190000' as a date-time: each date value is checked against RFC 5545's grammar first."""
    for line in icalendar.parser.Contentlines.from_ical(text):
        if not line:
            continue
        name, params, value = line.parts()
        if name.upper() not in DATE_PROPERTIES:
            continue
        form = DATE if params.get('VALUE', '').upper() == 'DATE' else DATE_TIME
        for one in value.split(','):
            if not form.match(one) or ('TZID' in params and one.endswith('Z')):
                raise ValueError('%s: %r is not a %s' % (name, one, 'DATE' if form is DATE else 'DATE-TIME'))


def strict(calendar):
    """icalendar 4 reads past a bad line inside a component, keeping its error: here any error fails the read."""
    if calendar.name != 'VCALENDAR':
        raise ValueError('not a VCALENDAR: %s' % calendar.name)
    for name in ('VERSION', 'PRODID'):
        if name not in calendar:
            raise ValueError('VCALENDAR without %s' % name)
    for component in calendar.walk():
        if component.errors:
            raise ValueError('%s: %s' % (component.name, component.errors))
    for event in calendar.walk('VEVENT'):
        for name in ('UID', 'DTSTAMP', 'DTSTART'):
            if name not in event:
                raise ValueError('VEVENT without %s: %s' % (name, event.get('UID')))
        if 'RDATE' in event:
            raise ValueError('VEVENT %s has RDATE, which this reader does not expand' % event['UID'])
    return {str(zone['TZID']): zone.to_tz() for zone in calendar.walk('VTIMEZONE')}


def check_offset(value, zones):
    """A zoned date-time's offset as the feed's own VTIMEZONE gives it must be the zone's (what apps that read the VTIMEZONE show)."""
    if not isinstance(value, datetime) or not isinstance(value.tzinfo, ZoneInfo):
        return
    zone = zones.get(value.tzinfo.key)
    if zone is None:
        raise ValueError('TZID=%s has no VTIMEZONE' % value.tzinfo.key)
    if value.year > VTIMEZONE_CHECKED_UNTIL:
        return
    theirs = zone.localize(value.replace(tzinfo=None), is_dst=value.fold == 0).utcoffset()
    if theirs != value.utcoffset():
        raise ValueError('the VTIMEZONE %s gives %s the offset %s, the zone %s' % (value.tzinfo.key, value.replace(tzinfo=None), theirs, value.utcoffset()))


def length(event):
    """DTEND - DTSTART as an exact duration (RFC 5545 3.8.5.3), or DURATION; else a day for a date, nothing for a date-time."""
    start = value_of(event['DTSTART'])
    if 'DTEND' in event:
        end = value_of(event['DTEND'])
        return instant(end) - instant(start)
    if 'DURATION' in event:
        return event['DURATION'].dt
    return timedelta(0) if isinstance(start, datetime) else timedelta(days=1)


def ends(start, duration):
    if isinstance(start, datetime):
        return (start.astimezone(timezone.utc) + duration).astimezone(start.tzinfo)
    return start + duration


def occurrence(uid, event, start, zones, recurrence_id=None):
    check_offset(start, zones)
    found = {
        'uid': uid,
        'start': start.isoformat(),
        'end': ends(start, length(event)).isoformat(),
        'summary': str(event.get('SUMMARY', '')),
        'status': str(event.get('STATUS', '')),
    }
    if recurrence_id is not None:
        found['recurrenceId'] = recurrence_id.isoformat()
    return found


def series_of(master, start):
    """The master's dates: RRULEs less EXDATEs. A date start is stepped as a naive midnight, as dateutil wants, and given back as a date."""
    all_day = not isinstance(start, datetime)
    first = datetime(start.year, start.month, start.day) if all_day else start
    dates = rruleset()
    rules = master['RRULE']
    for rule in rules if isinstance(rules, list) else [rules]:
        # dateutil raises here on what RFC 5545 forbids, such as a date UNTIL beside a zoned DTSTART.
        dates.rrule(rrulestr(rule.to_ical().decode(), dtstart=first))
    for excluded in exdates(master):
        dates.exdate(datetime(excluded.year, excluded.month, excluded.day) if all_day else excluded)
    for at in dates:
        yield at.date() if all_day else at


def soonest(found):
    start = found['start']
    return instant(datetime.fromisoformat(start) if 'T' in start else date.fromisoformat(start))


def answer(request):
    check_values(request['ics'])
    calendar = icalendar.Calendar.from_ical(request['ics'])
    zones = strict(calendar)
    since = request['from']
    since = instant(datetime.fromisoformat(since)) if 'T' in since else date.fromisoformat(since)
    count = request['count']

    def included(value):
        if isinstance(since, datetime):
            return instant(value) >= since
        return (value.date() if isinstance(value, datetime) else value) >= since

    by_uid = {}
    for event in calendar.walk('VEVENT'):
        by_uid.setdefault(str(event['UID']), []).append(event)
    result = []
    for uid, events in by_uid.items():
        masters = [e for e in events if 'RECURRENCE-ID' not in e]
        if len(masters) != 1:
            raise ValueError('UID %s has %d VEVENTs without RECURRENCE-ID' % (uid, len(masters)))
        master = masters[0]
        start = value_of(master['DTSTART'])
        pending = {}
        for event in events:
            if 'RECURRENCE-ID' in event:
                replaced = value_of(event['RECURRENCE-ID'])
                if replaced in pending:
                    raise ValueError('UID %s replaces %s twice' % (uid, replaced.isoformat()))
                pending[replaced] = event
        found = []
        if 'RRULE' not in master:
            if pending:
                raise ValueError('UID %s does not repeat but has a RECURRENCE-ID' % uid)
            if included(start):
                found.append(occurrence(uid, master, start, zones))
        else:
            plain = 0
            for step, at in enumerate(series_of(master, start)):
                if step >= MAX_STEPS:
                    raise ValueError('UID %s: no end found in %d occurrences' % (uid, MAX_STEPS))
                if at in pending:
                    event = pending.pop(at)
                    moved = value_of(event['DTSTART'])
                    if included(moved):
                        found.append(occurrence(uid, event, moved, zones, at))
                elif included(at):
                    found.append(occurrence(uid, master, at, zones))
                    plain += 1
                # Later dates of the rule come after these; a replaced date may move anywhere, so all are read first.
                if plain >= count and not pending:
                    break
            if pending:
                raise ValueError('UID %s: RECURRENCE-ID %s names no date of the series' % (uid, ', '.join(k.isoformat() for k in pending)))
        found.sort(key=soonest)
        result.extend(found[:count])
    result.sort(key=lambda o: (soonest(o), o['uid']))
    return result
`

/**
 * Reads an iCalendar feed as a calendar app would, with python3-icalendar and dateutil: parsed
 * strictly (any line icalendar cannot read, a missing VERSION, PRODID, UID, DTSTAMP or DTSTART, a
 * RECURRENCE-ID naming no date of its series, a VTIMEZONE that disagrees with the zone named by
 * its TZID on a date read (through 2037, where icalendar's VTIMEZONE reading stops), fails),
 * and every VEVENT expanded: RRULE, EXDATE, and RECURRENCE-ID VEVENTs replacing their dates (with
 * their own DTSTART, DTEND, SUMMARY and STATUS). Answers the occurrences starting on or after
 * `from` ('YYYY-MM-DD' in each event's own zone, or an ISO date-time with offset), at most
 * `count` per UID, soonest first (then by UID). Throws the parser's error for a feed that is not
 * valid: dateutil refuses a date-only UNTIL beside a zoned DTSTART, as RFC 5545 does.
 */
export function readCalendar(ics: string, from: string, count: number): Promise<CalendarOccurrence[]> {
  return runPython<CalendarOccurrence[]>(READ_CALENDAR, { ics, from, count }, ['icalendar', 'dateutil'])
}

/** A calendar's name and each VEVENT's UID, SUMMARY and CATEGORIES, as python3-icalendar reads them. */
export interface CalendarSummary {
  /** X-WR-CALNAME, '' when absent. */
  name: string
  events: { uid: string; summary: string; categories: string[] }[]
}

const READ_SUMMARY = `
def answer(request):
    calendar = icalendar.Calendar.from_ical(request['ics'])
    if calendar.errors:
        raise ValueError('unreadable lines: %s' % calendar.errors)
    events = []
    for event in calendar.walk('VEVENT'):
        if event.errors:
            raise ValueError('unreadable lines in %s: %s' % (event.get('UID'), event.errors))
        found = event.get('CATEGORIES')
        values = [] if found is None else (found if isinstance(found, list) else [found])
        names = [str(name) for value in values for name in value.cats]
        events.append({'uid': str(event['UID']), 'summary': str(event.get('SUMMARY', '')), 'categories': names})
    return {'name': str(calendar.get('X-WR-CALNAME', '')), 'events': events}
`

/**
 * Reads a calendar's name (X-WR-CALNAME) and each VEVENT's categories with python3-icalendar, as a
 * calendar app sorts them; a line it cannot read fails the read.
 */
export function readCalendarSummary(ics: string): Promise<CalendarSummary> {
  return runPython<CalendarSummary>(READ_SUMMARY, { ics }, ['icalendar'])
}

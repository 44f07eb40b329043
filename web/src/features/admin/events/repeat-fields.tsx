import {
  defaultChoice,
  fullDate,
  type RepeatChoice,
  type RepeatEnd,
  type RepeatFrequency,
  readChoice,
  repeatWords,
  ruleText,
  shortDate,
  skipsShortMonths,
  WEEKDAY_NAMES,
  WEEKS_OF_MONTH,
  type WeekOfMonth,
} from '@church/api/lib/repeat-words'
import type { EventInput } from '@church/api/models/events'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type * as v from 'valibot'
import { FieldError } from '../../../components/ui/form-field'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { CheckboxField, TextField } from '../components/dialog-fields'
import type { EntityForm } from '../components/entity-dialog'
import { comingDates, startFor } from './repeat-start'

type EventFormValues = v.InferInput<typeof EventInput>

const FREQUENCIES: { value: RepeatFrequency; label: string; one: string; many: string }[] = [
  { value: 'daily', label: 'Daily', one: 'day', many: 'days' },
  { value: 'weekly', label: 'Weekly', one: 'week', many: 'weeks' },
  { value: 'monthly', label: 'Monthly', one: 'month', many: 'months' },
  { value: 'yearly', label: 'Yearly', one: 'year', many: 'years' },
]
/** The week as a church calendar shows it, Sunday first. */
const WEEK = [0, 1, 2, 3, 4, 5, 6]
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1)
const ordinalWord = (week: WeekOfMonth) => WEEKS_OF_MONTH.find((w) => w.value === week)?.label ?? ''
const SELECT = 'input-base w-auto min-h-11'
const NUMBER = 'input-base w-20 min-h-11'

/**
 * How an event repeats, as calendar apps ask it (docs/product.md#events-tab): daily, weekly on chosen
 * days, monthly on a day number or a numbered weekday, yearly; every N; and when it ends. The controls
 * write the stored RFC 5545 rule (lib/repeat-words.ts); a rule they cannot show is a custom repeat,
 * kept as text under Advanced. Shows the repeat in words and its next dates; 'Shown as' (the badge)
 * follows the words until staff type their own. A first date the repeat does not give is moved to
 * its first date on or after the one chosen, with a note.
 */
export function RepeatFields({ form, repeatsAlready }: { form: EntityForm<EventFormValues, EventInput>; repeatsAlready: boolean }) {
  const { register, watch, getValues, setValue, errors, field } = form
  const id = useId()
  const { timezone } = withDefaults(useSiteConfig().data)
  const isRecurring = Boolean(watch('isRecurring'))
  const rule = (watch('recurrenceRule') ?? '').trim()
  const date = watch('date') ?? ''
  const startTime = watch('startTime') ?? ''
  const description = watch('recurrenceDescription') ?? ''
  const place = { timeZone: timezone, startTime }

  const [choice, setChoice] = useState<RepeatChoice>(() => readChoice(rule, date, place) ?? defaultChoice(date))
  const [custom, setCustom] = useState(() => rule !== '' && readChoice(rule, date, place) === null)
  // The controls follow the date (every week on its weekday) until staff choose a repeat themselves.
  const [touched, setTouched] = useState(() => rule !== '')
  // 'Shown as' follows the words while it is empty or still the words the rule gave when the dialog opened.
  const [automatic, setAutomatic] = useState(() => description.trim() === '' || description === repeatWords(rule, date, place))
  // The date staff chose, when the repeat moved it: later moves start from it again, not from the moved date.
  const [moved, setMoved] = useState<{ from: string; to: string } | null>(null)
  const [advancedOpen, setAdvancedOpen] = useState(custom)
  const lastRule = useRef(rule)

  const chosenDate = moved && date === moved.to ? moved.from : date
  const words = isRecurring ? repeatWords(rule, date, place) : ''

  /** Writes the rule (and the automatic words), then moves the date to the rule's first when it does not give the chosen one. */
  const applyRule = (next: string) => {
    setValue('recurrenceRule', next, { shouldDirty: true, shouldValidate: Boolean(errors.recurrenceRule) })
    lastRule.current = next
    moveStart(chosenDate, next)
  }
  const moveStart = (from: string, next: string) => {
    const start = startFor(from, next)
    if (start !== getValues('date')) setValue('date', start, { shouldDirty: true, shouldValidate: Boolean(errors.date) })
    setMoved(start !== from ? { from, to: start } : null)
  }
  const choose = (changes: Partial<RepeatChoice>) => {
    const next = { ...choice, ...changes }
    setChoice(next)
    setCustom(false)
    setTouched(true)
    applyRule(ruleText(next))
  }

  // Until staff choose, a new date gives the repeat its defaults (every week on the new date's weekday).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new date re-derives the untouched defaults
  useEffect(() => {
    if (!isRecurring || touched || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return
    const fresh = defaultChoice(date)
    setChoice(fresh)
    setValue('recurrenceRule', ruleText(fresh), { shouldDirty: true })
  }, [date])

  // 'Shown as' follows the words while it is automatic.
  // biome-ignore lint/correctness/useExhaustiveDependencies: written only when the words change
  useEffect(() => {
    if (isRecurring && automatic && words && words !== getValues('recurrenceDescription'))
      setValue('recurrenceDescription', words, { shouldDirty: true })
  }, [words, automatic, isRecurring])

  const tick = (checked: boolean) => {
    setValue('isRecurring', checked, { shouldDirty: true })
    if (checked) {
      const restored = lastRule.current || ruleText(touched ? choice : defaultChoice(date))
      const read = readChoice(restored, date, place)
      if (read) setChoice(read)
      setCustom(!read)
      setValue('recurrenceRule', restored, { shouldDirty: true })
      moveStart(date, restored)
    } else {
      // Nothing hidden is saved: the rule goes (ticking again brings it back) and so do automatic words.
      setValue('recurrenceRule', '', { shouldDirty: true })
      if (automatic) setValue('recurrenceDescription', '', { shouldDirty: true })
      setMoved(null)
      form.clearErrors(['recurrenceRule', 'date'])
    }
  }

  const ruleId = `${id}-rule`
  const shownAs = field('recurrenceDescription')
  const start = isRecurring ? startFor(date, rule) : date
  const dates = isRecurring && !errors.recurrenceRule ? comingDates(start, rule, place) : []
  const unit = FREQUENCIES.find((f) => f.value === choice.frequency) ?? FREQUENCIES[1]
  const ruleError = errors.recurrenceRule?.message

  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-300 p-3 sm:p-4">
      <legend className="px-1 font-semibold text-slate-800">Repeat</legend>
      <CheckboxField label="This event repeats" checked={isRecurring} onChange={(e) => tick(e.target.checked)} />
      {isRecurring ? (
        <>
          {custom ? (
            <div className="grid gap-2">
              <p className="text-sm text-slate-800">This event repeats in a custom way, set under Advanced below.</p>
              <div>
                <button
                  type="button"
                  className="btn min-h-11 border border-slate-400 text-slate-800 hover:bg-slate-100"
                  onClick={() => choose(defaultChoice(chosenDate))}
                >
                  Choose the repeat here instead
                </button>
              </div>
            </div>
          ) : (
            <RepeatControls id={id} choice={choice} unit={unit} choose={choose} />
          )}
          <div aria-live="polite" className="grid gap-1">
            {words ? (
              <p className="font-semibold text-slate-900" id={`${id}-words`}>
                {words}
              </p>
            ) : null}
            {moved && date === moved.to ? (
              <p className="text-sm text-slate-800">The first date is now {fullDate(moved.to)}, the first date this repeat gives.</p>
            ) : start !== date ? (
              <p className="text-sm text-slate-800">The first date will move to {fullDate(start)}, the first date this repeat gives.</p>
            ) : null}
          </div>
          {dates.length > 0 ? (
            <div>
              <p className="text-sm font-semibold text-slate-800" id={`${id}-dates`}>
                Next dates
              </p>
              <ul aria-labelledby={`${id}-dates`} className="text-sm text-slate-800">
                {dates.map((d) => (
                  <li key={d}>{shortDate(d)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <TextField
            label="Shown as"
            {...shownAs}
            hint={
              automatic ? (
                'The words visitors see beside the event. They follow the repeat until you type your own.'
              ) : (
                <>
                  Your own words.{' '}
                  {words ? (
                    <button
                      type="button"
                      className="min-h-6 font-semibold text-primary underline"
                      onClick={() => {
                        setAutomatic(true)
                        setValue('recurrenceDescription', words, { shouldDirty: true })
                      }}
                    >
                      Use “{words}”
                    </button>
                  ) : null}
                </>
              )
            }
            field={{
              ...shownAs.field,
              onChange: (e) => {
                setAutomatic(e.target.value === words)
                return shownAs.field.onChange(e)
              },
            }}
          />
          {repeatsAlready ? (
            <p className="text-muted text-sm">To cancel or change one date of the series, use Dates beside the event in the list.</p>
          ) : null}
          <details open={advancedOpen || Boolean(ruleError)} onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}>
            <summary className="min-h-6 cursor-pointer font-semibold text-slate-800">Advanced</summary>
            <div className="mt-2">
              <label htmlFor={ruleId} className="label-base">
                Rule (iCalendar RRULE)
              </label>
              <input
                id={ruleId}
                className="input-base font-mono"
                aria-invalid={ruleError ? true : undefined}
                aria-describedby={`${ruleId}-hint${ruleError ? ` ${ruleId}-error` : ''}`}
                {...register('recurrenceRule', {
                  onChange: (e) => {
                    const typed = String(e.target.value).trim()
                    const read = readChoice(typed, chosenDate, place)
                    if (read) setChoice(read)
                    setCustom(typed !== '' && !read)
                    setTouched(true)
                    lastRule.current = typed
                  },
                  onBlur: (e) => moveStart(chosenDate, String(e.target.value).trim()),
                })}
              />
              <p id={`${ruleId}-hint`} className="text-muted mt-1 text-sm">
                For calendar experts: the repeat as an RFC 5545 rule, like FREQ=MONTHLY;BYDAY=1SU. The choices above write it for you.
              </p>
              <FieldError id={`${ruleId}-error`} error={ruleError} />
            </div>
          </details>
        </>
      ) : description ? (
        <TextField label="Shown as" {...shownAs} hint="Words shown beside the event, though it does not repeat." />
      ) : null}
    </fieldset>
  )
}

/** The repeat's own controls: how often, on which days, and when it ends. */
function RepeatControls({
  id,
  choice,
  unit,
  choose,
}: {
  id: string
  choice: RepeatChoice
  unit: (typeof FREQUENCIES)[number]
  choose: (changes: Partial<RepeatChoice>) => void
}) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-frequency`} className="label-base">
            Repeats
          </label>
          <select
            id={`${id}-frequency`}
            className={SELECT}
            value={choice.frequency}
            onChange={(e) => choose({ frequency: e.target.value as RepeatFrequency })}
          >
            {FREQUENCIES.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-interval`} className="label-base">
            Every
          </label>
          <div className="flex items-center gap-2">
            <NumberBox
              id={`${id}-interval`}
              max={99}
              value={choice.interval}
              describedBy={`${id}-unit`}
              set={(interval) => choose({ interval })}
            />
            <span id={`${id}-unit`}>{choice.interval === 1 ? unit.one : unit.many}</span>
          </div>
        </div>
      </div>
      {choice.frequency === 'weekly' ? (
        <Group legend="On">
          <div className="flex flex-wrap gap-2">
            {WEEK.map((day) => {
              const on = choice.weekdays.includes(day)
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={on}
                  aria-label={WEEKDAY_NAMES[day]}
                  className={`min-h-11 min-w-11 rounded-md border px-2 text-sm font-semibold ${on ? 'border-primary bg-primary text-white' : 'border-slate-400 bg-white text-slate-800'}`}
                  onClick={() => {
                    // At least one day: the last one chosen stays.
                    if (on && choice.weekdays.length === 1) return
                    choose({ weekdays: on ? choice.weekdays.filter((d) => d !== day) : [...choice.weekdays, day] })
                  }}
                >
                  {WEEKDAY_NAMES[day].slice(0, 3)}
                </button>
              )
            })}
          </div>
        </Group>
      ) : null}
      {choice.frequency === 'monthly' ? (
        <Group legend="On">
          <div className="grid gap-2">
            <Radio name={`${id}-monthly`} checked={choice.monthlyBy === 'day'} onChange={() => choose({ monthlyBy: 'day' })}>
              On day {choice.monthDay}
            </Radio>
            {choice.monthlyBy === 'day' ? (
              <div className="ml-7">
                <label htmlFor={`${id}-month-day`} className="label-base">
                  Day of the month
                </label>
                <select
                  id={`${id}-month-day`}
                  className={SELECT}
                  value={choice.monthDay}
                  onChange={(e) => choose({ monthDay: Number(e.target.value) })}
                >
                  {MONTH_DAYS.map((day) => (
                    <option key={day} value={day}>
                      {day}
                    </option>
                  ))}
                </select>
                {skipsShortMonths(choice.monthDay) ? (
                  <p className="text-muted mt-1 text-sm">Months without a day {choice.monthDay} are skipped.</p>
                ) : null}
              </div>
            ) : null}
            <Radio name={`${id}-monthly`} checked={choice.monthlyBy === 'weekday'} onChange={() => choose({ monthlyBy: 'weekday' })}>
              On the {ordinalWord(choice.weekOfMonth)} {WEEKDAY_NAMES[choice.weekday]}
            </Radio>
            {choice.monthlyBy === 'weekday' ? (
              <div className="ml-7 flex flex-wrap gap-3">
                <div>
                  <label htmlFor={`${id}-week`} className="label-base">
                    Which week
                  </label>
                  <select
                    id={`${id}-week`}
                    className={SELECT}
                    value={choice.weekOfMonth}
                    onChange={(e) => choose({ weekOfMonth: Number(e.target.value) as WeekOfMonth })}
                  >
                    {WEEKS_OF_MONTH.map((w) => (
                      <option key={w.value} value={w.value}>
                        {w.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={`${id}-weekday`} className="label-base">
                    Weekday
                  </label>
                  <select
                    id={`${id}-weekday`}
                    className={SELECT}
                    value={choice.weekday}
                    onChange={(e) => choose({ weekday: Number(e.target.value) })}
                  >
                    {WEEK.map((day) => (
                      <option key={day} value={day}>
                        {WEEKDAY_NAMES[day]}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            ) : null}
          </div>
        </Group>
      ) : null}
      <Group legend="Ends">
        <div className="grid gap-2">
          {(
            [
              ['never', 'Never'],
              ['on', 'On a date'],
              ['after', 'After a number of times'],
            ] as [RepeatEnd, string][]
          ).map(([value, label]) => (
            <Radio key={value} name={`${id}-ends`} checked={choice.ends === value} onChange={() => choose({ ends: value })}>
              {label}
            </Radio>
          ))}
          {choice.ends === 'on' ? (
            <div className="ml-7">
              <label htmlFor={`${id}-until`} className="label-base">
                Last date
              </label>
              <input
                id={`${id}-until`}
                type="date"
                className="input-base w-auto min-h-11"
                value={choice.until}
                onChange={(e) => e.target.value && choose({ until: e.target.value })}
              />
            </div>
          ) : null}
          {choice.ends === 'after' ? (
            <div className="ml-7">
              <label htmlFor={`${id}-count`} className="label-base">
                Number of times
              </label>
              <NumberBox id={`${id}-count`} max={999} value={choice.count} set={(count) => choose({ count })} />
            </div>
          ) : null}
        </div>
      </Group>
    </div>
  )
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="label-base">{legend}</legend>
      {children}
    </fieldset>
  )
}

function Radio({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex min-h-6 items-center gap-2 text-slate-800">
      <input type="radio" name={name} className="h-5 w-5 accent-primary" checked={checked} onChange={onChange} />
      {children}
    </label>
  )
}

/**
 * A whole number from 1 to `max`, typed freely: what is typed stays while it is being typed (an empty
 * box on the way to another number), and the repeat changes as soon as it is a number it can use.
 */
function NumberBox({
  id,
  max,
  value,
  describedBy,
  set,
}: {
  id: string
  max: number
  value: number
  describedBy?: string
  set: (n: number) => void
}) {
  const [text, setText] = useState(String(value))
  const usable = (typed: string) => /^\d{1,3}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= max
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      className={NUMBER}
      value={usable(text) && Number(text) !== value ? String(value) : text}
      aria-describedby={describedBy}
      onChange={(e) => {
        setText(e.target.value)
        if (usable(e.target.value)) set(Number(e.target.value))
      }}
      onBlur={() => setText(String(value))}
    />
  )
}

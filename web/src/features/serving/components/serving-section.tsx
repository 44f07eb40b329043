import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FieldError, FormField } from '../../../components/ui/form-field'
import { FormThanks } from '../../../components/ui/form-thanks'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { PostedNotice } from '../../../components/ui/posted-notice'
import { formatLongDate } from '../../../lib/dates'
import { serverFailure } from '../../../lib/forms'
import { fieldMessage, startingValues, usePostedForm, withStart } from '../../../lib/posted-form'
import { type ServingDayData, useServingChanged, useServingDay } from '../api/serving'
import { servedWords, servingForm } from '../page-forms'

/** 'Greeters — 1 of 2 taken', or 'All slots taken'. */
export const takenWords = (role: { slots: number; taken: number }) =>
  role.taken >= role.slots ? 'All slots taken' : `${role.taken} of ${role.slots} taken`

/**
 * 'Help on this day' (decision 0060), under an event's page (its next date) and each date's page: the
 * date's roles with how many slots are taken (never who), and a form to take one with a name and an
 * email. An ordinary form post without JavaScript (the page answers it). Nothing when the event has no roles.
 */
export function ServingSection({ eventId, date }: { eventId: string; date?: string }) {
  const { data } = useServingDay(eventId, date)
  if (!data || data.roles.length === 0 || data.on === '') return null
  const full = data.roles.every((role) => role.taken >= role.slots)
  return (
    <div className="container-page pb-10 lg:pb-14">
      <section id="help-on-this-day" aria-labelledby="help-on-this-day-title" className="card p-6 sm:p-8">
        <h2 id="help-on-this-day-title" className="text-2xl font-bold text-secondary">
          Help on this day
        </h2>
        {date || !data.repeats ? null : (
          <p className="mt-2 text-slate-700">
            For the next date, {formatLongDate(data.on)}.{' '}
            <Link to="/events/$id/$date" params={{ id: eventId, date: data.on }} className="link">
              See that date's page
            </Link>
          </p>
        )}
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {data.roles.map((role) => (
            <li key={role.id} className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-300 px-4 py-2">
              <span className="font-semibold text-slate-800">{role.name}</span>
              <span className={role.taken >= role.slots ? 'text-slate-600' : 'text-slate-800'}>{takenWords(role)}</span>
            </li>
          ))}
        </ul>
        {!data.open ? (
          <p className="mt-4 text-slate-700">Sign-ups for this date are closed.</p>
        ) : full ? (
          <p className="mt-4 text-slate-700">All slots are taken on this day. Thank you to everyone who offered!</p>
        ) : (
          <ServingForm eventId={eventId} day={data} />
        )}
      </section>
    </div>
  )
}

type Values = { eventId: string; date: string; roleId: string; name: string; email: string; website: string }

/** The form: which role (only those with room), a name and an email; the thanks take its place once sent. */
function ServingForm({ eventId, day }: { eventId: string; day: ServingDayData }) {
  const id = useId()
  const posted = usePostedForm('serving')
  const changed = useServingChanged()
  const send = useMutation({ mutationFn: servingForm.send })
  const [thanks, setThanks] = useState<'posted' | 'sent' | null>(posted?.notice?.sent ? 'posted' : null)
  const [thanksWords, setThanksWords] = useState(posted?.notice?.sent ? posted.notice.message : servingForm.sent.message)
  const [failure, setFailure] = useState<string | null>(null)
  const open = day.roles.filter((role) => role.taken < role.slots)
  const empty: Values = { eventId, date: day.on, roleId: open.length === 1 ? open[0].id : '', name: '', email: '', website: '' }
  const start = thanks ? empty : { ...startingValues(posted, empty), eventId, date: day.on }
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<Values>({
    resolver: valibotResolver(servingForm.schema) as never,
    defaultValues: start,
  })
  const messageOf = (name: keyof Values) => fieldMessage(posted, formState.isSubmitted, name, formState.errors[name]?.message)
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const answer = await send.mutateAsync({ ...values, eventId, date: day.on })
      setThanksWords(servedWords(answer))
      reset(empty)
      setThanks('sent')
    } catch (error) {
      setFailure(serverFailure(error, setError, servingForm.failure))
    } finally {
      await changed()
    }
  })
  const askedAgain = useRef(false)
  useEffect(() => {
    if (askedAgain.current && !thanks) setFocus('name')
  }, [thanks, setFocus])

  if (thanks)
    return (
      <div className="mt-6">
        <FormThanks
          title={servingForm.sent.title}
          message={thanksWords}
          again="Add another name"
          action="#help-on-this-day"
          focus={thanks === 'sent'}
          onAgain={() => {
            askedAgain.current = true
            setThanks(null)
          }}
        />
      </div>
    )
  const roleError = messageOf('roleId')
  const notice = submittedNotice(posted, formState.isSubmitted)
  return (
    <form method="post" action="#help-on-this-day" onSubmit={onSubmit} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="form" value={servingForm.name} />
      <input type="hidden" {...withStart(register('eventId'), eventId)} />
      <input type="hidden" {...withStart(register('date'), day.on)} />
      <HoneypotField field={withStart(register('website'), start.website)} />
      <PostedNotice posted={notice} className="sm:col-span-2" />
      {failure ? (
        <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900 sm:col-span-2">
          {failure}
        </p>
      ) : null}
      <fieldset
        className="sm:col-span-2"
        aria-describedby={roleError ? `${id}-role-error` : undefined}
        aria-invalid={roleError ? true : undefined}
      >
        <legend className="label-base">I can help as</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {open.map((role) => (
            <label key={role.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2">
              <input
                type="radio"
                {...register('roleId')}
                value={role.id}
                defaultChecked={start.roleId === role.id}
                className="h-6 w-6 shrink-0 accent-primary"
              />
              <span className="font-semibold text-slate-800">{role.name}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-role-error`} error={roleError} />
      </fieldset>
      <FormField id={`${id}-name`} label="Your name" error={messageOf('name')}>
        {(control) => (
          <input {...control} type="text" autoComplete="name" className="input-base" {...withStart(register('name'), start.name)} />
        )}
      </FormField>
      <FormField id={`${id}-email`} label="Your email" error={messageOf('email')}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" className="input-base" {...withStart(register('email'), start.email)} />
        )}
      </FormField>
      <p className="text-sm text-slate-600 sm:col-span-2">
        We email you the details, a link to give up your slot if you need to, and a reminder two days before. Only the church's staff see
        your name.
      </p>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Take a slot'}
        </button>
      </div>
    </form>
  )
}

/** The server's notice after a post without JavaScript, until the visitor sends the form in the browser. */
const submittedNotice = (posted: ReturnType<typeof usePostedForm>, submitted: boolean) => (submitted ? undefined : posted)

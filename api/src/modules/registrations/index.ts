import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { filledHoneypot } from '../../lib/honeypot'
import { anyone, editor, form, read } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { wakeOutbox } from '../email/outbox'
import { icsFileName } from '../feeds/calendar'
import { siteAddress } from '../site-config/service'
import {
  CheckInInput,
  ManagedRegistration,
  ManageInput,
  QueuedAnswer,
  RegisteredAnswer,
  RegistrantsEmailInput,
  Registration,
  RegistrationCounts,
  RegistrationInput,
  RegistrationList,
  RegistrationListQuery,
  RegistrationSettings,
  RegistrationSettingsInput,
  RegistrationStateAnswer,
  RegistrationStateQuery,
  TellRegistrantsInput,
  TokenQuery,
} from './model'
import * as registrations from './service'

/** What a robot (its honeypot filled) is told: the same words as a person waiting for their email. */
export const REGISTERED_ROBOT = 'Thank you. Please check your email for your confirmation.'

/**
 * Registration for events (decision 0058). Visitors: the state of a date (places left), the form, and
 * the link's page (change the party or cancel, by the signed token alone). Staff who may edit events
 * (editors and admins): the settings, the list with check-in, the export, emails to those registered.
 * Every write a visitor makes moves the content version: the event's page shows the places left.
 */
export const registrationRoutes = ({ db, config, log, userOf, content }: AppContext) => {
  const context = async () => ({ timezone: config.timezone, now: content.clock(), origin: await siteAddress(db, config), log })
  return new Elysia({ prefix: '/api' })
    .use(policies)
    .get(
      '/events/:id/registration',
      async ({ params, query }) => ({ registration: await registrations.registrationState(db, params.id, query.on, await context()) }),
      { policy: read, params: IdParams, query: RegistrationStateQuery, response: { 200: RegistrationStateAnswer } },
    )
    .post(
      '/event-registrations',
      async ({ body, status }) => {
        if (filledHoneypot(body)) return status(201, { message: REGISTERED_ROBOT })
        const done = await registrations.register(db, body, await context())
        content.changed()
        wakeOutbox(db)
        const { row, emailed } = done
        const next = emailed
          ? 'Your confirmation email has the date, the place and a link to change or cancel.'
          : "The church's email is not set up just now, so no confirmation email was sent: the church office has your registration."
        const message =
          row.status === 'waiting'
            ? `You are on the waiting list. If a place comes free, we will email you. ${emailed ? 'Your email has a link to cancel.' : next}`
            : `You are registered. ${next}`
        return status(201, { message, status: row.status, id: row.id })
      },
      { policy: form('registration'), body: RegistrationInput, response: { 201: RegisteredAnswer } },
    )
    .get('/event-registrations/manage', async ({ query }) => registrations.managedRegistration(db, query.token ?? '', await context()), {
      policy: anyone,
      query: TokenQuery,
      response: { 200: ManagedRegistration },
    })
    .post(
      '/event-registrations/manage',
      async ({ body }) => {
        const done = await registrations.changeRegistration(db, body, await context())
        content.changed()
        wakeOutbox(db)
        return done
      },
      {
        policy: form('registration-change'),
        body: ManageInput,
        response: { 200: v.object({ message: v.string(), status: v.picklist(['confirmed', 'waiting', 'cancelled']) }) },
      },
    )
    .get('/admin/registration-counts', async () => registrations.registrationCounts(db, config.timezone, content.clock()), {
      policy: editor,
      response: { 200: RegistrationCounts },
    })
    .get('/admin/events/:id/registration', async ({ params }) => registrations.settingsForStaff(db, params.id), {
      policy: editor,
      params: IdParams,
      response: { 200: v.nullable(RegistrationSettings) },
    })
    .put(
      '/admin/events/:id/registration',
      async ({ params, body, request }) => {
        const saved = await registrations.saveSettings(db, params.id, body, await userOf(request), await context())
        wakeOutbox(db)
        return saved
      },
      { policy: editor, params: IdParams, body: RegistrationSettingsInput, response: { 200: RegistrationSettings } },
    )
    .get('/admin/events/:id/registrations', async ({ params, query }) => registrations.listRegistrations(db, params.id, query.on), {
      policy: editor,
      params: IdParams,
      query: RegistrationListQuery,
      response: { 200: RegistrationList },
    })
    .get('/admin/events/:id/registered', async ({ params, query }) => registrations.registeredCount(db, params.id, query.on), {
      policy: editor,
      params: IdParams,
      query: RegistrationListQuery,
      response: { 200: v.object({ people: v.number(), registrations: v.number() }) },
    })
    .get(
      '/admin/events/:id/registrations/export',
      async ({ params, query }) => {
        const { title, csv } = await registrations.registrationsCsv(db, params.id, query.on)
        const name = `${icsFileName(title).slice(0, -'.ics'.length)}${query.on ? `-${query.on}` : ''}-registrations.csv`
        return new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'no-store',
          },
        })
      },
      { policy: editor, params: IdParams, query: RegistrationListQuery },
    )
    .put('/admin/event-registrations/:id/check-in', async ({ params, body }) => registrations.setCheckedIn(db, params.id, body.checkedIn), {
      policy: editor,
      params: IdParams,
      body: CheckInInput,
      response: { 200: Registration },
    })
    .post(
      '/admin/events/:id/registrations/email',
      async ({ params, body, request }) => {
        const done = await registrations.emailRegistrants(db, params.id, body, await userOf(request), await context())
        wakeOutbox(db)
        return done
      },
      { policy: editor, params: IdParams, body: RegistrantsEmailInput, response: { 200: QueuedAnswer } },
    )
    .post(
      '/admin/events/:id/registrations/tell',
      async ({ params, body, request }) => {
        const done = await registrations.tellRegistrants(db, params.id, body, await userOf(request), await context())
        wakeOutbox(db)
        return done
      },
      { policy: editor, params: IdParams, body: TellRegistrantsInput, response: { 200: QueuedAnswer } },
    )
}

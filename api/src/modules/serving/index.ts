import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { MessageAnswer } from '../../lib/answers'
import { churchNow } from '../../lib/dates'
import { IdParams } from '../../lib/fields'
import { filledHoneypot } from '../../lib/honeypot'
import { anyone, content, editor, form } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { wakeOutbox } from '../email/outbox'
import { siteAddress } from '../site-config/service'
import {
  HandSignupInput,
  RemoveSignupQuery,
  Rota,
  RotaQuery,
  ServingDay,
  ServingDayQuery,
  ServingEvent,
  ServingRole,
  ServingRolesInput,
  ServingSignupInput,
  WithdrawSlot,
  WithdrawToken,
} from './model'
import * as serving from './service'

export const PERSON_ADDED = 'Name added'
export const PERSON_REMOVED = 'Removed from the list'

/**
 * Sign-up sheets for serving (decision 0060). Visitors read a date's roles as counts and take a slot
 * with the public form (counted and capped like the others; a page post without JavaScript goes
 * through the same route). Staff who may edit every event (editors and admins) set roles, see the
 * rota with names and emails, and add or remove people.
 */
export const servingRoutes = (ctx: AppContext) => {
  const { db, config, log, userOf } = ctx
  const now = () => ctx.content.clock()
  const mail = async () => ({ origin: await siteAddress(db, config), log })
  return new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/events/:id/serving', async ({ params, query }) => serving.servingDay(db, params.id, query.date, now(), config.timezone), {
      policy: content(),
      params: IdParams,
      query: ServingDayQuery,
      response: { 200: ServingDay },
    })
    .post(
      '/serving/signups',
      async ({ body, status }) => {
        if (filledHoneypot(body)) return status(201, { message: serving.SLOT_TAKEN })
        const taken = await serving.signUp(db, body, now(), config.timezone, await mail())
        // The counts visitors read changed.
        ctx.content.changed()
        wakeOutbox(db)
        return status(201, { message: taken.emailed ? serving.SLOT_TAKEN : serving.SLOT_TAKEN_NO_EMAIL })
      },
      { policy: form('serving'), body: ServingSignupInput, response: { 201: MessageAnswer } },
    )
    .get('/serving/withdraw', async ({ query }) => serving.withdrawSlot(db, query.token), {
      policy: anyone,
      query: WithdrawToken,
      response: { 200: WithdrawSlot },
    })
    .post(
      '/serving/withdraw',
      async ({ body }) => {
        await serving.withdraw(db, body.token)
        ctx.content.changed()
        return { message: serving.SLOT_GIVEN_UP }
      },
      { policy: form('withdraw'), body: WithdrawToken, response: { 200: MessageAnswer } },
    )
    .get('/admin/serving/events', async () => serving.servingEvents(db, now(), config.timezone), {
      policy: editor,
      response: { 200: v.array(ServingEvent) },
    })
    .get('/admin/serving/events/:id/roles', async ({ params }) => serving.staffRoles(db, params.id, now(), config.timezone), {
      policy: editor,
      params: IdParams,
      response: { 200: v.array(ServingRole) },
    })
    .put(
      '/admin/serving/events/:id/roles',
      async ({ params, body, request }) => serving.saveRoles(db, params.id, body, await userOf(request), now(), config.timezone),
      { policy: editor, params: IdParams, body: ServingRolesInput, response: { 200: v.array(ServingRole) } },
    )
    .get(
      '/admin/serving/rota',
      async ({ query }) => serving.rota(db, query.from ?? churchNow(config.timezone, now()).date, config.timezone),
      {
        policy: editor,
        query: RotaQuery,
        response: { 200: Rota },
      },
    )
    .post(
      '/admin/serving/signups',
      async ({ body, status }) => {
        await serving.addByHand(db, body, now(), config.timezone, await mail())
        wakeOutbox(db)
        return status(201, { message: PERSON_ADDED })
      },
      { policy: editor, body: HandSignupInput, response: { 201: MessageAnswer } },
    )
    .delete(
      '/admin/serving/signups/:id',
      async ({ params, query }) => {
        await serving.removeSignup(db, params.id, query.tell === 'true', await mail())
        wakeOutbox(db)
        return { message: PERSON_REMOVED }
      },
      { policy: editor, params: IdParams, query: RemoveSignupQuery, response: { 200: MessageAnswer } },
    )
}

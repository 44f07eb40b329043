import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { ITEM_DELETED, MessageAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { admin } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { NewUserAnswer, NewUserInput, PastoralCareInput, User, UserList, UserRoleInput } from './model'
import * as accounts from './service'

/** Staff accounts (admins only). */
export const userRoutes = ({ db, userOf }: AppContext) =>
  new Elysia({ prefix: '/api/admin' })
    .use(policies)
    .get('/users', async () => accounts.listUsers(db), { policy: admin, response: { 200: UserList } })
    .post('/users', async ({ body, status, request }) => status(201, await accounts.addUser(db, body, await userOf(request))), {
      policy: admin,
      body: NewUserInput,
      response: { 201: NewUserAnswer },
    })
    .patch('/users/:id', async ({ params, body, request }) => accounts.setRole(db, params.id, body.role, await userOf(request)), {
      policy: admin,
      params: IdParams,
      body: UserRoleInput,
      response: { 200: User },
    })
    .put(
      '/users/:id/pastoral-care',
      async ({ params, body, request }) => accounts.setPastoralCare(db, params.id, body.pastoralCare, await userOf(request)),
      { policy: admin, params: IdParams, body: PastoralCareInput, response: { 200: User } },
    )
    .delete(
      '/users/:id',
      async ({ params, request }) => {
        await accounts.removeUser(db, params.id, await userOf(request))
        return { message: ITEM_DELETED }
      },
      { policy: admin, params: IdParams, response: { 200: MessageAnswer } },
    )

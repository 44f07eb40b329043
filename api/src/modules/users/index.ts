import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { ITEM_DELETED, MessageAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { admin } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { NewUserAnswer, NewUserInput, User, UserList, UserRoleInput } from './model'
import * as accounts from './service'

/** Staff accounts (admins only). */
export const userRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api/admin' })
    .use(policies)
    .get('/users', async () => accounts.listUsers(db), { policy: admin, response: { 200: UserList } })
    .post('/users', async ({ body, status }) => status(201, await accounts.addUser(db, body)), {
      policy: admin,
      body: NewUserInput,
      response: { 201: NewUserAnswer },
    })
    .patch('/users/:id', async ({ params, body }) => accounts.setRole(db, params.id, body.role), {
      policy: admin,
      params: IdParams,
      body: UserRoleInput,
      response: { 200: User },
    })
    .delete(
      '/users/:id',
      async ({ params }) => {
        await accounts.removeUser(db, params.id)
        return { message: ITEM_DELETED }
      },
      { policy: admin, params: IdParams, response: { 200: MessageAnswer } },
    )

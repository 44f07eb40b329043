import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { NewUserInput, UserAdminFlagInput } from './model'
import * as accounts from './service'

/** Staff accounts (admins only). */
export const userRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api/admin' })
    .get('/users', () => accounts.listUsers(db))
    .post('/users', async ({ body, status }) => status(201, await accounts.addUser(db, body)), { body: NewUserInput })
    .patch('/users/:id', ({ params, body }) => accounts.setAdminFlag(db, params.id, body.isAdmin), {
      params: IdParams,
      body: UserAdminFlagInput,
    })
    .delete(
      '/users/:id',
      async ({ params }) => {
        await accounts.removeUser(db, params.id)
        return { message: 'Item deleted successfully' }
      },
      { params: IdParams },
    )

import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { SubscribeInput } from './model'
import { listSubscribers, subscribe } from './service'

export const newsletterRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .post(
      '/newsletter/subscribe',
      async ({ body }) => {
        await subscribe(db, body)
        return { message: 'Thank you for subscribing to our newsletter!' }
      },
      { body: SubscribeInput },
    )
    .get('/admin/newsletters', () => listSubscribers(db))

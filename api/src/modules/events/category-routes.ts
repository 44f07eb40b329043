import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { inTransaction } from '../../db/client'
import { MessageAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { content, contributor, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { changedFields, recordActivity } from '../activity/service'
import { OrderInput } from '../church/model'
import * as categories from './categories'
import { EventCategory, EventCategoryInput, PublicEventCategoryList, StaffEventCategoryList } from './model'
import { publicCategories } from './service'

/**
 * Event categories (decision 0057): visitors read them (the row of links on /events); anyone on
 * staff reads them with their counts (the event dialog's checkboxes); those who may edit any event
 * (editors and admins) add, rename, reorder and delete them, each change a line in the activity log.
 */
export const eventCategoryRoutes = ({ db, config, userOf, content: published }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/event-categories', async () => publicCategories(db, config.timezone, published.clock()), {
      policy: content(),
      response: { 200: PublicEventCategoryList },
    })
    .get('/admin/event-categories', async () => categories.staffCategories(db), {
      policy: contributor,
      response: { 200: StaffEventCategoryList },
    })
    .post(
      '/admin/event-categories',
      async ({ body, request, status }) => {
        const by = await userOf(request)
        const made = await inTransaction(db, async (tx) => {
          const saved = await categories.createCategory(tx, body)
          await recordActivity(tx, { by, kind: 'create', area: 'events', recordId: saved.id, title: `Event category ${saved.name}` })
          return saved
        })
        return status(201, made)
      },
      { policy: editor, body: EventCategoryInput, response: { 201: EventCategory } },
    )
    .put(
      '/admin/event-categories/order',
      async ({ body, request }) => {
        const by = await userOf(request)
        return inTransaction(db, async (tx) => {
          const ordered = await categories.reorderCategories(tx, body.ids)
          await recordActivity(tx, { by, kind: 'edit', area: 'events', title: 'Event categories', changes: [{ field: 'order' }] })
          return ordered
        })
      },
      { policy: editor, body: OrderInput, response: { 200: StaffEventCategoryList } },
    )
    .put(
      '/admin/event-categories/:id',
      async ({ params, body, request }) => {
        const by = await userOf(request)
        return inTransaction(db, async (tx) => {
          const { before, saved } = await categories.updateCategory(tx, params.id, body)
          const changes = changedFields(before, saved, ['name', 'description'])
          await recordActivity(tx, { by, kind: 'edit', area: 'events', recordId: saved.id, title: `Event category ${saved.name}`, changes })
          return saved
        })
      },
      { policy: editor, params: IdParams, body: EventCategoryInput, response: { 200: EventCategory } },
    )
    .delete(
      '/admin/event-categories/:id',
      async ({ params, request }) => {
        const by = await userOf(request)
        return inTransaction(db, async (tx) => {
          const { category, message } = await categories.deleteCategory(tx, params.id)
          await recordActivity(tx, { by, kind: 'delete', area: 'events', recordId: category.id, title: `Event category ${category.name}` })
          return { message }
        })
      },
      { policy: editor, params: IdParams, response: { 200: MessageAnswer } },
    )

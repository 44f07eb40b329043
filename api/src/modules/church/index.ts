import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { OrderInput, PageItemInput, PageListOrderInput, PageTextsInput, ServiceTimeInput, StaffMemberInput } from './model'
import * as church from './service'

/** The church's facts staff keep in the Church tab: service times, staff, page texts and the lists (Plan a Visit's FAQ, values, beliefs, music groups, Kids Church programs). */
export const churchRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/church/service-times', () => church.listServiceTimes(db))
    .get('/admin/church/service-times', () => church.listServiceTimes(db))
    .post('/admin/church/service-times', async ({ body, status }) => status(201, await church.createServiceTime(db, body)), {
      body: ServiceTimeInput,
    })
    .put('/admin/church/service-times/order', ({ body }) => church.reorderServiceTimes(db, body), { body: OrderInput })
    .put('/admin/church/service-times/:id', ({ params, body }) => church.updateServiceTime(db, params.id, body, config.timezone), {
      params: IdParams,
      body: ServiceTimeInput,
    })
    .delete(
      '/admin/church/service-times/:id',
      async ({ params }) => {
        const { undo } = await church.deleteServiceTime(db, params.id)
        return { message: 'Service time deleted successfully', undo }
      },
      { params: IdParams },
    )
    .get('/church/staff', () => church.listStaff(db))
    .get('/admin/church/staff', () => church.listStaff(db))
    .post('/admin/church/staff', async ({ body, status }) => status(201, await church.createStaffMember(db, body)), {
      body: StaffMemberInput,
    })
    .put('/admin/church/staff/order', ({ body }) => church.reorderStaff(db, body), { body: OrderInput })
    .put('/admin/church/staff/:id', ({ params, body }) => church.updateStaffMember(db, params.id, body), {
      params: IdParams,
      body: StaffMemberInput,
    })
    .delete(
      '/admin/church/staff/:id',
      async ({ params }) => {
        const { undo } = await church.deleteStaffMember(db, params.id)
        return { message: 'Staff member deleted successfully', undo }
      },
      { params: IdParams },
    )
    .get('/church/texts', () => church.getPageTexts(db))
    .get('/admin/church/texts', () => church.getPageTexts(db))
    .put('/admin/church/texts', ({ body }) => church.updatePageTexts(db, body), { body: PageTextsInput })
    .get('/church/lists', () => church.getPageLists(db))
    .get('/admin/church/lists', () => church.getPageLists(db))
    .post('/admin/church/lists', async ({ body, status }) => status(201, await church.createPageItem(db, body)), { body: PageItemInput })
    .put('/admin/church/lists/order', ({ body }) => church.reorderPageList(db, body), { body: PageListOrderInput })
    .put('/admin/church/lists/:id', ({ params, body }) => church.updatePageItem(db, params.id, body), {
      params: IdParams,
      body: PageItemInput,
    })
    .delete('/admin/church/lists/:id', ({ params }) => church.deletePageItem(db, params.id), { params: IdParams })

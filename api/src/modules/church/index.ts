import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { FaqItemInput, OrderInput, PageTextsInput, ServiceTimeInput, StaffMemberInput } from './model'
import * as church from './service'

/** The church's facts staff keep in the Church tab: service times, staff, page texts and the Plan a Visit FAQ. */
export const churchRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/church/service-times', () => church.listServiceTimes(db))
    .get('/admin/church/service-times', () => church.listServiceTimes(db))
    .post('/admin/church/service-times', async ({ body, status }) => status(201, await church.createServiceTime(db, body)), {
      body: ServiceTimeInput,
    })
    .put('/admin/church/service-times/order', ({ body }) => church.reorderServiceTimes(db, body), { body: OrderInput })
    .put('/admin/church/service-times/:id', ({ params, body }) => church.updateServiceTime(db, params.id, body), {
      params: IdParams,
      body: ServiceTimeInput,
    })
    .delete(
      '/admin/church/service-times/:id',
      async ({ params }) => {
        await church.deleteServiceTime(db, params.id)
        return { message: 'Service time deleted successfully' }
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
        await church.deleteStaffMember(db, params.id)
        return { message: 'Staff member deleted successfully' }
      },
      { params: IdParams },
    )
    .get('/church/texts', () => church.getPageTexts(db))
    .get('/admin/church/texts', () => church.getPageTexts(db))
    .put('/admin/church/texts', ({ body }) => church.updatePageTexts(db, body), { body: PageTextsInput })
    .get('/church/faq', () => church.listFaq(db))
    .get('/admin/church/faq', () => church.listFaq(db))
    .post('/admin/church/faq', async ({ body, status }) => status(201, await church.createFaqItem(db, body)), { body: FaqItemInput })
    .put('/admin/church/faq/order', ({ body }) => church.reorderFaq(db, body), { body: OrderInput })
    .put('/admin/church/faq/:id', ({ params, body }) => church.updateFaqItem(db, params.id, body), { params: IdParams, body: FaqItemInput })
    .delete(
      '/admin/church/faq/:id',
      async ({ params }) => {
        await church.deleteFaqItem(db, params.id)
        return { message: 'FAQ item deleted successfully' }
      },
      { params: IdParams },
    )

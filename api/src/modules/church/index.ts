import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { DeletedAnswer } from '../../lib/answers'
import { deleterName } from '../../lib/bin'
import { IdParams } from '../../lib/fields'
import { recordRoutes } from '../../lib/record-routes'
import { content, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import {
  OrderInput,
  PageItem,
  PageItemInput,
  PageItemList,
  PageListOrderInput,
  PageLists,
  PageTexts,
  PageTextsInput,
  ServiceTime,
  ServiceTimeInput,
  ServiceTimeList,
  StaffList,
  StaffMember,
  StaffMemberInput,
} from './model'
import * as church from './service'

/** The church's facts staff keep in the Church tab: service times, staff, page texts and the lists (Plan a Visit's FAQ, values, beliefs, music groups, Kids Church programs). */
export const churchRoutes = ({ db, config, userOf }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/church/service-times', async () => church.listServiceTimes(db), { policy: content(), response: { 200: ServiceTimeList } })
    .get('/admin/church/service-times', async () => church.listServiceTimes(db), { policy: editor, response: { 200: ServiceTimeList } })
    .put('/admin/church/service-times/order', async ({ body }) => church.reorderServiceTimes(db, body), {
      policy: editor,
      body: OrderInput,
      response: { 200: ServiceTimeList },
    })
    .use(
      recordRoutes(
        '/church/service-times',
        { db, config, userOf },
        { input: ServiceTimeInput, saved: ServiceTime },
        church.serviceTimeRecords,
      ),
    )
    .get('/church/staff', async () => church.listStaff(db), { policy: content(), response: { 200: StaffList } })
    .get('/admin/church/staff', async () => church.listStaff(db), { policy: editor, response: { 200: StaffList } })
    .put('/admin/church/staff/order', async ({ body }) => church.reorderStaff(db, body), {
      policy: editor,
      body: OrderInput,
      response: { 200: StaffList },
    })
    .use(recordRoutes('/church/staff', { db, config, userOf }, { input: StaffMemberInput, saved: StaffMember }, church.staffRecords))
    .get('/church/texts', async () => church.getPageTexts(db), { policy: content(), response: { 200: PageTexts } })
    .get('/admin/church/texts', async () => church.getPageTexts(db), { policy: editor, response: { 200: PageTexts } })
    .put('/admin/church/texts', async ({ body }) => church.updatePageTexts(db, body), {
      policy: editor,
      body: PageTextsInput,
      response: { 200: PageTexts },
    })
    .get('/church/lists', async () => church.getPageLists(db), { policy: content(), response: { 200: PageLists } })
    .get('/admin/church/lists', async () => church.getPageLists(db), { policy: editor, response: { 200: PageLists } })
    .post('/admin/church/lists', async ({ body, status }) => status(201, await church.createPageItem(db, body)), {
      policy: editor,
      body: PageItemInput,
      response: { 201: PageItem },
    })
    .put('/admin/church/lists/order', async ({ body }) => church.reorderPageList(db, body), {
      policy: editor,
      body: PageListOrderInput,
      response: { 200: PageItemList },
    })
    .put('/admin/church/lists/:id', async ({ params, body }) => church.updatePageItem(db, params.id, body), {
      policy: editor,
      params: IdParams,
      body: PageItemInput,
      response: { 200: PageItem },
    })
    .delete(
      '/admin/church/lists/:id',
      async ({ params, request }) => church.deletePageItem(db, params.id, deleterName(await userOf(request))),
      {
        policy: editor,
        params: IdParams,
        response: { 200: DeletedAnswer },
      },
    )

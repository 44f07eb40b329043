import { Elysia } from 'elysia'
import { PAGE_LIST_WORDS, type PageList } from '../../content/page-lists'
import type { AppContext } from '../../context'
import { DeletedAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { recordRoutes } from '../../lib/record-routes'
import { content, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { changedFields, titleOf, withActivity } from '../activity/service'
import { canRestore, keepEdit, keepRevision } from '../revisions/service'
import {
  OrderInput,
  PageItem,
  PageItemInput,
  PageItemList,
  PageListOrderInput,
  PageLists,
  PageTexts,
  PageTextsInput,
  PageTextsRestore,
  PublicPageTexts,
  ServiceTime,
  ServiceTimeInput,
  ServiceTimeList,
  StaffList,
  StaffMember,
  StaffMemberInput,
} from './model'
import * as church from './service'

/** A list put in a new order, as the activity log notes it. */
const ORDERED = (title: string) => ({ kind: 'edit' as const, area: 'church' as const, title, changes: [{ field: 'order' }] })
/** A list's name as the Church tab heads it ('FAQ', 'Our Values'). */
const listWords = (list: PageList) => PAGE_LIST_WORDS[list].heading

// Page texts and list items are restored through their own saves (their history: decision 0043).
canRestore('page-texts', {
  input: PageTextsRestore,
  update: (db, _id, values: PageTextsInput) => church.updatePageTexts(db, values),
  find: (db) => church.getPageTexts(db),
  area: 'church',
  title: 'Page texts',
  noun: 'page texts',
})
canRestore('page-item', {
  input: PageItemInput,
  update: (db, id, values: PageItemInput) => church.updatePageItem(db, id, values),
  find: church.findPageItem,
  area: 'church',
  noun: 'item',
})

/** The church's facts staff keep in the Church tab: service times, staff, page texts and the lists (Plan a Visit's FAQ, values, beliefs, music groups, Kids Church programs). */
export const churchRoutes = ({ db, config, userOf }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/church/service-times', async () => church.listServiceTimes(db), { policy: content(), response: { 200: ServiceTimeList } })
    .get('/admin/church/service-times', async () => church.listServiceTimes(db), { policy: editor, response: { 200: ServiceTimeList } })
    .put(
      '/admin/church/service-times/order',
      async ({ body, request }) =>
        withActivity(
          db,
          await userOf(request),
          (tx) => church.reorderServiceTimes(tx, body),
          () => ORDERED('Service times'),
        ),
      {
        policy: editor,
        body: OrderInput,
        response: { 200: ServiceTimeList },
      },
    )
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
    .put(
      '/admin/church/staff/order',
      async ({ body, request }) =>
        withActivity(
          db,
          await userOf(request),
          (tx) => church.reorderStaff(tx, body),
          () => ORDERED('Staff'),
        ),
      {
        policy: editor,
        body: OrderInput,
        response: { 200: StaffList },
      },
    )
    .use(recordRoutes('/church/staff', { db, config, userOf }, { input: StaffMemberInput, saved: StaffMember }, church.staffRecords))
    .get('/church/texts', async () => church.publicPageTexts(db), { policy: content(), response: { 200: PublicPageTexts } })
    .get('/admin/church/texts', async () => church.getPageTexts(db), { policy: editor, response: { 200: PageTexts } })
    .put(
      '/admin/church/texts',
      async ({ body, request }) => {
        const before = await church.getPageTexts(db)
        const by = await userOf(request)
        return withActivity(
          db,
          by,
          async (tx) => {
            const after = await church.updatePageTexts(tx, body)
            // The texts are one record in their history, as the form saves them together (decision 0043).
            if (changedFields(before, after, Object.keys(body)).length > 0)
              await keepEdit(tx, { kind: 'page-texts', recordId: 'page-texts', data: after, by, before })
            return after
          },
          (after) => {
            const changes = changedFields(before, after, Object.keys(body))
            return changes.length > 0 ? { kind: 'edit', area: 'church', title: 'Page texts', changes } : null
          },
        )
      },
      {
        policy: editor,
        body: PageTextsInput,
        response: { 200: PageTexts },
      },
    )
    .get('/church/lists', async () => church.getPageLists(db), { policy: content(), response: { 200: PageLists } })
    .get('/admin/church/lists', async () => church.getPageLists(db), { policy: editor, response: { 200: PageLists } })
    .post(
      '/admin/church/lists',
      async ({ body, status, request }) => {
        const by = await userOf(request)
        const item = await withActivity(
          db,
          by,
          async (tx) => {
            const made = await church.createPageItem(tx, body)
            await keepRevision(tx, { kind: 'page-item', recordId: made.id, data: made, by })
            return made
          },
          (made) => ({ kind: 'create', area: 'church', recordId: made.id, title: titleOf(made) }),
        )
        return status(201, item)
      },
      {
        policy: editor,
        body: PageItemInput,
        response: { 201: PageItem },
      },
    )
    .put(
      '/admin/church/lists/order',
      async ({ body, request }) =>
        withActivity(
          db,
          await userOf(request),
          (tx) => church.reorderPageList(tx, body),
          () => ORDERED(listWords(body.list)),
        ),
      {
        policy: editor,
        body: PageListOrderInput,
        response: { 200: PageItemList },
      },
    )
    .put(
      '/admin/church/lists/:id',
      async ({ params, body, request }) => {
        const before = await church.findPageItem(db, params.id)
        const by = await userOf(request)
        return withActivity(
          db,
          by,
          async (tx) => {
            const after = await church.updatePageItem(tx, params.id, body)
            await keepEdit(tx, { kind: 'page-item', recordId: params.id, data: after, by, before })
            return after
          },
          (after) => ({
            kind: 'edit',
            area: 'church',
            recordId: params.id,
            title: titleOf(after),
            changes: changedFields(before, after, ['title', 'label', 'body']),
          }),
        )
      },
      {
        policy: editor,
        params: IdParams,
        body: PageItemInput,
        response: { 200: PageItem },
      },
    )
    .delete(
      '/admin/church/lists/:id',
      async ({ params, request }) => {
        const by = await userOf(request)
        const before = await church.findPageItem(db, params.id)
        return withActivity(
          db,
          by,
          (tx) => church.deletePageItem(tx, params.id),
          (gone) => ({ kind: 'delete', area: 'church', recordId: params.id, title: titleOf(before), batch: gone.undo }),
        )
      },
      {
        policy: editor,
        params: IdParams,
        response: { 200: DeletedAnswer },
      },
    )

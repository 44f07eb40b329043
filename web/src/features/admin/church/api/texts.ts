import { PAGE_LIST_WORDS, type PageList } from '@church/api/content/page-lists'
import type { PageItemInput, PageListOrderInput, PageTextsInput } from '@church/api/models/church'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'
import { useSaveRecord } from '../../api/save-record'

/** GET /api/admin/church/texts: every page text by its key. */
export const useAdminPageTexts = () => useQuery(adminQueryOptions(['church', 'texts'], () => unwrap(api.admin.church.texts.get())))

export const useSavePageTexts = () =>
  useAdminMutation({
    mutationFn: (texts: PageTextsInput) => unwrap(api.admin.church.texts.put(texts)),
    success: 'Page texts saved successfully',
  })

/** GET /api/admin/church/lists: every Church tab list with its items, in order. */
export const useAdminPageLists = () => useQuery(adminQueryOptions(['church', 'lists'], () => unwrap(api.admin.church.lists.get())))

export type AdminPageItem = NonNullable<ReturnType<typeof useAdminPageLists>['data']>[PageList][number]

export const useSavePageItem = (list: PageList) =>
  useSaveRecord<PageItemInput>({
    noun: PAGE_LIST_WORDS[list].item,
    create: (item) => unwrap(api.admin.church.lists.post(item)),
    update: (id, item) => unwrap(api.admin.church.lists({ id }).put(item)),
  })

export const useDeletePageItem = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.church.lists({ id }).delete()),
    success: (result) => result.message,
  })

export const useReorderPageList = () =>
  useAdminMutation({
    mutationFn: (order: PageListOrderInput) => unwrap(api.admin.church.lists.order.put(order)),
    success: 'Order saved',
  })

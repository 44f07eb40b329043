import { itemNoun, type PageList } from '@church/api/content/page-lists'
import type { PageItemInput, PageListOrderInput, PageTextsInput } from '@church/api/models/church'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'

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

export const useCreatePageItem = (list: PageList) =>
  useAdminMutation({
    mutationFn: (item: PageItemInput) => unwrap(api.admin.church.lists.post(item)),
    success: `${itemNoun(list)} created successfully`,
  })

export const useUpdatePageItem = (list: PageList) =>
  useAdminMutation({
    mutationFn: ({ id, item }: { id: string; item: PageItemInput }) => unwrap(api.admin.church.lists({ id }).put(item)),
    success: `${itemNoun(list)} updated successfully`,
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

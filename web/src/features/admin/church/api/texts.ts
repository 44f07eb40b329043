import type { FaqItemInput, OrderInput, PageTextsInput } from '@church/api/models/church'
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

/** GET /api/admin/church/faq: Plan a Visit's questions, in order. */
export const useAdminFaq = () => useQuery(adminQueryOptions(['church', 'faq'], () => unwrap(api.admin.church.faq.get())))

export type AdminFaqItem = NonNullable<ReturnType<typeof useAdminFaq>['data']>[number]

export const useCreateFaqItem = () =>
  useAdminMutation({
    mutationFn: (item: FaqItemInput) => unwrap(api.admin.church.faq.post(item)),
    success: 'FAQ item created successfully',
  })

export const useUpdateFaqItem = () =>
  useAdminMutation({
    mutationFn: ({ id, item }: { id: string; item: FaqItemInput }) => unwrap(api.admin.church.faq({ id }).put(item)),
    success: 'FAQ item updated successfully',
  })

export const useDeleteFaqItem = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.church.faq({ id }).delete()),
    success: 'FAQ item deleted successfully',
  })

export const useReorderFaq = () =>
  useAdminMutation({
    mutationFn: (order: OrderInput) => unwrap(api.admin.church.faq.order.put(order)),
    success: 'Order saved',
  })

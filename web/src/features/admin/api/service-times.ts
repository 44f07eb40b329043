import type { OrderInput, ServiceTimeInput } from '@church/api/models/church'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { adminQueryOptions, useAdminMutation } from './admin-query'
import { useSaveRecord } from './save-record'

/** GET /api/admin/church/service-times: every service time, in the order visitors see them. */
export const adminServiceTimesQueryOptions = () =>
  adminQueryOptions(['church', 'service-times'], () => unwrap(api.admin.church['service-times'].get()))

export const useAdminServiceTimes = () => useQuery(adminServiceTimesQueryOptions())

export type AdminServiceTime = NonNullable<ReturnType<typeof useAdminServiceTimes>['data']>[number]

export const useSaveServiceTime = () =>
  useSaveRecord<ServiceTimeInput>({
    noun: 'Service Time',
    create: (time) => unwrap(api.admin.church['service-times'].post(time)),
    update: (id, time) => unwrap(api.admin.church['service-times']({ id }).put(time)),
  })

export const useDeleteServiceTime = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.church['service-times']({ id }).delete()),
    success: 'Service time deleted successfully',
  })

/** PUT /api/admin/church/service-times/order: the whole list in its new order. */
export const useReorderServiceTimes = () =>
  useAdminMutation({
    mutationFn: (order: OrderInput) => unwrap(api.admin.church['service-times'].order.put(order)),
    success: 'Order saved',
  })

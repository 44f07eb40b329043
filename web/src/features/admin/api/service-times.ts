import type { OrderInput, ServiceTimeInput } from '@church/api/models/church'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { adminQueryOptions, useAdminMutation } from './admin-query'

/** GET /api/admin/church/service-times: every service time, in the order visitors see them. */
export const adminServiceTimesQueryOptions = () =>
  adminQueryOptions(['church', 'service-times'], () => unwrap(api.admin.church['service-times'].get()))

export const useAdminServiceTimes = () => useQuery(adminServiceTimesQueryOptions())

export type AdminServiceTime = NonNullable<ReturnType<typeof useAdminServiceTimes>['data']>[number]

export const useCreateServiceTime = () =>
  useAdminMutation({
    mutationFn: (time: ServiceTimeInput) => unwrap(api.admin.church['service-times'].post(time)),
    success: 'Service time created successfully',
  })

export const useUpdateServiceTime = () =>
  useAdminMutation({
    mutationFn: ({ id, time }: { id: string; time: ServiceTimeInput }) => unwrap(api.admin.church['service-times']({ id }).put(time)),
    success: 'Service time updated successfully',
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

import type { OrderInput, StaffMemberInput } from '@church/api/models/church'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'
import { useSaveRecord } from '../../api/save-record'

/** GET /api/admin/church/staff: the staff, in the order About Us shows them. */
export const adminStaffQueryOptions = () => adminQueryOptions(['church', 'staff'], () => unwrap(api.admin.church.staff.get()))

export const useAdminStaff = () => useQuery(adminStaffQueryOptions())

export type AdminStaffMember = NonNullable<ReturnType<typeof useAdminStaff>['data']>[number]

export const useSaveStaffMember = () =>
  useSaveRecord<StaffMemberInput>({
    noun: 'Staff Member',
    create: (person) => unwrap(api.admin.church.staff.post(person)),
    update: (id, person) => unwrap(api.admin.church.staff({ id }).put(person)),
  })

export const useDeleteStaffMember = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.church.staff({ id }).delete()),
    success: 'Staff member deleted successfully',
  })

export const useReorderStaff = () =>
  useAdminMutation({
    mutationFn: (order: OrderInput) => unwrap(api.admin.church.staff.order.put(order)),
    success: 'Order saved',
  })

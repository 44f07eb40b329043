import type { OrderInput, StaffMemberInput } from '@church/api/models/church'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'

/** GET /api/admin/church/staff: the staff, in the order About Us shows them. */
export const adminStaffQueryOptions = () => adminQueryOptions(['church', 'staff'], () => unwrap(api.admin.church.staff.get()))

export const useAdminStaff = () => useQuery(adminStaffQueryOptions())

export type AdminStaffMember = NonNullable<ReturnType<typeof useAdminStaff>['data']>[number]

export const useCreateStaffMember = () =>
  useAdminMutation({
    mutationFn: (person: StaffMemberInput) => unwrap(api.admin.church.staff.post(person)),
    success: 'Staff member created successfully',
  })

export const useUpdateStaffMember = () =>
  useAdminMutation({
    mutationFn: ({ id, person }: { id: string; person: StaffMemberInput }) => unwrap(api.admin.church.staff({ id }).put(person)),
    success: 'Staff member updated successfully',
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

import type { EventCategoryInput } from '@church/api/models/events'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'

/** GET /api/admin/event-categories: every category in staff's order, each with how many events carry it (decision 0057). */
export const useAdminEventCategories = () =>
  useQuery(adminQueryOptions(['event-categories'], () => unwrap(api.admin['event-categories'].get())))
export type AdminEventCategory = NonNullable<ReturnType<typeof useAdminEventCategories>['data']>[number]

/*
 * No toasts: the Categories dialog is modal, and a toast behind it is hidden from screen readers; the
 * dialog says what was done in its own status line.
 */

/** POST /api/admin/event-categories. */
export const useAddEventCategory = () =>
  useAdminMutation({
    mutationFn: (input: EventCategoryInput) => unwrap(api.admin['event-categories'].post(input)),
    refusedInPlace: true,
  })

/** PUT /api/admin/event-categories/{id}: a new name (its address follows) or description. */
export const useRenameEventCategory = () =>
  useAdminMutation({
    mutationFn: ({ id, ...input }: EventCategoryInput & { id: string }) => unwrap(api.admin['event-categories']({ id }).put(input)),
    refusedInPlace: true,
  })

/** DELETE /api/admin/event-categories/{id}: its events lose it and keep everything else. */
export const useDeleteEventCategory = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin['event-categories']({ id }).delete()),
  })

/** PUT /api/admin/event-categories/order: every category once, first shown first. */
export const useOrderEventCategories = () =>
  useAdminMutation({
    mutationFn: (ids: string[]) => unwrap(api.admin['event-categories'].order.put({ ids })),
  })

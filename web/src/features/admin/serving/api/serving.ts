import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'

const fetchRota = (from: string) => unwrap(api.admin.serving.rota.get({ query: from ? { from } : {} }))
export type Rota = Awaited<ReturnType<typeof fetchRota>>
export type RotaDay = Rota['days'][number]
export type RotaRole = RotaDay['roles'][number]
export type RotaPerson = RotaRole['people'][number]

/** GET /api/admin/serving/rota?from=…: three months of dates from `from` ('' today), each role with its people. */
export const useRota = (from: string) => useQuery(adminQueryOptions(['serving', 'rota', from], () => fetchRota(from)))

const fetchEvents = () => unwrap(api.admin.serving.events.get())
export type ServingEvent = Awaited<ReturnType<typeof fetchEvents>>[number]
/** GET /api/admin/serving/events: the events staff may give roles to, with how many each has. */
export const useServingEvents = () => useQuery(adminQueryOptions(['serving', 'events'], fetchEvents))

const fetchRoles = (eventId: string) => unwrap(api.admin.serving.events({ id: eventId }).roles.get())
export type StaffRole = Awaited<ReturnType<typeof fetchRoles>>[number]
/** GET /api/admin/serving/events/{id}/roles: one event's roles, with the people on dates to come. */
export const useEventRoles = (eventId: string) =>
  useQuery({ ...adminQueryOptions(['serving', 'roles', eventId], () => fetchRoles(eventId)), enabled: eventId !== '' })

export type RoleDraft = { id?: string; name: string; slots: number }
/** PUT /api/admin/serving/events/{id}/roles: the whole list, in order. */
export const useSaveRoles = () =>
  useAdminMutation({
    mutationFn: ({ eventId, roles, removeTaken }: { eventId: string; roles: RoleDraft[]; removeTaken: boolean }) =>
      unwrap(api.admin.serving.events({ id: eventId }).roles.put({ roles, removeTaken })),
    success: 'Roles saved',
  })

/** POST /api/admin/serving/signups: a name written in by hand. */
export const useAddPerson = () =>
  useAdminMutation({
    mutationFn: (body: { roleId: string; date: string; name: string; email: string }) => unwrap(api.admin.serving.signups.post(body)),
    success: (answer) => answer.message,
  })

/** DELETE /api/admin/serving/signups/{id}: emailed only when staff tick the box. */
export const useRemovePerson = () =>
  useAdminMutation({
    mutationFn: ({ id, tell }: { id: string; tell: boolean }) =>
      unwrap(api.admin.serving.signups({ id }).delete(undefined, { query: { tell: tell ? 'true' : 'false' } })),
    success: (answer) => answer.message,
  })

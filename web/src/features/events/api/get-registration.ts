import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/**
 * Where registration stands for an event's date (GET /api/events/{id}/registration): places left,
 * full, closed, and what the form asks; `registration` null when it is not turned on. `on` is a
 * series' date ('' for a one-off event).
 */
export const registrationQueryOptions = (id: string, on: string) =>
  queryOptions({
    queryKey: ['events', 'registration', id, on],
    queryFn: () => unwrap(api.events({ id }).registration.get({ query: { on } })),
  })

export const useRegistration = (id: string, on: string) => useQuery(registrationQueryOptions(id, on))

/** The link's page (GET /api/event-registrations/manage?token=…): the registration its signed token names. */
export const managedRegistrationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['event-registrations', 'manage', token],
    queryFn: () => unwrap(api['event-registrations'].manage.get({ query: { token } })),
    enabled: token !== '',
    // A link that is not valid was answered on the server: the page says so at once, never 'Loading'.
    retryOnMount: false,
  })

/**
 * What an event's page and a date's page read besides the event: the registration and 'Help on this
 * day' (decisions 0058, 0060). Loaded by their loaders when they run, so their reads stay out of the
 * chunk every page starts with (home's first load, web/first-load.budget.ts). Not a route: the
 * router passes over files whose names begin with '-'.
 */
export const eventPageReads = async () => {
  const [{ registrationQueryOptions }, { servingDayQueryOptions }] = await Promise.all([
    import('../features/events/api/get-registration'),
    import('../features/serving/api/serving'),
  ])
  return { registrationQueryOptions, servingDayQueryOptions }
}

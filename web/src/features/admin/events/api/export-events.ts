import { api, unwrap } from '../../../../lib/api'

/**
 * Every event for the export file, fetched fresh when staff press Export (the table shows at most
 * 100; the export should hold them all). Not a cached query: the file must match the server now.
 */
export const fetchEventsForExport = () => unwrap(api.admin.events.get({ query: {} }))

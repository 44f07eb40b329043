import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { adminQueryOptions } from './admin-query'

/**
 * GET /api/admin/email/status: whether what the website sends reaches anybody ('off': site emails are
 * turned off; 'console': the log-only provider). Editors read it too; the settings are an admin's.
 */
export const emailStatusQueryOptions = () => adminQueryOptions(['email-status'], () => unwrap(api.admin.email.status.get()))

/** True once the server has said emails go out; false while not known, or when they don't. */
export const useEmailStatus = () => useQuery(emailStatusQueryOptions())

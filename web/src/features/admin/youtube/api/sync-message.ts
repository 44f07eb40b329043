import { failureWords } from '../../../../lib/failure-words'

/** The server's own words for a sync answer: its `message`, else the toast's own text ('YouTube playlist synced successfully'). */
export function syncSuccessMessage(data: unknown, fallback: string): string {
  const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined
  return typeof message === 'string' && message ? message : fallback
}

/** Why a sync failed, in the server's words without the status code (for the line under the button). */
export const syncFailureMessage = (error: unknown): string => failureWords(error, 'An error occurred')

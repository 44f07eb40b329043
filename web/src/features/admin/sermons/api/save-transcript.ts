import type { TranscriptInput } from '@church/api/models/sermons'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** PUT /api/admin/sermons/{id}/transcript: the transcript as pasted or read from its file; '' removes it. */
export const useSaveTranscript = () =>
  useAdminMutation({
    mutationFn: ({ id, transcript }: TranscriptInput & { id: string }) => unwrap(api.admin.sermons({ id }).transcript.put({ transcript })),
    success: (saved) => (saved.transcriptFormat ? 'Transcript saved' : 'Transcript removed'),
  })

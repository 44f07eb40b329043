import { inSentence } from '@church/api/content/page-lists'
import { useAdminMutation } from './admin-query'

/**
 * How an add/edit dialog saves: `save(input)` adds a record, `save(input, id)` changes that one; `saving`
 * while either runs. `noun` names the kind of record in its dialog's title ('Add Staff Member').
 */
export type RecordSaver<TInput> = { noun: string; save: (input: TInput, id?: string) => Promise<unknown>; saving: boolean }

/**
 * Adding (POST) or changing (PUT with its id) one record of a dashboard list: a sermon, an event, a
 * member of staff... Every field is sent, so a cleared field is cleared. The toast says
 * 'Staff member created successfully' or 'Staff member updated successfully'.
 */
export function useSaveRecord<TInput>({
  noun,
  create,
  update,
}: {
  noun: string
  create: (input: TInput) => Promise<unknown>
  update: (id: string, input: TInput) => Promise<unknown>
}): RecordSaver<TInput> {
  const created = useAdminMutation({ mutationFn: create, success: `${inSentence(noun)} created successfully` })
  const updated = useAdminMutation({
    mutationFn: ({ id, input }: { id: string; input: TInput }) => update(id, input),
    success: `${inSentence(noun)} updated successfully`,
  })
  return {
    noun,
    save: (input, id) => (id ? updated.mutateAsync({ id, input }) : created.mutateAsync(input)),
    saving: created.isPending || updated.isPending,
  }
}

import { StaffMemberInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { PictureField, TextAreaField, TextField, useDialogFields } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'
import { type AdminStaffMember, useCreateStaffMember, useUpdateStaffMember } from './api/staff'

type StaffFormValues = v.InferInput<typeof StaffMemberInput>

const toFormValues = (person: AdminStaffMember | null | undefined): StaffFormValues => ({
  name: person?.name ?? '',
  title: person?.title ?? '',
  email: person?.email ?? '',
  photoUrl: person?.photoUrl ?? '',
  bio: person?.bio ?? '',
})

/** Add or edit one member of staff (Church tab → Staff). */
export function StaffDialog({ person, ...dialog }: DialogState & { person?: AdminStaffMember | null }) {
  return (
    <EntityDialog
      {...dialog}
      noun="Staff Member"
      editing={Boolean(person)}
      description="The name is required. Without a photo the staff page shows initials."
    >
      {(onDone) => <StaffForm person={person} onDone={onDone} />}
    </EntityDialog>
  )
}

function StaffForm({ person, onDone }: { person?: AdminStaffMember | null; onDone: () => void }) {
  const create = useCreateStaffMember()
  const update = useUpdateStaffMember()
  const { register, control, errors, onSubmit, saving } = useEntityForm<StaffFormValues, StaffMemberInput>({
    resolver: valibotResolver(StaffMemberInput),
    defaultValues: toFormValues(person),
    save: (values) => (person ? update.mutateAsync({ id: person.id, person: values }) : create.mutateAsync(values)),
    saving: create.isPending || update.isPending,
    onDone,
    fallback: 'Failed to save the staff member',
    draftKey: `staff:${person?.id ?? 'new'}`,
    editing: person,
  })

  const field = useDialogFields({ register, errors })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required {...field('name')} />
        <TextField label="Title" placeholder="e.g. Associate Priest" {...field('title')} />
      </div>
      <TextField label="Email" type="email" inputMode="email" {...field('email')} />
      <PictureField control={control} name="photoUrl" label="Photo" />
      <TextAreaField label="Short bio" rows={4} hint="Plain text; a blank line starts a new paragraph." {...field('bio')} />
      <EntityDialogFooter saving={saving} editing={Boolean(person)} onCancel={onDone} />
    </form>
  )
}

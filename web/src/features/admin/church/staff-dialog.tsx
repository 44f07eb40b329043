import { StaffMemberInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { PictureField, TextAreaField, TextField } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { type AdminStaffMember, useSaveStaffMember } from './api/staff'

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
      description="The name is required. Without a photo the staff page shows initials."
      record={person}
      draft="staff"
      saver={useSaveStaffMember()}
      resolver={valibotResolver(StaffMemberInput)}
      defaultValues={toFormValues(person)}
    >
      {({ field, control }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" required {...field('name')} />
            <TextField label="Title" placeholder="e.g. Associate Priest" {...field('title')} />
          </div>
          <TextField label="Email" type="email" inputMode="email" {...field('email')} />
          <PictureField control={control} name="photoUrl" label="Photo" />
          <TextAreaField label="Short bio" rows={4} hint="Plain text; a blank line starts a new paragraph." {...field('bio')} />
        </>
      )}
    </EntityDialog>
  )
}

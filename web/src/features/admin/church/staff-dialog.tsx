import { StaffMemberInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { Controller } from 'react-hook-form'
import type * as v from 'valibot'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { ImageField } from '../../../components/ui/image-field'
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
export function StaffDialog({
  open,
  onOpenChange,
  person,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  person?: AdminStaffMember | null
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={person ? 'Edit Staff Member' : 'Add Staff Member'}
      description="The name is required. Without a photo the staff page shows initials."
    >
      <StaffForm person={person} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function StaffForm({ person, onDone }: { person?: AdminStaffMember | null; onDone: () => void }) {
  const id = useId()
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

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(c) => <input {...c} required className="input-base" {...register('name')} />}
        </FormField>
        <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
          {(c) => <input {...c} placeholder="e.g. Associate Priest" className="input-base" {...register('title')} />}
        </FormField>
      </div>
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        {(c) => <input {...c} type="email" inputMode="email" className="input-base" {...register('email')} />}
      </FormField>
      <Controller
        control={control}
        name="photoUrl"
        render={({ field, fieldState }) => (
          <ImageField
            label="Photo"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField id={`${id}-bio`} label="Short bio" error={errors.bio?.message}>
        {(c) => (
          <>
            <textarea {...c} rows={4} className="input-base" {...register('bio')} />
            <p className="text-muted mt-1 text-sm">Plain text; a blank line starts a new paragraph.</p>
          </>
        )}
      </FormField>
      <EntityDialogFooter saving={saving} editing={Boolean(person)} onCancel={onDone} />
    </form>
  )
}

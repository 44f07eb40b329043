import { Picture } from '../../../components/picture'
import { useLocalList } from '../api/paged-list'
import { useEditDialog } from '../components/form-draft'
import { OrderedRowActions, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { type AdminStaffMember, useAdminStaff, useDeleteStaffMember, useReorderStaff } from './api/staff'
import { ChurchListSection } from './church-list-section'
import { moved } from './service-times-section'
import { StaffDialog } from './staff-dialog'

/** Church tab → Staff: About Us → Staff shows them in this order, with their photo (else initials). */
export function StaffSection() {
  const staff = useAdminStaff()
  const dialog = useEditDialog<AdminStaffMember>('staff')
  const confirmDelete = useConfirmDelete<AdminStaffMember>({
    title: 'Delete Staff Member',
    message: (person) =>
      `Are you sure you want to delete ${person.name}? They will no longer be shown on the staff page. You can undo it from the message that follows.`,
    confirmLabel: 'Delete Staff Member',
    remove: useDeleteStaffMember(),
  })
  const reorder = useReorderStaff()
  const list = staff.data ?? []
  const rows = useLocalList(staff)
  const move = (person: AdminStaffMember, by: -1 | 1) => reorder.mutate({ ids: moved(list, person.id, by) })

  return (
    <ChurchListSection
      headingId="church-staff-heading"
      title="Staff"
      where="Shown on About Us → Staff; Music and Kids Church link to the ministers of those titles."
      addLabel="Add Staff Member"
      onAdd={dialog.add}
    >
      <ResourceTable
        caption="Staff, in the order the staff page shows them"
        noun="staff"
        searchable={false}
        list={rows}
        errorText="Staff could not be loaded."
        empty="No staff yet. Use Add Staff Member to add one."
        columns={[
          {
            label: 'Photo',
            onPhone: false,
            cell: (person) =>
              person.photoUrl ? (
                <Picture
                  src={person.photoUrl}
                  sizes="40px"
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 rounded-full bg-slate-200 object-cover"
                />
              ) : (
                <span aria-hidden="true" className="block h-10 w-10 rounded-full bg-slate-200" />
              ),
          },
          { label: 'Name', main: true, cell: (person) => person.name },
          { label: 'Title', cell: (person) => person.title },
          { label: 'Email', className: 'break-all', cell: (person) => person.email },
        ]}
        actions={(person) => (
          <OrderedRowActions
            name={person.name}
            row={person}
            rows={list}
            pending={reorder.isPending}
            onMove={(by) => move(person, by)}
            onEdit={() => dialog.edit(person)}
            onDelete={() => confirmDelete.ask(person)}
          />
        )}
      />

      <StaffDialog open={dialog.open} onOpenChange={dialog.onOpenChange} person={dialog.record} />
      {confirmDelete.dialog}
    </ChurchListSection>
  )
}

import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { AdminTable } from '../components/admin-table'
import { useReopenAfterSignIn } from '../components/form-draft'
import { type AdminStaffMember, useAdminStaff, useDeleteStaffMember, useReorderStaff } from './api/staff'
import { moved } from './service-times-section'
import { StaffDialog } from './staff-dialog'

/** Church tab → Staff: About Us → Staff shows them in this order, with their photo (else initials). */
export function StaffSection() {
  const staff = useAdminStaff()
  const [editing, setEditing] = useState<{ person: AdminStaffMember | null } | null>(null)
  useReopenAfterSignIn<AdminStaffMember>('staff', (person) => setEditing({ person }))
  const [deleting, setDeleting] = useState<AdminStaffMember | null>(null)
  const remove = useDeleteStaffMember()
  const reorder = useReorderStaff()
  const list = staff.data ?? []
  const move = (person: AdminStaffMember, by: -1 | 1) => reorder.mutate({ ids: moved(list, person.id, by) })

  return (
    <section aria-labelledby="church-staff-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="church-staff-heading" className="text-xl font-bold text-secondary">
            Staff
          </h3>
          <p className="text-muted text-sm">Shown on About Us → Staff; Music and Kids Church link to the ministers of those titles.</p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setEditing({ person: null })}>
          Add Staff Member
        </button>
      </div>
      <AdminTable
        caption="Staff, in the order the staff page shows them"
        minWidth="min-w-[640px]"
        columns={[
          { label: 'Photo', srOnly: true },
          { label: 'Name' },
          { label: 'Title' },
          { label: 'Email' },
          { label: 'Actions', align: 'right' },
        ]}
        query={staff}
        errorText="Staff could not be loaded."
        empty="No staff yet. Use Add Staff Member to add one."
      >
        {list.map((person, index) => (
          <tr key={person.id} className="hover:bg-slate-50">
            <td className="px-4 py-3">
              {person.photoUrl ? (
                <img src={person.photoUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full bg-slate-200 object-cover" />
              ) : (
                <span aria-hidden="true" className="block h-10 w-10 rounded-full bg-slate-200" />
              )}
            </td>
            <th scope="row" className="px-4 py-3 text-left font-semibold text-secondary">
              {person.name}
            </th>
            <td className="px-4 py-3">{person.title}</td>
            <td className="px-4 py-3 break-all">{person.email}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <button
                  type="button"
                  className="btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={`Move ${person.name} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(person, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={`Move ${person.name} down`}
                  disabled={index === list.length - 1 || reorder.isPending}
                  onClick={() => move(person, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-primary hover:bg-primary/10"
                  aria-label={`Edit ${person.name}`}
                  onClick={() => setEditing({ person })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${person.name}`}
                  onClick={() => setDeleting(person)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <StaffDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} person={editing?.person} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Staff Member"
        message={`Are you sure you want to delete ${deleting?.name ?? ''}? They will no longer be shown on the staff page.`}
        confirmLabel="Delete Staff Member"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  )
}

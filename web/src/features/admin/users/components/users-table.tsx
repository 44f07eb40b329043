import { format, isValid } from 'date-fns'
import { AdminTable } from '../../components/admin-table'
import type { StaffAccount } from '../api/get-users'

const addedOn = (createdAt: StaffAccount['createdAt']) => {
  const date = new Date(createdAt)
  return isValid(date) ? format(date, 'MMM d, yyyy') : String(createdAt)
}

const lastSignIn = (at: StaffAccount['lastSignInAt']) => {
  if (!at) return <span className="text-slate-600">Never</span>
  const date = new Date(at)
  if (!isValid(date)) return String(at)
  return (
    <time dateTime={date.toISOString()}>
      {format(date, 'MMM d, yyyy')}
      <span className="block text-sm text-slate-600">{format(date, 'h:mm a')}</span>
    </time>
  )
}

/** The staff accounts, the signed-in person's own row marked 'You'. */
export function UsersTable({
  users,
  currentUserId,
  busyId,
  resetBusyId,
  onToggleAdmin,
  onSendReset,
  onRemove,
}: {
  users: StaffAccount[]
  currentUserId: string | undefined
  busyId: string | undefined
  resetBusyId: string | undefined
  onToggleAdmin: (user: StaffAccount) => void
  onSendReset: (user: StaffAccount) => void
  onRemove: (user: StaffAccount) => void
}) {
  return (
    <AdminTable
      caption="Staff accounts"
      minWidth="min-w-[960px]"
      columns={[
        { label: 'Email' },
        { label: 'Name' },
        { label: 'Role' },
        { label: 'Added' },
        { label: 'Last signed in' },
        { label: 'Actions', align: 'right' },
      ]}
      bodyClassName="divide-y divide-slate-200"
    >
      {users.map((user) => {
        const isYou = user.id === currentUserId
        return (
          <tr key={user.id} className={isYou ? 'bg-blue-50/60' : undefined}>
            <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium text-slate-900">
              {user.email}
              {isYou ? ' ' : null}
              {isYou ? <span className="ml-1 rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">You</span> : null}
            </th>
            <td className="px-4 py-3 text-slate-800">{user.name || <span className="text-slate-500">—</span>}</td>
            <td className="whitespace-nowrap px-4 py-3">
              {user.isAdmin ? (
                <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">Admin</span>
              ) : (
                <span className="text-slate-600">No admin access</span>
              )}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-700">{addedOn(user.createdAt)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-700">{lastSignIn(user.lastSignInAt)}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  className="btn whitespace-nowrap border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
                  aria-label={user.isAdmin ? `Remove admin: ${user.email}` : `Make admin: ${user.email}`}
                  disabled={busyId === user.id}
                  onClick={() => onToggleAdmin(user)}
                >
                  {user.isAdmin ? 'Remove admin' : 'Make admin'}
                </button>
                <button
                  type="button"
                  className="btn whitespace-nowrap border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
                  aria-label={`Send reset link: ${user.email}`}
                  disabled={resetBusyId === user.id}
                  onClick={() => onSendReset(user)}
                >
                  {resetBusyId === user.id ? 'Sending...' : 'Send reset link'}
                </button>
                <button
                  type="button"
                  className="btn whitespace-nowrap border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
                  aria-label={`Remove: ${user.email}`}
                  onClick={() => onRemove(user)}
                >
                  Remove
                </button>
              </div>
            </td>
          </tr>
        )
      })}
    </AdminTable>
  )
}

import { PASTORAL_CARE_WORDS, ROLE_WORDS, STAFF_ROLES, type StaffRole } from '@church/api/lib/staff-roles'
import { format, isValid } from 'date-fns'
import type { ListView } from '../../api/paged-list'
import { deleteButton, editButton, ResourceTable } from '../../components/resource-table'
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

/**
 * An email that may wrap where a reader expects it, after the '@' and after each '.', never
 * mid-word; a single part too long for the column may still wrap inside it (the last resort).
 */
export function EmailWithBreaks({ email }: { email: string }) {
  // One linear split on a fixed character class.
  const parts = email.split(/(?<=[@.])/)
  return (
    <span className="break-words">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <span key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </span>
  )
}

/** The staff accounts, the signed-in person's own row marked 'You'. */
export function UsersTable({
  list,
  currentUserId,
  busyId,
  resetBusyId,
  pastoralBusyId,
  onRoleChange,
  onPastoralCareChange,
  onSendReset,
  onRemove,
}: {
  list: ListView<StaffAccount>
  currentUserId: string | undefined
  busyId: string | undefined
  resetBusyId: string | undefined
  pastoralBusyId: string | undefined
  onRoleChange: (user: StaffAccount, role: StaffRole) => void
  onPastoralCareChange: (user: StaffAccount, pastoralCare: boolean) => void
  onSendReset: (user: StaffAccount) => void
  onRemove: (user: StaffAccount) => void
}) {
  return (
    <ResourceTable
      caption="Staff accounts"
      noun="users"
      list={list}
      errorText="The users could not be loaded."
      empty="No users yet"
      columns={[
        {
          label: 'Email',
          main: true,
          cell: (user) => (
            <>
              <EmailWithBreaks email={user.email} />
              {user.id === currentUserId ? ' ' : null}
              {user.id === currentUserId ? (
                <span className="ml-1 rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">You</span>
              ) : null}
            </>
          ),
        },
        { label: 'Name', cell: (user) => user.name || <span className="text-slate-500">—</span> },
        {
          label: 'Role',
          className: 'whitespace-nowrap',
          cell: (user) => (
            <div className="grid justify-items-start gap-1.5">
              <select
                aria-label={`Role: ${user.email}`}
                className="input-base min-h-9 w-auto py-1"
                value={user.role}
                disabled={busyId === user.id}
                onChange={(event) => onRoleChange(user, event.target.value as StaffRole)}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_WORDS[role].name}
                  </option>
                ))}
              </select>
              {/* Under the role, not a column of its own: the email keeps its room. The words above the table say what it means. */}
              {user.role === 'admin' ? (
                <span className="text-sm text-slate-700">{PASTORAL_CARE_WORDS.name}: always</span>
              ) : (
                <label className="flex min-h-6 cursor-pointer items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-6 w-6 shrink-0 cursor-pointer accent-primary"
                    checked={user.pastoralCare}
                    disabled={pastoralBusyId === user.id}
                    onChange={(event) => onPastoralCareChange(user, event.target.checked)}
                    aria-label={`${PASTORAL_CARE_WORDS.name}: ${user.email}`}
                  />
                  {PASTORAL_CARE_WORDS.name}
                </label>
              )}
            </div>
          ),
        },
        { label: 'Added', className: 'whitespace-nowrap', cell: (user) => addedOn(user.createdAt) },
        { label: 'Last signed in', className: 'whitespace-nowrap', cell: (user) => lastSignIn(user.lastSignInAt) },
      ]}
      actions={(user) => (
        // The buttons wrap onto lines of their own when the columns need the room (never past the card).
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <button
            type="button"
            className={`${editButton} whitespace-nowrap`}
            aria-label={`Send reset link: ${user.email}`}
            disabled={resetBusyId === user.id}
            onClick={() => onSendReset(user)}
          >
            {resetBusyId === user.id ? 'Sending...' : 'Send reset link'}
          </button>
          <button
            type="button"
            className={`${deleteButton} whitespace-nowrap`}
            aria-label={`Remove: ${user.email}`}
            onClick={() => onRemove(user)}
          >
            Remove
          </button>
        </div>
      )}
    />
  )
}

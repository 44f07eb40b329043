import { aRole, PASTORAL_CARE_WORDS, ROLE_WORDS, roleMay, STAFF_ROLES, type StaffRole } from '@church/api/lib/staff-roles'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { currentUserQueryOptions } from '../../session/current-user'
import { useLocalList } from '../api/paged-list'
import { useConfirm } from '../components/use-confirm'
import { type StaffAccount, useUsers } from './api/get-users'
import { useRemoveUser } from './api/remove-user'
import { useSendResetLink } from './api/send-reset-link'
import { useSetPastoralCare } from './api/set-pastoral-care'
import { useSetUserRole } from './api/set-user-role'
import { AddUserDialog } from './components/add-user-dialog'
import { UsersTable } from './components/users-table'

/**
 * Users: the staff accounts, their roles and when each last signed in; add one (its password shown
 * once), change a role (asked first when it takes access away), email one a reset link, remove one.
 * The server keeps at least one admin and says so (409) when asked otherwise.
 */
export function UsersTab() {
  const list = useLocalList(useUsers(), (user, search) => `${user.email} ${user.name}`.toLowerCase().includes(search))
  const { data: me } = useQuery(currentUserQueryOptions())
  const [adding, setAdding] = useState(false)
  const setRole = useSetUserRole()
  const setPastoralCare = useSetPastoralCare()
  const remove = useRemoveUser()
  const sendReset = useSendResetLink()

  const isMe = (user: StaffAccount) => user.id === me?.id
  // Each question closes once its change is settled, done or refused (the server keeps one admin).
  const demoting = useConfirm<{ user: StaffAccount; role: StaffRole }>({
    title: 'Take access away?',
    message: ({ user, role }) =>
      `${isMe(user) ? 'This is your own account: from now on you' : `${user.email}`} will be ${aRole(role)}: ${ROLE_WORDS[role].may}`,
    confirmLabel: 'Change role',
    pending: setRole.isPending,
    run: ({ user, role }, close) => setRole.mutate({ id: user.id, role }, { onSettled: close }),
  })
  const removing = useConfirm<StaffAccount>({
    title: 'Remove user?',
    message: (user) =>
      isMe(user)
        ? 'This is your own account: you will be signed out and unable to sign in again. This action cannot be undone.'
        : `${user.email} will no longer be able to sign in. This action cannot be undone.`,
    confirmLabel: 'Remove user',
    pending: remove.isPending,
    run: (user, close) => remove.mutate(user.id, { onSettled: close }),
  })

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-secondary">Users</h2>
          <p className="text-muted mt-1">Everyone who can sign in, and what their role lets them do:</p>
          <dl className="mt-2 grid gap-1 text-sm text-slate-700">
            {STAFF_ROLES.map((role) => (
              <div key={role} className="flex flex-wrap gap-x-1">
                <dt className="font-semibold">{ROLE_WORDS[role].name}:</dt>
                <dd>{ROLE_WORDS[role].may}</dd>
              </div>
            ))}
            <div className="flex flex-wrap gap-x-1">
              <dt className="font-semibold">{PASTORAL_CARE_WORDS.name}:</dt>
              <dd>{PASTORAL_CARE_WORDS.may}, on top of the role. Admins always can; editors and contributors only when given it here.</dd>
            </div>
          </dl>
        </div>
        <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
          Add User
        </button>
      </div>

      <UsersTable
        list={list}
        currentUserId={me?.id}
        busyId={setRole.isPending ? setRole.variables?.id : undefined}
        resetBusyId={sendReset.isPending ? sendReset.variables : undefined}
        pastoralBusyId={setPastoralCare.isPending ? setPastoralCare.variables?.id : undefined}
        onPastoralCareChange={(user, pastoralCare) => setPastoralCare.mutate({ id: user.id, pastoralCare })}
        // Giving more access happens at once; taking some away asks first.
        onRoleChange={(user, role) => (roleMay(role, user.role) ? setRole.mutate({ id: user.id, role }) : demoting.ask({ user, role }))}
        onSendReset={(user) => sendReset.mutate(user.id)}
        onRemove={removing.ask}
      />

      <AddUserDialog open={adding} onOpenChange={setAdding} />
      {demoting.dialog}
      {removing.dialog}
    </div>
  )
}

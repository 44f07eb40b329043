import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { currentUserQueryOptions } from '../../session/current-user'
import { useLocalList } from '../api/paged-list'
import { useConfirm } from '../components/use-confirm'
import { type StaffAccount, useUsers } from './api/get-users'
import { useRemoveUser } from './api/remove-user'
import { useSendResetLink } from './api/send-reset-link'
import { useSetUserAdmin } from './api/set-user-admin'
import { AddUserDialog } from './components/add-user-dialog'
import { UsersTable } from './components/users-table'

/**
 * Users: the staff accounts and when each last signed in; add one (its password shown once), make
 * or unmake an admin, email one a reset link, remove one. The server keeps at least one admin and
 * says so (409) when asked otherwise.
 */
export function UsersTab() {
  const list = useLocalList(useUsers(), (user, search) => `${user.email} ${user.name}`.toLowerCase().includes(search))
  const { data: me } = useQuery(currentUserQueryOptions())
  const [adding, setAdding] = useState(false)
  const setAdmin = useSetUserAdmin()
  const remove = useRemoveUser()
  const sendReset = useSendResetLink()

  const isMe = (user: StaffAccount) => user.id === me?.id
  // Each question closes once its change is settled, done or refused (the server keeps one admin).
  const demoting = useConfirm<StaffAccount>({
    title: 'Remove admin access?',
    message: (user) =>
      isMe(user)
        ? 'This is your own account: you will lose access to this dashboard straight away.'
        : `${user.email} will still be able to sign in, but not to use this dashboard.`,
    confirmLabel: 'Remove admin access',
    pending: setAdmin.isPending,
    run: (user, close) => setAdmin.mutate({ id: user.id, isAdmin: false }, { onSettled: close }),
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
          <p className="text-muted mt-1">Everyone who can sign in. Admins can use this dashboard.</p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
          Add User
        </button>
      </div>

      <UsersTable
        list={list}
        currentUserId={me?.id}
        busyId={setAdmin.isPending ? setAdmin.variables?.id : undefined}
        resetBusyId={sendReset.isPending ? sendReset.variables : undefined}
        onToggleAdmin={(user) => (user.isAdmin ? demoting.ask(user) : setAdmin.mutate({ id: user.id, isAdmin: true }))}
        onSendReset={(user) => sendReset.mutate(user.id)}
        onRemove={removing.ask}
      />

      <AddUserDialog open={adding} onOpenChange={setAdding} />
      {demoting.dialog}
      {removing.dialog}
    </div>
  )
}

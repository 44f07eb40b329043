import { useContactMessages } from '../api/get-contact-messages'
import { flattenInbox } from '../api/inbox-page'
import { queuedKey, useQueuedStatuses } from '../api/queued-statuses'
import { useSetInboxStatus } from '../api/set-status'
import { InboxCard, ItemStatus, ReceivedAt, StatusButton } from './inbox-card'

/** 'Contact Messages' (SPEC §2, §4): name, email, subject and message, with 'Mark Responded' and 'Archive'. */
export function ContactMessagesCard() {
  const messages = useContactMessages()
  const setStatus = useSetInboxStatus()
  const queued = useQueuedStatuses()
  const items = flattenInbox(messages.data?.pages)
  const busy = (id: string) => setStatus.isPending && setStatus.variables?.id === id

  return (
    <InboxCard
      title="Contact Messages"
      emptyText="No contact messages yet"
      olderLabel="Show older messages"
      isPending={messages.isPending}
      isPaused={messages.isPaused}
      isError={messages.isError}
      count={items.length}
      hasOlder={messages.hasNextPage}
      loadingOlder={messages.isFetchingNextPage}
      onShowOlder={() => void messages.fetchNextPage()}
    >
      {items.map((m) => {
        const who = `${m.firstName} ${m.lastName}`.trim()
        const waiting = queued.get(queuedKey('contact', m.id))
        return (
          <li key={m.id} className="rounded-lg border border-slate-200 p-4" aria-label={`Message from ${who}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold text-secondary">{who}</h3>
                <a href={`mailto:${m.email}`} className="break-all text-sm text-primary underline">
                  {m.email}
                </a>
              </div>
              <ItemStatus status={waiting?.status ?? m.status} pending={waiting !== undefined} />
            </div>
            <p className="mt-3 font-semibold text-slate-900">{m.subject}</p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{m.message}</p>
            <p className="text-muted mt-2 text-sm">
              <ReceivedAt at={m.createdAt} />
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <StatusButton
                label="Mark Responded"
                who={who}
                disabled={busy(m.id)}
                onClick={() => setStatus.mutate({ kind: 'contact', id: m.id, status: 'responded' })}
              />
              <StatusButton
                label="Archive"
                who={who}
                disabled={busy(m.id)}
                onClick={() => setStatus.mutate({ kind: 'contact', id: m.id, status: 'archived' })}
              />
            </div>
          </li>
        )
      })}
    </InboxCard>
  )
}

import { InboxCard, type InboxFilter, StatusButton } from '../../components/inbox-card'
import { ReceivedAt } from '../../components/received-at'
import { type ContactFilter, type ContactMessage, useContactMessages } from '../api/get-contact-messages'
import { useInboxCounts } from '../api/get-inbox-counts'
import { Sender, useInboxList } from './inbox-card'

/** The card's filters, New first. */
const FILTERS: Omit<InboxFilter<ContactFilter>, 'count'>[] = [
  { value: 'new', label: 'New', empty: 'No new messages. All caught up.' },
  { value: 'responded', label: 'Responded', empty: 'No responded messages' },
  { value: 'archived', label: 'Archived', empty: 'No archived messages' },
  { value: 'all', label: 'All', empty: 'No contact messages yet' },
]

/**
 * 'Contact Messages' (docs/product.md#messages-tab): name, email, subject and message. New ones can be marked
 * 'Mark Responded' or 'Archive', which takes them out of New; a responded or archived one offers
 * 'Move to inbox' (new again).
 */
export function ContactMessagesCard() {
  const { items, setStatus, shown, busy, cardProps } = useInboxList<ContactFilter, ContactMessage>(
    'contact',
    useInboxCounts().data?.contactMessages,
    useContactMessages,
    FILTERS,
  )

  return (
    <InboxCard title="Contact Messages" {...cardProps}>
      {items.map((m) => {
        const who = `${m.firstName} ${m.lastName}`.trim()
        const { status, pending } = shown(m)
        const mark = (next: 'new' | 'responded' | 'archived') => setStatus.mutate({ kind: 'contact', id: m.id, status: next })
        return (
          <li key={m.id} className="rounded-lg border border-slate-200 p-4" aria-label={`Message from ${who}`}>
            <Sender name={who} email={m.email} status={status} pending={pending} />
            <p className="mt-3 font-semibold text-slate-900">{m.subject}</p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{m.message}</p>
            <p className="text-muted mt-2 text-sm">
              <ReceivedAt at={m.createdAt} />
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {status === 'new' ? (
                <>
                  <StatusButton label="Mark Responded" who={who} disabled={busy(m.id)} onClick={() => mark('responded')} />
                  <StatusButton label="Archive" who={who} disabled={busy(m.id)} onClick={() => mark('archived')} />
                </>
              ) : (
                <StatusButton label="Move to inbox" who={who} disabled={busy(m.id)} onClick={() => mark('new')} />
              )}
            </div>
          </li>
        )
      })}
    </InboxCard>
  )
}

import { EmailSetupBanner } from '../components/email-setup-banner'
import { ContactMessagesCard } from './components/contact-messages-card'
import { OutboxCard } from './components/outbox-card'
import { VisitorRequestsCard } from './components/visitor-requests-card'

/** Messages (docs/product.md#messages-tab): contact messages and plan-a-visit requests side by side, newest first. */
export function MessagesTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="empty:hidden lg:col-span-2">
        <EmailSetupBanner />
      </div>
      <ContactMessagesCard />
      <VisitorRequestsCard />
      <div className="lg:col-span-2">
        <OutboxCard />
      </div>
    </div>
  )
}

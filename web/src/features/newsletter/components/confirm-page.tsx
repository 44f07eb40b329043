import { useConfirmSubscription } from '../api/confirm'
import { NewsletterLinkPage } from './newsletter-link-page'

/** /newsletter/confirm?token=…: the double opt-in link; the subscription starts here. */
export function ConfirmPage({ token }: { token: string | undefined }) {
  const confirm = useConfirmSubscription()
  return (
    <NewsletterLinkPage
      token={token}
      action={confirm}
      texts={{
        working: 'Confirming your subscription...',
        done: "You're subscribed",
        doneText: 'Thank you for confirming. Our newsletter will come to your inbox, and every one has a link to unsubscribe.',
        failed: "We couldn't confirm your subscription",
        offerSubscribe: 'after-failure',
      }}
    />
  )
}

import { useUnsubscribe } from '../api/unsubscribe'
import { NewsletterLinkPage } from './newsletter-link-page'

/** /newsletter/unsubscribe?token=…: the link at the bottom of every newsletter; one click is enough. */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const unsubscribe = useUnsubscribe()
  return (
    <NewsletterLinkPage
      token={token}
      action={unsubscribe}
      texts={{
        working: 'Unsubscribing...',
        done: "You're unsubscribed",
        doneText: "You won't receive any more newsletters from us. Changed your mind? You can subscribe again below.",
        failed: "We couldn't unsubscribe you",
        offerSubscribe: 'after-success',
      }}
    />
  )
}

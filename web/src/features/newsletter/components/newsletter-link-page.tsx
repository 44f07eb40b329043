import type { UseMutationResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { ApiError } from '../../../lib/api'
import { useConfirmSubscription } from '../api/confirm'
import { useUnsubscribe } from '../api/unsubscribe'
import { StayConnected } from './stay-connected'

type Texts = {
  /** While the link is being used: 'Confirming your subscription...'. */
  working: string
  /** The title when it worked: "You're subscribed". */
  done: string
  doneText: string
  /** The title when it did not: "We couldn't confirm your subscription". */
  failed: string
  /** Offer the Stay Connected form under the answer (to subscribe again). */
  offerSubscribe: 'after-success' | 'after-failure'
}

/** The two links in our emails: what each does with its token, and its words. */
const LINKS = {
  /** /newsletter/confirm?token=…: the double opt-in link; the subscription starts here. */
  confirm: {
    useAction: useConfirmSubscription,
    texts: {
      working: 'Confirming your subscription...',
      done: "You're subscribed",
      doneText: 'Thank you for confirming. Our newsletter will come to your inbox, and every one has a link to unsubscribe.',
      failed: "We couldn't confirm your subscription",
      offerSubscribe: 'after-failure',
    },
  },
  /** /newsletter/unsubscribe?token=…: the link at the bottom of every newsletter; one click is enough. */
  unsubscribe: {
    useAction: useUnsubscribe,
    texts: {
      working: 'Unsubscribing...',
      done: "You're unsubscribed",
      doneText: "You won't receive any more newsletters from us. Changed your mind? You can subscribe again below.",
      failed: "We couldn't unsubscribe you",
      offerSubscribe: 'after-success',
    },
  },
} satisfies Record<string, { useAction: () => UseMutationResult<{ message: string }, Error, string>; texts: Texts }>

/**
 * A page opened from a link in one of our emails: it uses the link's token as soon as it opens
 * (one click from the email), then says plainly what happened. The server's own words explain a
 * link that did not work.
 */
export function NewsletterLinkPage({ link, token }: { link: keyof typeof LINKS; token: string | undefined }) {
  const { useAction, texts } = LINKS[link]
  const action = useAction()
  // Once per opening, also under React's development double effects.
  const used = useRef(false)
  const { mutate } = action
  useEffect(() => {
    if (!token || used.current) return
    used.current = true
    mutate(token)
  }, [token, mutate])

  if (!token) {
    return (
      <PageMessage role="alert" title="This link is incomplete" action={<HomeLink />}>
        Please open the link from the email again. If your email program split it over two lines, copy the whole address into your browser.
      </PageMessage>
    )
  }
  if (action.isError) {
    return (
      <>
        <PageMessage role="alert" title={texts.failed} action={texts.offerSubscribe === 'after-failure' ? undefined : <HomeLink />}>
          {action.error instanceof ApiError ? action.error.detail : action.error.message}
        </PageMessage>
        {texts.offerSubscribe === 'after-failure' ? <StayConnected /> : null}
      </>
    )
  }
  if (action.isSuccess) {
    return (
      <>
        <PageMessage role="status" title={texts.done} action={<HomeLink />}>
          {texts.doneText}
        </PageMessage>
        {texts.offerSubscribe === 'after-success' ? <StayConnected /> : null}
      </>
    )
  }
  return <PageLoading text={texts.working} />
}

function HomeLink() {
  return (
    <Link to="/" className="btn-primary">
      Back to Home
    </Link>
  )
}

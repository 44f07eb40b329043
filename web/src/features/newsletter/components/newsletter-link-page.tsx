import type { UseMutationResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { ApiError } from '../../../lib/api'
import { StayConnected } from './stay-connected'

type Texts = {
  /** While the link is being used: 'Confirming your subscription...'. */
  working: string
  /** The title when it worked: "You're subscribed". */
  done: string
  doneText: ReactNode
  /** The title when it did not: "We couldn't confirm your subscription". */
  failed: string
  /** Offer the Stay Connected form under the answer (to subscribe again). */
  offerSubscribe: 'after-success' | 'after-failure'
}

/**
 * A page opened from a link in one of our emails: it uses the link's token as soon as it opens
 * (one click from the email), then says plainly what happened. The server's own words explain a
 * link that did not work.
 */
export function NewsletterLinkPage({
  token,
  action,
  texts,
}: {
  token: string | undefined
  action: UseMutationResult<{ message: string }, Error, string>
  texts: Texts
}) {
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

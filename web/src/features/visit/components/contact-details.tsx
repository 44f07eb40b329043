import type { ReactNode } from 'react'
import { DirectionsLink } from '../../../components/directions-link'
import { LineIcon, type LineIconName } from '../../../components/icons'
import { type Church, telHref } from '../../site-config/site-config'

// 44 px tall, a thumb's tap (docs/product.md#tap-targets); underlined, so each reads as a link.
const detailLink = 'inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:decoration-2'

/**
 * Address (opening directions), phone and email from the site configuration (the defaults where blank), with
 * tap-to-call and tap-to-mail. Shared by Contact and Plan a Visit.
 */
export function ContactDetails({ church }: { church: Pick<Church, 'address' | 'phone' | 'email'> }) {
  return (
    <address className="space-y-4 not-italic">
      <Detail icon="place" term="Address">
        <DirectionsLink address={church.address} className={detailLink} />
      </Detail>
      <Detail icon="phone" term="Phone">
        <a href={telHref(church.phone)} className={detailLink}>
          {church.phone}
        </a>
      </Detail>
      <Detail icon="mail" term="Email">
        <a href={`mailto:${church.email}`} className={`break-all ${detailLink}`}>
          {church.email}
        </a>
      </Detail>
    </address>
  )
}

function Detail({ icon, term, children }: { icon: LineIconName; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
        <LineIcon name={icon} />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{term}</p>
        <p className="font-medium text-slate-800">{children}</p>
      </div>
    </div>
  )
}

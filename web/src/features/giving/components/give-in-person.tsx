import { CardSection } from '../../../components/card-section'
import { LineIcon } from '../../../components/icons'
import { useServiceTimes } from '../../church/api/get-service-times'
import { ServiceClock } from '../../church/components/service-clock'
import type { Church } from '../../site-config/site-config'

/**
 * How to give without the online form: the offering plate on Sunday, or a check by mail to the
 * church's address from the configuration. /give and /offering show it when no provider is
 * configured (instead of a broken frame), and /give lists it as another way to give.
 */
export function GiveInPerson({ church, title = 'Give In Person' }: { church: Pick<Church, 'churchName' | 'address'>; title?: string }) {
  const { main } = useServiceTimes()
  return (
    <CardSection id="give-in-person-title" title={title}>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        <li className="flex gap-4">
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <LineIcon name="heart" className="h-6 w-6" />
          </span>
          <div>
            <h3 className="text-lg font-bold text-secondary">At Sunday Worship</h3>
            <p className="text-muted mt-1">
              Place your gift in the offering plate during our <ServiceClock time={main?.time} /> service.
            </p>
          </div>
        </li>
        <li className="flex gap-4">
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <LineIcon name="mail" className="h-6 w-6" />
          </span>
          <div>
            <h3 className="text-lg font-bold text-secondary">By Mail</h3>
            <p className="text-muted mt-1">
              Mail a check payable to <span className="font-semibold text-slate-800">{church.churchName}</span> to:
            </p>
            <address className="mt-1 font-medium not-italic text-slate-800">{church.address}</address>
          </div>
        </li>
      </ul>
    </CardSection>
  )
}

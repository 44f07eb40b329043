import { CardSection } from '../../../components/card-section'
import { LineIcon } from '../../../components/icons'
import { GiveInPerson } from './give-in-person'
import { GiveLayout } from './give-layout'
import { GiveWidget } from './give-widget'

/** /give: the provider's widget when configured, with the other ways to give beneath it. */
export function GivePage() {
  return (
    <GiveLayout
      title="Give"
      intro="Thank you for your generosity. Your gifts support our worship, our ministries to children and families, and our neighbors in need."
      providerUrl={(church) => church.givingWidgetUrl}
    >
      {(widgetUrl, church) => (
        <>
          <CardSection id="give-online-title" title="Give Online">
            <p className="mt-3 flex gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900">
              <LineIcon name="shield" className="mt-0.5 h-5 w-5" />
              <span>
                Online giving is handled by our church-management provider's secure platform. Your card and bank details go straight to them
                over an encrypted connection and are never stored on this website.
              </span>
            </p>
            <div className="mt-6">
              <GiveWidget key={widgetUrl} src={widgetUrl} />
            </div>
          </CardSection>
          <GiveInPerson church={church} title="Other Ways to Give" />
        </>
      )}
    </GiveLayout>
  )
}

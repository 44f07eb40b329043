import { Accordion } from '@ark-ui/react/accordion'
import { withSundayTime } from '@church/api/content/page-lists'
import { formatClock } from '@church/api/lib/service-times'
import { PlainText } from '../../../components/plain-text'
import { usePageList } from '../../church/api/get-page-texts'
import { useServiceTimes } from '../../church/api/get-service-times'

/**
 * 'What to Expect' (docs/product.md#plan-a-visit): an accordion with one answer open at a time. Ark UI gives the
 * keyboard (Enter/Space to open, arrows, Home and End between questions) and the ARIA wiring.
 */
export function PlanFaq() {
  const { main } = useServiceTimes()
  const list = usePageList('faq')
  // Answers may say the Sunday time: they wait for it rather than guess.
  const faqs = main ? list : []
  const sunday = main ? formatClock(main.time, 'a.m.') : ''
  return (
    <section aria-labelledby="plan-faq-title">
      <h2 id="plan-faq-title" className="section-title">
        What to Expect
      </h2>
      <p className="text-muted mt-2">Visiting a church for the first time raises questions. Here are the ones we hear most.</p>
      <Accordion.Root
        collapsible
        defaultValue={faqs[0] ? [faqs[0].id] : []}
        key={faqs[0]?.id ?? 'loading'}
        className="card mt-6 divide-y divide-slate-200 overflow-hidden"
      >
        {faqs.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id}>
            <h3>
              <Accordion.ItemTrigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-secondary hover:bg-slate-50 data-[state=open]:text-primary">
                {faq.title}
                <Accordion.ItemIndicator className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-slate-100 transition-transform duration-200 data-[state=open]:rotate-180 motion-reduce:transition-none">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-5 w-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </h3>
            <Accordion.ItemContent className="px-5 pb-5 text-slate-700">
              <PlainText text={withSundayTime(faq.body, sunday)} className="mt-2 first:mt-0" />
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  )
}

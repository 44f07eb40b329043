import { withSundayTime } from '@church/api/content/page-lists'
import { formatClock } from '@church/api/lib/service-times'
import { PlainText } from '../../../components/staff-text'
import { usePageList } from '../../church/api/get-page-texts'
import { useServiceTimes } from '../../church/api/get-service-times'

/**
 * 'What to Expect' (docs/product.md#plan-a-visit): one answer open at a time, the first open. Native disclosures
 * (`<details name>`, an exclusive group), so they open before the page's scripts have run, or without them; the
 * browser gives the keyboard (Tab to a question, Enter or Space to open it) and tells assistive technology
 * whether each is open.
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
      <div className="card mt-6 divide-y divide-slate-200 overflow-hidden">
        {faqs.map((faq, index) => (
          <details key={faq.id} name="plan-faq" open={index === 0} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-secondary hover:bg-slate-50 group-open:text-primary [&::-webkit-details-marker]:hidden">
              <h3>{faq.title}</h3>
              <span
                aria-hidden="true"
                className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-slate-100 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              >
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
              </span>
            </summary>
            <div className="px-5 pb-5 text-slate-700">
              <PlainText text={withSundayTime(faq.body, sunday)} className="mt-2 first:mt-0" />
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}

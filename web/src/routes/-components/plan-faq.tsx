import { Accordion } from '@ark-ui/react/accordion'
import { formatClock } from '@church/api/lib/service-times'
import { useServiceTimes } from '../../features/church/api/get-service-times'

/** SPEC §2 Plan a Visit: the five questions newcomers ask, in the order the SPEC gives them. */
const FAQS = [
  {
    id: 'start-time',
    question: 'What time does the service start?',
    answer: (sunday: string) =>
      `Our Sunday service begins at ${sunday}. You are welcome to join us in person, or online through our live stream if you cannot be there.`,
  },
  {
    id: 'length',
    question: 'How long is the service?',
    answer: 'About 1 hour and 15 minutes, with prayers, Scripture readings, a sermon, music and Holy Communion.',
  },
  {
    id: 'dress',
    question: 'What should I wear?',
    answer: 'Come as you are! Some people dress up and many come in shorts and sandals: this is a beach town, and you will fit right in.',
  },
  {
    id: 'children',
    question: 'Are children welcome?',
    answer:
      'Absolutely. Children are always welcome in worship. We have a staffed nursery for the little ones, and Kids Church for children up to 3rd grade.',
  },
  {
    id: 'after',
    question: 'What happens after the service?',
    answer: 'Stay for refreshments and fellowship afterwards. It is the best way to meet people, and we would love to get to know you.',
  },
] as const

/**
 * 'What to Expect' (SPEC §2, §4): an accordion with one answer open at a time. Ark UI gives the
 * keyboard (Enter/Space to open, arrows, Home and End between questions) and the ARIA wiring.
 */
export function PlanFaq() {
  const sunday = formatClock(useServiceTimes().main.time, 'a.m.')
  return (
    <section aria-labelledby="plan-faq-title">
      <h2 id="plan-faq-title" className="section-title">
        What to Expect
      </h2>
      <p className="text-muted mt-2">Visiting a church for the first time raises questions. Here are the ones we hear most.</p>
      <Accordion.Root collapsible defaultValue={[FAQS[0].id]} className="card mt-6 divide-y divide-slate-200 overflow-hidden">
        {FAQS.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id}>
            <h3>
              <Accordion.ItemTrigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-secondary hover:bg-slate-50 data-[state=open]:text-primary">
                {faq.question}
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
              <p>{typeof faq.answer === 'function' ? faq.answer(sunday) : faq.answer}</p>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  )
}

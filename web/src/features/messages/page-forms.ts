import { ContactInput, VisitorForm } from '@church/api/models/messages'
import { PrayerRequestInput } from '@church/api/models/prayer'
import { withoutEmptyHoneypot } from '../../components/ui/honeypot-field'
import { api, unwrap } from '../../lib/api'
import { definePageForm } from '../../lib/page-forms'

/** 'Send Us A Message' on the contact page: POST /api/contact. */
export const contactForm = definePageForm({
  name: 'contact',
  schema: ContactInput,
  empty: { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' },
  send: (values) => unwrap(api.contact.post(withoutEmptyHoneypot(values))),
  sent: { title: 'Success', message: "Your message has been sent successfully! We'll get back to you soon." },
  failure: 'Failed to send message. Please try again.',
})

/**
 * The plan-a-visit form: POST /api/visitor-requests with the four stored fields. The agreement is
 * checked here ('You must agree to the terms') and not stored.
 */
export const visitForm = definePageForm({
  name: 'visit',
  schema: VisitorForm,
  empty: { fullName: '', email: '', phone: '', numberOfKids: '', agreeToTerms: false, website: '' },
  send: ({ agreeToTerms: _agreed, ...request }) => unwrap(api['visitor-requests'].post(withoutEmptyHoneypot(request))),
  sent: { title: 'Thank you!', message: "We can't wait to meet you! We'll be in touch soon." },
  failure: 'Something went wrong. Please try again.',
})

/** The prayer request form on /prayer: POST /api/prayer-requests (decision 0053). */
export const prayerForm = definePageForm({
  name: 'prayer',
  schema: PrayerRequestInput,
  empty: { request: '', audience: 'team', name: '', email: '', website: '' },
  send: (values) => unwrap(api['prayer-requests'].post(withoutEmptyHoneypot(values))),
  sent: { title: 'Thank you', message: 'Your prayer request has been received, and we will be praying.' },
  failure: 'Your prayer request could not be sent. Please try again.',
})

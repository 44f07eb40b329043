import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { admin, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { getSiteConfig } from '../site-config/service'
import { createMailer, describeMailFailure } from './mailer'
import { EmailStatus, OutboxEmailList, OutboxQuery, RetriedEmail, TestEmailFailed, TestEmailInput, TestEmailSent } from './model'
import { listEmails, recordSentNow, retryEmail, wakeOutbox } from './outbox'
import { testEmail } from './templates'

/**
 * The outbox for editors and admins (every email's state, retry by hand, whether emails go out at all)
 * and the admin's 'Send test email'.
 */
export const emailRoutes = ({ db, log, userOf }: AppContext) =>
  new Elysia({ prefix: '/api/admin' })
    .use(policies)
    .get('/emails', async ({ query }) => listEmails(db, query), { policy: editor, query: OutboxQuery, response: { 200: OutboxEmailList } })
    // Whether the saved settings email anybody, for the warnings editors see too (the settings themselves are an admin's).
    .get(
      '/email/status',
      async () => {
        const { emailEnabled, emailProvider } = await getSiteConfig(db)
        return {
          goesOut: emailEnabled && emailProvider !== 'console',
          why: !emailEnabled ? ('off' as const) : emailProvider === 'console' ? ('console' as const) : null,
        }
      },
      { policy: editor, response: { 200: EmailStatus } },
    )
    .post(
      '/emails/:id/retry',
      async ({ params }) => {
        const retried = await retryEmail(db, params.id)
        wakeOutbox(db)
        return { ...retried, message: 'The email will be sent again in a moment' }
      },
      { policy: editor, params: IdParams, response: { 200: RetriedEmail } },
    )
    .post(
      '/email/test',
      async ({ body, request, status }) => {
        const config = await getSiteConfig(db)
        const to = body.to || (await userOf(request))?.email || ''
        const email = testEmail(config, to)
        const note = config.emailEnabled ? '' : 'Site emails are currently turned off, so the website sends no other email.'
        // Sent now, with the saved settings, so staff read exactly what the mail server answered.
        try {
          const { response, delivered } = await createMailer(config, log).send(email)
          await recordSentNow(db, email, { status: delivered ? 'sent' : 'not_sent', response })
          return { to, response, delivered, emailEnabled: config.emailEnabled, note }
        } catch (error) {
          const { message } = describeMailFailure(error)
          await recordSentNow(db, email, { status: 'failed', response: message })
          return status(502, { message, to, emailEnabled: config.emailEnabled, note })
        }
      },
      { policy: admin, body: TestEmailInput, response: { 200: TestEmailSent, 502: TestEmailFailed } },
    )

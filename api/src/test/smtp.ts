import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import type { Db } from '../db/client'
import { siteConfig } from '../db/schema'
import { getSiteConfig } from '../modules/site-config/service'

/** A message as it arrived: the raw text, its envelope and its parsed headers and body. */
export interface ReceivedMail {
  raw: string
  envelope: { from: string; to: string[] }
  /** Header names lower-cased; each value unfolded and decoded (RFC 2047 words). */
  headers: Map<string, string[]>
  header(name: string): string | undefined
  /** The body, decoded from quoted-printable or base64. */
  text: string
}

type Refusal = { code: number; message: string }

/**
 * A real SMTP server on loopback for mail tests (no TLS, sign-in optional). It keeps what arrives
 * and can be told to refuse: at sign-in (535), a recipient, or the message (451 temporary, 550 permanent).
 * `down()` closes it and `up()` opens it again on the same port, as a mail server that was away.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = []
  let refuseData: Refusal | null = null
  let refuseAuth: Refusal | null = null
  const refuseTo = new Map<string, Refusal>()
  let waiters: (() => void)[] = []

  const refusal = (r: Refusal) => Object.assign(new Error(r.message), { responseCode: r.code })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refused = refuseTo.get(address.address.toLowerCase())
      callback(refused ? refusal(refused) : undefined)
    },
    onAuth(auth, _session, callback) {
      if (refuseAuth) return callback(refusal(refuseAuth))
      callback(null, { user: auth.username })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refuseData) return callback(refusal(refuseData))
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push(
          parseMail(raw, {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          }),
        )
        for (const wake of waiters) wake()
        waiters = []
        callback(null, `2.0.0 Ok: queued as TEST${received.length}`)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  return {
    host: '127.0.0.1',
    port,
    received,
    /** Messages sent to this address. */
    to: (address: string) => received.filter((m) => m.envelope.to.includes(address)),
    /** Waits until at least `count` messages have arrived (fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`)
        await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), Bun.sleep(50)])
      }
    },
    refuseMessages(code: number, message: string) {
      refuseData = { code, message }
    },
    /** Refuses one recipient at RCPT TO (the mail server does not know the address). */
    refuseRecipient(address: string, code: number, message: string) {
      refuseTo.set(address.toLowerCase(), { code, message })
    },
    refuseSignIn(code: number, message: string) {
      refuseAuth = { code, message }
    },
    acceptAll() {
      refuseData = null
      refuseAuth = null
      refuseTo.clear()
    },
    down: () => new Promise<void>((resolve) => server.server.close(() => resolve())),
    up: () => new Promise<void>((resolve) => server.server.listen(port, '127.0.0.1', () => resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>

/** Enough of RFC 5322 / 2045 / 2047 to read what nodemailer sends (mailparser does not install here). */
export function parseMail(raw: string, envelope: { from: string; to: string[] } = { from: '', to: [] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n')
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split + 4)
  const headers = new Map<string, string[]>()
  // Unfold: a line starting with a space or tab continues the header before it.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())])
  }
  const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body
  return { raw, envelope, headers, header: (name) => headers.get(name.toLowerCase())?.[0], text: text.replace(/\r\n/g, '\n') }
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words; the space between two encoded words is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

/** The site settings that send through this server (what an admin would save in Settings). */
export const smtpSettings = (server: { host: string; port: number }) => ({
  emailProvider: 'smtp' as const,
  smtpHost: server.host,
  smtpPort: server.port,
  smtpSecure: false,
  smtpUser: '',
  smtpPassword: '',
  emailEnabled: true,
})

/** Site settings a test saves. */
export type SiteSettings = Partial<typeof siteConfig.$inferInsert>

/** Saves a church's settings so that it sends through `server`, with `over` saved as well. */
export async function sendThrough(db: Db, server: { host: string; port: number }, over: SiteSettings = {}) {
  await getSiteConfig(db)
  await db
    .update(siteConfig)
    .set({ ...smtpSettings(server), ...over })
    .where(eq(siteConfig.id, 1))
}

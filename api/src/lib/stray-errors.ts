import type { Logger } from './log'

type ProcessEvents = {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown
}

/**
 * A rejection or exception that nothing caught is logged, and the server keeps serving.
 *
 * Without this, Bun ends the process on the first one, and every later request is refused until
 * something restarts it. The database driver raises such errors from its socket handlers when a
 * connection drops (decision 0030): a lost connection must cost the requests that used it, never
 * the server. Every request and background job still handles its own errors; this is the net
 * under them, and each line it logs is a bug to fix where the error started.
 */
export function keepServingThroughStrayErrors(log: Logger, on: ProcessEvents = process) {
  on.on('unhandledRejection', (reason) => log.error('An error nothing handled was ignored; the server goes on serving:', reason))
  on.on('uncaughtException', (error) => log.error('An exception nothing caught was ignored; the server goes on serving:', error))
}

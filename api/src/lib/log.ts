import type { LogLevel } from '../config'

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, extra?: unknown) => void>

/** A small structured logger: one line per message, level filtered by LOG_LEVEL. */
export function createLogger(level: LogLevel): Logger {
  const at = (name: Exclude<LogLevel, 'silent'>) => (message: string, extra?: unknown) => {
    if (ORDER[name] < ORDER[level]) return
    const line = extra === undefined ? message : `${message} ${describe(extra)}`
    const out = name === 'error' || name === 'warn' ? console.error : console.log
    out(`[${new Date().toISOString()}] ${name.toUpperCase()} ${line}`)
  }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

/** An error with its chain of causes (drizzle wraps the driver's error). */
function describe(extra: unknown): string {
  if (!(extra instanceof Error)) return JSON.stringify(extra)
  let text = extra.stack ?? extra.message
  for (let cause = extra.cause, depth = 0; cause && depth < 3; cause = (cause as Error).cause, depth++) {
    text += `\n  caused by: ${cause instanceof Error ? cause.message : String(cause)}`
  }
  return text
}

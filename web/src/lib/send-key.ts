/**
 * The key a visitor form is sent with (decision 0034): made when the form is first sent and kept
 * while what was typed stays the same, so sending again after a lost answer (a timeout, a dropped
 * connection) stores the form once; anything typed differently is a new form with a new key.
 */
export function sendKeys(makeKey: () => string = newKey) {
  let last: { typed: string; key: string } | undefined
  return {
    /** The key to send `values` with. */
    for(values: object): string {
      const typed = JSON.stringify(values)
      if (last?.typed !== typed) last = { typed, key: makeKey() }
      return last.key
    },
    /** The form was received: the next one is a new form. */
    received() {
      last = undefined
    },
  }
}

/** A random (version 4) UUID; `crypto.randomUUID` exists only on https and localhost. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** How the Media tab says a picture's size, where it is used and when it came. */

type Sized = { width: number | null; height: number | null; originalBytes: number | null }

/** '1.2 MB', '640 KB', '900 bytes': a file's size as uploaded. */
export function bytesWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}

/** '2400 × 1600 px · 1.2 MB': its size in pixels and as uploaded, each when known; '' when neither is. */
export function sizeWords({ width, height, originalBytes }: Sized): string {
  const parts: string[] = []
  if (width !== null && height !== null) parts.push(`${width} × ${height} px`)
  if (originalBytes !== null) parts.push(bytesWords(originalBytes))
  return parts.join(' · ')
}

/** 'Sermon: He Is Risen', 'Logo'; 'Not used' when nothing shows it. */
export function whereUsed(uses: readonly { kind: string; name: string }[]): string[] {
  if (uses.length === 0) return ['Not used']
  return uses.map(({ kind, name }) => (name.trim() ? `${kind}: ${name}` : kind))
}

/** 'Nov 27, 2026': the day it was uploaded, on the church's clock. */
export function uploadDay(iso: string, timeZone: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(at)
}

/** A focal point kept inside the picture: a whole percent from 0 to 100. */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/** 'Focal point: 30% across, 20% down'. */
export const focusWords = (x: number, y: number) => `Focal point: ${x}% across, ${y}% down`

import { LineIcon } from '../../../components/icons'

/** 'Every Tuesday' and the like; nothing for a one-off event. */
export function RecurrenceBadge({ text, tone = 'light' }: { text: string | null | undefined; tone?: 'light' | 'dark' }) {
  if (!text?.trim()) return null
  const colours = tone === 'dark' ? 'bg-white/95 text-secondary' : 'bg-accent/10 text-accent'
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${colours}`}>
      <LineIcon name="repeat" className="h-4 w-4" />
      {text}
    </span>
  )
}

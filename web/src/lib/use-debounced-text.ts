import { useEffect, useEffectEvent, useState } from 'react'

/**
 * A text box whose value lives elsewhere (the URL): the box answers every keystroke at once, and
 * `commit` runs only once typing has paused for `delay` ms (the sermon search waits 500 ms).
 * When the outside value changes on its own (Clear Filters, the back button) the box follows it;
 * when it changes because of our own commit, keystrokes typed in the meantime are kept.
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delay: number) {
  const [text, setText] = useState(value)
  const [outside, setOutside] = useState(value)
  const [committed, setCommitted] = useState<string | null>(null)
  // Adjusting state while rendering: React's documented alternative to an effect for this.
  if (value !== outside) {
    setOutside(value)
    if (value !== committed) setText(value)
    setCommitted(null)
  }
  const onPause = useEffectEvent((typed: string) => {
    setCommitted(typed)
    commit(typed)
  })
  useEffect(() => {
    // Also nothing to do when the outside kept its value after our commit (a blank search, say).
    if (text === value || text === committed) return
    const timer = setTimeout(() => onPause(text), delay)
    return () => clearTimeout(timer)
  }, [text, value, committed, delay])
  return [text, setText] as const
}

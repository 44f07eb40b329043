import { useState } from 'react'

/** A small preview; nothing at all when there is no image or it fails to load (docs/product.md#live-streams-tab). */
export function StreamThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) return <div aria-hidden="true" className="h-12 w-20 rounded bg-slate-100" />
  return <img src={src} alt="" loading="lazy" className="h-12 w-20 rounded object-cover" onError={() => setFailed(src)} />
}

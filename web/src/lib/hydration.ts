import { useEffect, useState } from 'react'

/**
 * A picture in a page the server sent may finish loading (or fail) before the browser has taken the
 * page over: its load or error event is then gone. Used as the `<img>`'s ref, this reads the
 * outcome from the element itself once React has it.
 */
export const settledAlready = (onLoad: (img: HTMLImageElement) => void, onError: () => void) => (img: HTMLImageElement | null) => {
  if (!img?.complete) return
  // decode() settles once the picture is usable, or fails when it never will be.
  img.decode().then(
    () => onLoad(img),
    () => {
      if (img.complete && img.naturalWidth === 0) onError()
    },
  )
}

/**
 * False on the server and in the browser's first render (which must match the server's page), true
 * from then on: for what only a browser can show, such as a frame whose load the page waits for.
 */
export function useMounted() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

// The form library and schema (about 14 KB gzipped) load only when the form comes near the screen,
// keeping them out of the home page's first load (goal: at most 150 KB of JavaScript).
const StayConnected = lazy(() => import('../../newsletter/components/stay-connected').then((m) => ({ default: m.StayConnected })))

/** The home page's Stay Connected form, loaded as the visitor scrolls toward it. */
export function HomeStayConnected() {
  const [near, setNear] = useState(false)
  const placeholder = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = placeholder.current
    if (near || !element) return
    if (!('IntersectionObserver' in window)) {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  // The same height and colour as the form's section, so nothing moves when it arrives.
  const reserved = <div ref={near ? undefined : placeholder} aria-hidden="true" className="h-[326px] bg-secondary sm:h-[250px]" />
  if (!near) return reserved
  return (
    <Suspense fallback={reserved}>
      <StayConnected tone="dark" />
    </Suspense>
  )
}

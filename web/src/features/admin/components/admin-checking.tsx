import { useOnline } from '../../../lib/online'

/** Shown while access is decided; offline with no admin kept on this device, nobody can be checked yet. */
export function AdminChecking() {
  const online = useOnline()
  if (!online) {
    return (
      <div className="grid min-h-[70vh] place-items-center">
        <p className="text-muted max-w-md px-4 text-center text-lg">
          You're offline. The admin dashboard opens here once you're back online and signed in.
        </p>
      </div>
    )
  }
  return (
    <div className="grid min-h-[70vh] place-items-center">
      <p role="status" className="text-muted text-lg">
        Checking permissions...
      </p>
    </div>
  )
}

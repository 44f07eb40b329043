import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react'
import { ConfirmDialog, type DialogGuard } from '../../../components/ui/dialog'

type TabGuardContext = { setGuard: (guard: DialogGuard | null) => void }
const TabGuardContext = createContext<TabGuardContext | null>(null)

/** The dashboard's tab guard: a tab's form registers here while it holds what staff typed. */
export const useTabGuard = () => useContext(TabGuardContext)

/**
 * Switching tabs with unsaved changes in the open tab's form asks first ('Discard changes?'),
 * as closing a dialog does. `children` gets `switchTo`, which switches at once or asks.
 */
export function TabGuard({
  onSwitch,
  children,
}: {
  onSwitch: (tab: string) => void
  children: (switchTo: (tab: string) => void) => ReactNode
}) {
  const guard = useRef<DialogGuard | null>(null)
  const [asking, setAsking] = useState<string | null>(null)
  const context = useMemo<TabGuardContext>(() => ({ setGuard: (next) => (guard.current = next) }), [])
  const switchTo = (tab: string) => (guard.current?.isDirty() ? setAsking(tab) : onSwitch(tab))
  return (
    <TabGuardContext.Provider value={context}>
      {children(switchTo)}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Discard changes?"
        message="What you typed here has not been saved. If you switch tabs now, it will be lost."
        cancelLabel="Keep Editing"
        confirmLabel="Discard Changes"
        onConfirm={() => {
          const tab = asking
          guard.current?.discard()
          setAsking(null)
          if (tab) onSwitch(tab)
        }}
      />
    </TabGuardContext.Provider>
  )
}

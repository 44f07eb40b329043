import type { StaffRole } from '@church/api/lib/staff-roles'
import { roleMay } from '@church/api/lib/staff-roles'
import { createContext, type ReactNode, useContext } from 'react'

const StaffRoleContext = createContext<StaffRole>('contributor')

/** The signed-in person's role, for the dashboard's parts that show only to some roles. */
export const StaffRoleProvider = ({ role, children }: { role: StaffRole; children: ReactNode }) => (
  <StaffRoleContext.Provider value={role}>{children}</StaffRoleContext.Provider>
)

/**
 * Whether the person at the dashboard may do what `needs` may (a button whose route asks for that
 * role: Clear All is an admin's). The server refuses it anyway; this keeps it off the screen.
 */
export const useRoleMay = (needs: StaffRole) => roleMay(useContext(StaffRoleContext), needs)

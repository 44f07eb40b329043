/**
 * The roles a staff account has, from the most trusted down (decision 0040... see docs/product.md "Roles").
 * Each includes everything the roles below it may do:
 *
 * - admin: everything, including accounts, settings, email and YouTube set-up, backups and Clear All;
 * - editor: all the church's content, the inbox and the newsletter;
 * - contributor: signs in and sees the dashboard's Overview; writes drafts once drafts exist.
 *
 * Pure: the route guard reads it on the server, the dashboard to show each role its own tabs.
 */
export const STAFF_ROLES = ['admin', 'editor', 'contributor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The words staff read for each role, in the Users tab and the Add User dialog. */
export const ROLE_WORDS: Record<StaffRole, { name: string; may: string }> = {
  admin: { name: 'Admin', may: 'Everything, including users, settings, email and YouTube set-up, backups and Clear All.' },
  editor: { name: 'Editor', may: 'All the church’s content, the inbox and the newsletter; not users, settings or backups.' },
  contributor: { name: 'Contributor', may: 'Signs in and sees the Overview; can’t change what visitors see.' },
}

const RANK: Record<StaffRole, number> = { contributor: 1, editor: 2, admin: 3 }

/** Whether a role is one of ours (a stored value the code does not know is treated as no role at all). */
export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && value in RANK

/** Whether someone with `role` may do what `needs` may: the same role or a more trusted one. */
export const roleMay = (role: StaffRole | null | undefined, needs: StaffRole) =>
  role && isStaffRole(role) ? RANK[role] >= RANK[needs] : false

/** The role as a sentence says it: 'an admin', 'an editor', 'a contributor'. */
export const aRole = (role: StaffRole) => `${role === 'contributor' ? 'a' : 'an'} ${ROLE_WORDS[role].name.toLowerCase()}`

/**
 * Pastoral care (decision 0053): a permission an admin gives an account on top of its role, to read
 * prayer requests. Admins always have it; editors and contributors only when given it.
 */
export const mayReadPrayer = (user: { role: StaffRole | string; pastoralCare?: boolean } | null | undefined) =>
  !!user && isStaffRole(user.role) && (user.role === 'admin' || user.pastoralCare === true)

/** The words the Users tab shows beside the permission. */
export const PASTORAL_CARE_WORDS = { name: 'Pastoral care', may: 'Can read prayer requests' } as const

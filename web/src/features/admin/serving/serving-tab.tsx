import { RolesEditor } from './roles-editor'
import { ServingRota } from './rota'

/**
 * Serving (decision 0060): who is on each date for the next months, and the roles each event needs.
 * Editors and admins only (the routes' policy): they see volunteers' names and emails.
 */
export function ServingTab() {
  return (
    <div className="grid gap-6">
      <p className="max-w-3xl text-slate-700">
        Give an event roles with a number of slots (for example Greeters, 2). Visitors then see “Help on this day” on the event's page and
        take a slot with their name and email; they see only how many slots are taken, never who. Each person gets an email with a link to
        give up their slot, and a reminder two days before.
      </p>
      <RolesEditor />
      <ServingRota />
    </div>
  )
}

/**
 * A stored event whose repeat rule cannot be used (unreadable, or no date of its own in ten years:
 * the API refuses such a rule, but a restore, an older version or a hand edit can store one). The
 * recurrence library leaves the rule unused, so the event is listed, paged and published at its
 * own date; saying so in the log is this module's, once per event and rule, where stored events are
 * read (stored.ts cleanEvent, which every list, page and feed reads its rows through).
 */

import { type RepeatingEvent, unusableRule } from '../../lib/recurrence'

/** What the log says of a stored event whose rule cannot be used; null when it repeats by a usable rule, or not at all. */
export function badRuleWords(event: RepeatingEvent): string | null {
  const bad = unusableRule(event)
  return bad && `its repeat rule '${bad.rule}' cannot be used (${bad.problem}); listed at its own date, ${event.date}`
}

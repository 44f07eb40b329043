import * as v from 'valibot'

/** Undo done: what came back, and how many stayed out because they were added again since. */
export const RestoredAnswer = v.object({ message: v.string(), restored: v.number(), skipped: v.number() })

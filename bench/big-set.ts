/** The big church's set (bench/big-seed.ts writes it, bench/big.ts measures it). */
/** Ten years of a big church: the set at scale 1 (issue 37). */
export const BIG = {
  sermons: 5000,
  events: 3000,
  repeatingEvents: 300,
  sundayServices: 1062,
  liveStreams: 1500,
  subscribers: 20_000,
  messages: 30_000,
  visitRequests: 10_000,
  newsletters: 100,
  outboxEmails: 858_000,
  photos: 300,
} as const

export const countsAt = (scale: number) =>
  Object.fromEntries(Object.entries(BIG).map(([k, n]) => [k, Math.max(1, Math.round(n * scale))])) as Record<keyof typeof BIG, number>

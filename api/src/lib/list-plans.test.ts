import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { claimDueEmails, listEmails } from '../modules/email/outbox'
import { listEventsPage } from '../modules/events/service'
import { listContactMessages, listVisitorRequests } from '../modules/messages/service'
import { listSubscribers, newsletterProgress } from '../modules/newsletter/service'
import { listSermonsForStaff } from '../modules/sermons/service'
import { freshDatabase, testDatabaseKind } from '../test/harness'

/**
 * Every staff list's page can be read from an index in the list's own order: no Sort node (a sort
 * reads every row the filter picks before the first page is known) and no sequential scan of the big
 * table, at page 1 and deep, on whichever database the suite runs on (issue 37). The plans are the
 * database's own, EXPLAIN of the statements the services send with their values, before ANALYZE
 * (PGlite never runs one itself) and after. A few thousand rows stand for the church's years; at
 * that size a sort of a deep page is truly cheaper, so the planner is told to avoid sorts and
 * sequential scans (enable_sort, enable_incremental_sort, enable_seqscan off): one still in the plan means no index reads the
 * list in its order. At the full size the same plans are chosen unaided (docs in the commit).
 */
const sent: { statement: string; params: unknown[] }[] = []
const { db } = await freshDatabase({ logQuery: (statement: string, params: unknown[] = []) => sent.push({ statement, params }) })

// Rows arrive in time order; a newsletter send writes its 500 emails with one created_at, a day's messages share theirs.
await db.execute(sql`insert into outbox_emails (kind, to_address, subject, text, status, created_at)
  select 'newsletter', 'reader' || g || '@example.org', 'Issue', 'Hello', (array['sent', 'failed', 'pending'])[1 + g % 3]::outbox_email_status,
    timestamptz '2020-01-01' + (g / 500) * interval '1 week'
  from generate_series(1, 6000) g`)
await db.execute(sql`insert into contact_messages (first_name, last_name, email, subject, message, status, created_at)
  select 'First', 'Last' || g, 'writer' || g || '@example.org', 'Hello', 'A message', (array['new', 'responded', 'archived'])[1 + g % 3]::contact_message_status,
    timestamptz '2020-01-01' + (g / 20) * interval '1 day'
  from generate_series(1, 4000) g`)
await db.execute(sql`insert into visitor_requests (full_name, email, phone, number_of_kids, status, created_at)
  select 'Visitor ' || g, 'visitor' || g || '@example.org', '555-0100', '0', (array['new', 'contacted', 'visited'])[1 + g % 3]::visitor_request_status,
    timestamptz '2020-01-01' + g * interval '1 hour'
  from generate_series(1, 4000) g`)
await db.execute(sql`insert into newsletter_subscribers (email, last_name, created_at)
  select 'subscriber' || g || '@example.org', 'Reader', timestamptz '2020-01-01' + (g / 200) * interval '1 week'
  from generate_series(1, 4000) g`)
await db.execute(sql`insert into newsletter_issues (idempotency_key, subject, created_at)
  select gen_random_uuid(), 'Issue ' || g, timestamptz '2020-01-01' + g * interval '1 week'
  from generate_series(1, 2000) g`)
await db.execute(sql`insert into sermons (title, speaker, date, created_at)
  select 'Sermon ' || g, 'The Rector', date '2000-01-02' + g * 7, timestamptz '2020-01-01' + g * interval '1 minute'
  from generate_series(1, 3000) g`)
await db.execute(sql`insert into events (title, date, start_time, location)
  select 'Gathering ' || g, date '2000-01-01' + g * 3, '10:00', 'Parish hall'
  from generate_series(1, 3000) g`)
await db.execute(sql`insert into live_streams (title, description, date)
  select 'Holy Eucharist ' || g, 'Sunday worship', date '2000-01-02' + g * 7
  from generate_series(1, 1500) g`)

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]

/** A statement as the database runs it with these values: each $n spelled as a literal, for EXPLAIN. */
function withValues({ statement, params }: { statement: string; params: unknown[] }) {
  const literal = (value: unknown) =>
    typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value).replaceAll("'", "''")}'`
  return statement.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))
}

/** The plan's nodes for each page of `table` that `read` asks for (an ordered, limited statement; a count is not one). */
async function pagePlans(table: string, read: () => Promise<unknown>) {
  sent.length = 0
  await read()
  const pages = sent.filter(
    ({ statement }) => statement.includes(`from "${table}"`) && / order by /i.test(statement) && / limit /i.test(statement),
  )
  sent.length = 0
  expect(pages.length).toBeGreaterThan(0)
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`)
    await tx.execute(sql`set local enable_incremental_sort = off`)
    await tx.execute(sql`set local enable_seqscan = off`)
    const plans: { statement: string; nodes: PlanNode[] }[] = []
    for (const page of pages) {
      const answer = await tx.execute(sql.raw(`explain (format json) ${withValues(page)}`))
      const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as Record<string, unknown>[]
      const json = Object.values(rows[0])[0]
      const [{ Plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }]
      plans.push({ statement: page.statement, nodes: nodes(Plan) })
    }
    return plans
  })
}

const page = (n: number) => ({ limit: 25, offset: (n - 1) * 25 })

/** An editor reads every sermon (a contributor's list holds only their own). */
const STAFF = { id: crypto.randomUUID(), email: 'editor@example.org', name: 'Editor', role: 'editor' as const, pastoralCare: false }

/** Each staff list at page `n`, named by the big table it pages through. */
const lists: [table: string, name: string, read: (n: number) => Promise<unknown>][] = [
  ['outbox_emails', 'the outbox', (n) => listEmails(db, page(n))],
  ['outbox_emails', 'the outbox, failed only', (n) => listEmails(db, { ...page(n), status: 'failed' })],
  ['contact_messages', 'contact messages', (n) => listContactMessages(db, page(n))],
  ['contact_messages', 'contact messages, new only', (n) => listContactMessages(db, { ...page(n), status: 'new' })],
  ['visitor_requests', 'visit requests', (n) => listVisitorRequests(db, page(n))],
  ['visitor_requests', 'visit requests, visited only', (n) => listVisitorRequests(db, { ...page(n), status: 'visited' })],
  ['newsletter_subscribers', 'subscribers', (n) => listSubscribers(db, page(n))],
  ['sermons', 'sermons', (n) => listSermonsForStaff(db, page(n), STAFF, new Date())],
  ['events', 'events (upcoming, then past)', (n) => listEventsPage(db, page(n), 'America/Chicago')],
  ['newsletter_issues', 'the newest newsletter', () => newsletterProgress(db, 'latest')],
  // Not a list staff read, but the outbox worker's every step during a send: the next due emails, soonest first.
  ['outbox_emails', 'the emails due next, as the outbox worker claims them', () => claimDueEmails(db, { limit: 10 })],
]

async function expectIndexOrder(table: string, read: (n: number) => Promise<unknown>) {
  for (const n of [1, 40]) {
    for (const plan of await pagePlans(table, () => read(n))) {
      const shown = `${plan.statement}\n${plan.nodes.map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''}`).join('\n')}`
      expect(plan.nodes.filter((node) => node['Node Type'].includes('Sort')).map(() => shown)).toEqual([])
      expect(plan.nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table).map(() => shown)).toEqual([])
    }
  }
}

describe(`staff lists read a page from an index in their order, without a sort (${testDatabaseKind})`, () => {
  for (const [table, name, read] of lists) test(`${name}, page 1 and page 40, before ANALYZE`, () => expectIndexOrder(table, read))
  test('and after ANALYZE', async () => {
    await db.execute(sql`analyze`)
    for (const [table, , read] of lists) await expectIndexOrder(table, read)
  })
})

describe(`the site search finds words through each table's word index (${testDatabaseKind})`, () => {
  test('events, sermons and services are read by their search indexes, never scanned', async () => {
    const { searchSite } = await import('../modules/search/service')
    for (const [table, index, q] of [
      ['events', 'events_search_idx', 'gathering 12'],
      ['sermons', 'sermons_search_idx', 'sermon 7'],
      ['live_streams', 'live_streams_search_idx', 'eucharist 7'],
    ] as const) {
      const plans = await pagePlans(table, () => searchSite(db, { q }, new Date(), 'America/Chicago'))
      for (const plan of plans) {
        const indexes = plan.nodes.map((node) => (node as { 'Index Name'?: string })['Index Name'])
        expect(indexes).toContain(index)
        expect(plan.nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table)).toBe(false)
      }
    }
  })
})

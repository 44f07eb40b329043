import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { rowsOf } from '../../db/bulk'
import { freshDatabase, testDatabaseKind } from '../../test/harness'
import { activityPage } from './service'

/**
 * The activity log's pages read an index in the log's order (at desc, id desc), whole and filtered by
 * person, kind, area or dates, as an admin and as an editor: no Sort node and no sequential scan of
 * the table, at page 1 and deep (as lib/list-plans.test.ts proves for the other staff lists; the
 * planner is told to avoid sorts and scans, so one left in the plan means no index fits).
 */
const sent: { statement: string; params: unknown[] }[] = []
const { db } = await freshDatabase({ logQuery: (statement: string, params: unknown[] = []) => sent.push({ statement, params }) })

const [{ id: who }] = rowsOf<{ id: string }>(
  await db.execute(sql`insert into users (email, password_hash, role) values ('a@example.org', 'x', 'admin') returning id::text as id`),
)
await db.execute(sql`insert into activity (at, who, who_name, kind, area, title)
  select timestamptz '2024-01-01' + g * interval '10 minutes', case when g % 4 = 0 then ${who}::uuid end, 'Someone',
    (array['create', 'edit', 'delete', 'sign-in'])[1 + g % 4]::activity_kind,
    (array['sermons', 'events', 'settings', 'users', 'church'])[1 + g % 5], 'Record ' || g
  from generate_series(1, 6000) g`)

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]
const withValues = ({ statement, params }: { statement: string; params: unknown[] }) =>
  statement.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1]
    if (typeof value === 'number' || typeof value === 'boolean') return String(value)
    return `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`
  })

async function expectIndexOrder(query: Record<string, unknown>, role: 'admin' | 'editor') {
  for (const offset of [0, 1000]) {
    sent.length = 0
    await activityPage(db, { limit: 25, offset, ...query }, { id: who, role }, 'America/Chicago')
    const pages = sent.filter(({ statement }) => statement.includes('from "activity"') && / limit /i.test(statement))
    expect(pages).toHaveLength(1)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`)
      await tx.execute(sql`set local enable_incremental_sort = off`)
      await tx.execute(sql`set local enable_seqscan = off`)
      const answer = await tx.execute(sql.raw(`explain (format json) ${withValues(pages[0])}`))
      const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as Record<string, unknown>[]
      const json = Object.values(rows[0])[0]
      const [{ Plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }]
      const shown = nodes(Plan).map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''}`)
      expect({ query, role, offset, sorts: shown.filter((s) => s.includes('Sort')) }).toEqual({ query, role, offset, sorts: [] })
      expect(shown.filter((s) => s === 'Seq Scan activity')).toEqual([])
    })
  }
}

const filters: [Record<string, unknown>, 'admin' | 'editor'][] = [
  [{}, 'admin'],
  [{}, 'editor'],
  [{ person: '' }, 'admin'],
  [{ kind: 'edit' }, 'admin'],
  [{ area: 'sermons' }, 'editor'],
  [{ from: '2024-01-10', to: '2024-01-20' }, 'admin'],
]

describe(`the activity log reads a page from an index in its order, without a sort (${testDatabaseKind})`, () => {
  test('whole and filtered, as an admin and an editor, page 1 and page 41, before and after ANALYZE', async () => {
    const withPerson: [Record<string, unknown>, 'admin' | 'editor'][] = [...filters, [{ person: who }, 'admin']]
    for (const [query, role] of withPerson) await expectIndexOrder(query, role)
    await db.execute(sql`analyze activity`)
    for (const [query, role] of withPerson) await expectIndexOrder(query, role)
  })
})

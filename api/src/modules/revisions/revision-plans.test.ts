import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { freshDatabase, testDatabaseKind } from '../../test/harness'
import { revisionPage } from './service'

/**
 * A record's history is read from its index in order (kind, record, at desc, id desc): no Sort node and
 * no sequential scan of the table, among 100 records of 50 versions each (the planner is told to avoid
 * sorts and scans, so one left in the plan means no index fits), as activity-plans.test.ts proves for
 * the log.
 */
const sent: { statement: string; params: unknown[] }[] = []
const { db } = await freshDatabase({ logQuery: (statement: string, params: unknown[] = []) => sent.push({ statement, params }) })

await db.execute(sql`insert into revisions (kind, record_id, data, who_name, at)
  select (array['sermon', 'event'])[1 + r % 2], 'record-' || r, jsonb_build_object('title', 'Version ' || v), 'Someone',
    timestamptz '2026-01-01' + (r * 50 + v) * interval '1 minute'
  from generate_series(1, 100) r, generate_series(1, 50) v`)

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]
const withValues = ({ statement, params }: { statement: string; params: unknown[] }) =>
  statement.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1]
    if (typeof value === 'number') return String(value)
    return `'${String(value).replaceAll("'", "''")}'`
  })

describe(`a record's history reads its index in order, without a sort (${testDatabaseKind})`, () => {
  test('the first page and a later one, before and after ANALYZE', async () => {
    for (const analyzed of [false, true]) {
      if (analyzed) await db.execute(sql`analyze revisions`)
      for (const offset of [0, 25]) {
        sent.length = 0
        const page = await revisionPage(db, { kind: 'sermon', record: 'record-42', limit: 25, offset }, 'America/Chicago')
        expect(page.total).toBe(50)
        expect(page.items[0].at > page.items[24].at).toBe(true)
        const [read] = sent.filter(({ statement }) => statement.includes('from "revisions"') && / limit /i.test(statement))
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_sort = off`)
          await tx.execute(sql`set local enable_incremental_sort = off`)
          await tx.execute(sql`set local enable_seqscan = off`)
          const answer = await tx.execute(sql.raw(`explain (format json) ${withValues(read)}`))
          const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as Record<string, unknown>[]
          const json = Object.values(rows[0])[0]
          const [{ Plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }]
          const shown = nodes(Plan).map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''}`)
          expect({ analyzed, offset, sorts: shown.filter((s) => s.includes('Sort')) }).toEqual({ analyzed, offset, sorts: [] })
          expect(shown.filter((s) => s === 'Seq Scan revisions')).toEqual([])
        })
      }
    }
  })
})

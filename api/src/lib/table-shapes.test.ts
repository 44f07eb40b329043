/**
 * Each record schema of a model is its table's row (lib/table-shapes.ts): the same fields, in the
 * table's column order, each of the kind the column holds. The table's own schema is made by
 * drizzle-valibot from the table itself, so a column added to a table and forgotten in its model
 * (which the answer would strip without an error) fails here, whatever module it is in.
 */
import { describe, expect, test } from 'bun:test'
import type { Table } from 'drizzle-orm'
import { createSelectSchema } from 'drizzle-valibot'
import type * as v from 'valibot'
import * as tables from '../db/schema'
import { PageItem, ServiceTime, StaffMember } from '../modules/church/model'
import { EventCategory, SavedEvent } from '../modules/events/model'
import { FeaturedContent } from '../modules/featured-content/model'
import { LiveStream } from '../modules/live-streams/model'
import { ContactMessage, VisitorRequest } from '../modules/messages/model'
import { Sermon } from '../modules/sermons/model'
import { SundayService } from '../modules/sunday-services/model'
import { YoutubeConfig } from '../modules/youtube/model'

type Schema = v.GenericSchema & { type: string; wrapped?: Schema; item?: Schema; entries?: Record<string, Schema> }

/** What a field holds, as one word or a few: 'string', 'nullable date', 'array of string'. A jsonb column's value is 'json'. */
function kind(schema: Schema): string {
  if (schema.type === 'nullable') return `nullable ${kind(schema.wrapped as Schema)}`
  if (schema.type === 'array') return `array of ${kind(schema.item as Schema)}`
  if (['union', 'record', 'lazy'].includes(schema.type)) return 'json'
  if (['picklist', 'enum'].includes(schema.type)) return 'choice'
  return schema.type
}
const fields = (schema: { entries: Record<string, unknown> }, leaving: string[] = []) =>
  Object.entries(schema.entries)
    .filter(([key]) => !leaving.includes(key))
    .map(([key, entry]) => `${key}: ${kind(entry as Schema)}`)
/** A jsonb column is typed by its model (`.$type<…>()`): any list or object the model names is 'json'. */
const asJson = (field: string) => field.replace(/: (nullable )?(array of .*|object|json)$/, ': $1json')

/** Each table and the record schema its answers send, with the columns the answer leaves out on purpose. */
const RECORDS: [string, Table, { entries: Record<string, unknown> }, leaving?: string[]][] = [
  ['sermons', tables.sermons, Sermon],
  ['events', tables.events, SavedEvent],
  ['event_categories', tables.eventCategories, EventCategory],
  ['live_streams', tables.liveStreams, LiveStream],
  ['sunday_services', tables.sundayServices, SundayService],
  ['featured_content', tables.featuredContent, FeaturedContent],
  ['service_times', tables.serviceTimes, ServiceTime],
  ['staff_members', tables.staffMembers, StaffMember],
  ['page_items', tables.pageItems, PageItem],
  // A form's send key stays on the server (decision 0034).
  ['contact_messages', tables.contactMessages, ContactMessage, ['sendKey']],
  ['visitor_requests', tables.visitorRequests, VisitorRequest, ['sendKey']],
  ['youtube_configs', tables.youtubeConfigs, YoutubeConfig],
]

describe('a record schema is its table row', () => {
  for (const [name, table, schema, leaving] of RECORDS) {
    test(name, () => {
      const row = fields(createSelectSchema(table), leaving)
      expect(
        fields(schema).map((field, at) => (row[at]?.endsWith(': json') || row[at]?.endsWith(': nullable json') ? asJson(field) : field)),
      ).toEqual(row)
    })
  }
})

/** bun run lint's `shadow` rule: a schema's type is inferred from it, never written again beside it. */
import { describe, expect, test } from 'bun:test'
import { handWrittenTypes, schemaNames, shadowedSchemas } from './lint'

describe('shadow', () => {
  test('schemas are the consts made by valibot or a shared answer maker', () => {
    const text = `export const Sermon = v.object({})\nconst Page = pageAnswer(Sermon)\nconst LIMIT = 24\nexport const Card = v.pick(Sermon, ['id'])`
    expect([...schemaNames(text)]).toEqual(['Sermon', 'Page', 'Card'])
  })

  test('the inference is not hand-written; an object type, an interface or another derivation is', () => {
    const text = [
      'export type Sermon = v.InferOutput<typeof Sermon>',
      'type Query = v.InferInput<typeof Query>',
      'export type Card = { id: string }',
      'interface Page { items: Card[] }',
      'type Row = typeof sermons.$inferSelect',
      'type Other = v.InferOutput<typeof Sermon>',
      "import { type Sermon } from './model'",
    ].join('\n')
    expect(handWrittenTypes(text)).toEqual([
      { name: 'Card', line: 3 },
      { name: 'Page', line: 4 },
      { name: 'Row', line: 5 },
      { name: 'Other', line: 6 },
    ])
  })

  const resolve = (_file: string, spec: string) =>
    spec === './model' ? 'api/src/modules/sermons/model.ts' : spec === '@x/y' ? 'web/src/y.ts' : null

  test('a type named like a schema of its file, its API module or an import by that name fails; the inference passes', () => {
    const sources = new Map([
      [
        'api/src/modules/sermons/model.ts',
        'export const Sermon = v.object({})\nexport type Sermon = v.InferOutput<typeof Sermon>\nexport const Card = v.object({})',
      ],
      ['api/src/modules/sermons/service.ts', 'export type Sermon = typeof sermons.$inferSelect'],
      ['api/src/modules/feeds/podcast.ts', "import type { Sermon } from '../sermons/model'\nexport type Card = { id: string }"],
      ['api/src/modules/pages/heads.ts', "import { Card } from './model'\n\ninterface Card { id: string }"],
      ['web/src/y.ts', 'export const Form = v.object({})'],
      ['web/src/x.tsx', "import { Form } from '@x/y'\ntype Form = { title: string }\ntype Sermon = { id: string }"],
      ['web/src/z.tsx', "import { Form as Schema } from '@x/y'\ntype Form = { title: string }"],
    ])
    expect(shadowedSchemas(sources, resolve)).toEqual([
      { file: 'api/src/modules/sermons/service.ts', line: 1, name: 'Sermon' },
      { file: 'api/src/modules/pages/heads.ts', line: 3, name: 'Card' },
      { file: 'web/src/x.tsx', line: 2, name: 'Form' },
    ])
  })
})

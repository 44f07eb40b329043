/**
 * bun run lint: Biome and `bun run routes --check` (every route declares its policy, and
 * api/src/lib/route-table.gen.ts is current), then the import boundaries of docs/architecture.md
 * ("Who may import what"),
 * checked on api/src, web/src and web/sw (import and export-from statements, `import type` included,
 * and `import('…')`; relative paths and `@church/api/…` resolved as api/package.json exports them):
 *   feature     a web feature (web/src/features/<x>/) imports no other feature, except the shared ones
 *               below. The dashboard's tabs (features/admin/<tab>/) are features of their own; the
 *               dashboard's shared part (features/admin/{api,components,revisions,*.ts}) is open to every tab.
 *   module      an API module with a repo.ts (sermons, events, live streams) is reached by other
 *               modules only through that repo.ts, or its model.ts (valibot schemas and their types)
 *   web-to-api  web takes from the API only types (`import type`) and what api/package.json exports
 *               for it: models, the pure lib files listed there, content
 *   sw-to-app   the service worker imports no app code (web/src); from the API only lib/route-policy.ts
 *   cycle       no import cycle, type-only imports included; printed as the chain
 *   shadow      a hand-written type (`type X = {…}`, `interface X`) named like a valibot schema
 *               (`const X = v.…`, or a shared schema maker's result) of its own file, its API module
 *               (api/src/modules/<m>/) or imported by that name: a schema's type is inferred from it,
 *               `type X = v.InferOutput<typeof X>` (or InferInput), never written again beside it
 * Each failure is printed as `file:line  rule  imported-path`; the exit code is 1 if anything failed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { Glob } from 'bun'
import { bun, root } from './lib'

/** Features every feature may import, as the architecture describes them. */
const SHARED_FEATURES: Record<string, string> = {
  session: 'the signed-in person, made in main.tsx and carried in the router context beside the query client',
  'site-config': "the church's name, contact facts and theme: the shell and every page read them",
  church: 'the facts staff keep in the Church tab (service times, page texts, staff), read by every page that shows them',
}

/**
 * The dashboard's shared folders, open to every tab: its reads and writes, its components, and a
 * record's History (opened from the dialogs' shared footer and the Church tab's page texts).
 */
const SHARED_ADMIN = new Set(['api', 'components', 'revisions'])

/** Files, or folders (ending in /), that assemble other features, each with its reason. */
const ASSEMBLERS: Record<string, string> = {
  'web/src/features/admin/components/admin-dashboard.tsx': 'the dashboard: puts the tabs together and keeps their badges',
  'web/src/features/admin/overview/overview-tab.tsx': "the Overview: every tab's counts, and the sermon and event dialogs it opens",
  'web/src/features/home/': 'the home page: latest sermons and Sunday services, next events, the next Sunday service, featured, newsletter',
  'web/src/features/visit/components/plan-visit-page.tsx': 'Plan a Visit: the visitor form and newsletter sign-up on the page',
  'web/src/features/visit/components/contact-page.tsx': 'Contact: the contact form on the page',
}

/** Single imports allowed on purpose, each with its reason: `from -> to`. */
const EXCEPTIONS: Record<string, string> = {
  'web/src/features/admin/messages/api/offline-queue.server.test.ts -> api/src/test/harness.ts':
    "a test of the web's offline queue against the real API, built by the API's test harness",
}

type Import = { from: string; line: number; spec: string; to: string | null; typeOnly: boolean }

const files = ['api/src', 'web/src', 'web/sw'].flatMap((dir) =>
  [...new Glob('**/*.{ts,tsx}').scanSync({ cwd: join(root, dir) })].map((f) => `${dir}/${f}`).filter((f) => !f.endsWith('.gen.ts')),
)
const apiExports = (JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8')) as { exports: Record<string, string> }).exports

if (import.meta.main) {
  const started = performance.now()
  // Beside Biome: every route declares its policy, and the generated table is current (decision 0037).
  const routeTable = Bun.spawn([bun, 'api/src/scripts/route-table.ts', '--check'], { cwd: root, stdout: 'inherit', stderr: 'inherit' })
  const biome = Bun.spawnSync([bun, 'x', 'biome', 'check', '.'], { cwd: root, stdout: 'inherit', stderr: 'inherit' })
  const sources = new Map(files.map((file) => [file, withoutComments(readFileSync(join(root, file), 'utf8'))]))
  const imports = files.flatMap(importsOf)
  const failures: string[] = []
  const fail = (i: Import, rule: string, target = i.to ?? i.spec) => failures.push(`${i.from}:${i.line}  ${rule}  ${target}`)

  for (const i of imports) {
    if (!i.to || EXCEPTIONS[`${i.from} -> ${i.to}`]) continue
    const rule = boundary(i)
    if (rule) fail(i, rule)
  }
  for (const chain of cycles(imports)) failures.push(`${chain[0]}:${chain[1]}  cycle  ${chain.slice(2).join(' -> ')}`)
  for (const s of shadowedSchemas(sources, resolveSpec)) failures.push(`${s.file}:${s.line}  shadow  ${s.name}`)

  for (const f of failures) console.log(f)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${failures.length ? `${failures.length} lint failure(s)` : 'Import boundaries and schema types: OK'} (${files.length} files, ${imports.length} imports, ${seconds}s)`,
  )
  process.exit(biome.exitCode !== 0 || (await routeTable.exited) !== 0 || failures.length ? 1 : 0)
}

/** The names a file's text declares as schemas: `const X = v.…` or `const X = pageAnswer(…)` (exported or not). */
export function schemaNames(text: string): Set<string> {
  const names = new Set<string>()
  // What makes a schema besides `v.…`: the shared answer makers of lib/answers.ts.
  const SCHEMA_MAKERS = ['pageAnswer', 'storedRecord', 'orderedRecord']
  const declared = new RegExp(`\\bconst\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*(?:v\\.|(?:${SCHEMA_MAKERS.join('|')})\\s*\\()`, 'g')
  for (const m of text.matchAll(declared)) names.add(m[1])
  return names
}

/**
 * The types a file's text writes by hand, with their lines: `type X = …` and `interface X`, except
 * the inference `type X = v.InferOutput<typeof X>` (or `v.InferInput`).
 */
export function handWrittenTypes(text: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = []
  const declared = /(?<=^|[;}\s])(?:type\s+([A-Za-z_$][\w$]*)\s*(?:<[^=]*>)?\s*=\s*(?=([\s\S]{0,200}))|interface\s+([A-Za-z_$][\w$]*))/g
  for (const m of text.matchAll(declared)) {
    const name = m[1] ?? m[3]
    const inferred = m[1] && new RegExp(`^v\\.Infer(?:Output|Input)<\\s*typeof\\s+${name.replace(/\$/g, '\\$')}\\s*>`).test(m[2])
    if (!inferred) found.push({ name, line: text.slice(0, m.index).split('\n').length })
  }
  return found
}

/** The names a file imports from each path it names: `import { A, type B as C } from '…'` gives A and C's original names. */
function importedNames(text: string): { spec: string; names: string[] }[] {
  const statement = /(?<=^|[;}\s])import(?:\s+type)?\s*\{([^}]*)\}\s*from\s*['"]([^'"\n]+)['"]/g
  return [...text.matchAll(statement)].map((m) => ({
    spec: m[2],
    names: m[1]
      .split(',')
      .map((n) => n.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((n) => (/\s+as\s+/.test(n) ? '' : n))
      .filter(Boolean),
  }))
}

/**
 * Hand-written types named like a schema they would shadow: of their own file, of any file of their
 * API module, or imported by that name from a file where it is a schema. `sources` holds each file's
 * text without comments; `resolve` turns an import's path into a file of `sources`.
 */
export function shadowedSchemas(sources: Map<string, string>, resolve: (file: string, spec: string) => string | null) {
  const schemas = new Map([...sources].map(([file, text]) => [file, schemaNames(text)]))
  const moduleOf = (file: string) => /^api\/src\/modules\/[^/]+\//.exec(file)?.[0]
  const found: { file: string; line: number; name: string }[] = []
  for (const [file, text] of sources) {
    const near = new Set(schemas.get(file))
    const module = moduleOf(file)
    if (module) for (const [other, names] of schemas) if (other.startsWith(module)) for (const name of names) near.add(name)
    for (const { spec, names } of importedNames(text)) {
      const from = resolve(file, spec)
      const there = from ? schemas.get(from) : undefined
      for (const name of names) if (there?.has(name)) near.add(name)
    }
    for (const type of handWrittenTypes(text)) if (near.has(type.name)) found.push({ file, ...type })
  }
  return found
}

/** The rule an import breaks, if any. */
function boundary({ from, to, typeOnly }: Import): string | null {
  if (!to) return null
  if (from.startsWith('web/sw/')) {
    if (to.startsWith('web/src/')) return 'sw-to-app'
    if (to.startsWith('api/') && to !== 'api/src/lib/route-policy.ts') return 'sw-to-app'
    return null
  }
  if (from.startsWith('web/')) {
    if (to.startsWith('api/') && !typeOnly && !webMayTake(to)) return 'web-to-api'
    const a = webFeature(from)
    const b = webFeature(to)
    if (!a || !b || a === b || assembles(from) || b in SHARED_FEATURES) return null
    if (b === 'admin' && a.startsWith('admin/')) return null
    return 'feature'
  }
  const a = apiModule(from)
  const b = apiModule(to)
  if (!a || !b || a === b || !existsSync(join(root, 'api/src/modules', b, 'repo.ts'))) return null
  return /\/(repo|model)\.ts$/.test(to) ? null : 'module'
}

function assembles(file: string) {
  return Object.keys(ASSEMBLERS).some((path) => (path.endsWith('/') ? file.startsWith(path) : file === path))
}

/** features/<x>/… → x; features/admin/<tab>/… → admin/<tab>; the dashboard's shared part → admin. */
function webFeature(path: string) {
  const m = /^web\/src\/features\/([^/]+)\/(?:([^/]+)\/)?/.exec(path)
  if (!m) return null
  if (m[1] !== 'admin' || !m[2] || SHARED_ADMIN.has(m[2])) return m[1]
  return `admin/${m[2]}`
}

function apiModule(path: string) {
  return /^api\/src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null
}

/** What api/package.json exports besides the app itself (whose type only the Eden client takes). */
function webMayTake(path: string) {
  return Object.entries(apiExports).some(([key, target]) => {
    if (key === '.') return false
    const re = new RegExp(`^${join('api', target).replace(/[.]/g, '\\.').replace('*', '[^/]+')}$`)
    return re.test(path)
  })
}

/** Import and export-from statements (type-only ones included) and `import('…')`, with their lines. */
function importsOf(file: string): Import[] {
  const text = withoutComments(readFileSync(join(root, file), 'utf8'))
  const found: Import[] = []
  const statement = /(?<=^|[;}\s])(import|export)(\s+type\b)?(?:[\s\w*{},$]*?\bfrom)?\s*['"]([^'"\n]+)['"]/g
  const dynamic = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g
  for (const m of text.matchAll(statement)) {
    const named = /\{([^}]*)\}/.exec(m[0])?.[1]
    const allTypes = !!named && named.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))
    found.push(entry(file, text, m.index, m[3], !!m[2] || allTypes))
  }
  for (const m of text.matchAll(dynamic)) {
    // `typeof import('…')` names a type only.
    found.push(entry(file, text, m.index, m[1], /typeof\s*$/.test(text.slice(Math.max(0, m.index - 10), m.index))))
  }
  return found
}

function entry(file: string, text: string, index: number, spec: string, typeOnly: boolean): Import {
  const line = text.slice(0, index).split('\n').length
  return { from: file, line, spec, typeOnly, to: resolveSpec(file, spec.replace(/\?.*$/, '')) }
}

/** A relative path or `@church/api…` (api/package.json's exports) to a repository path; packages → null. */
function resolveSpec(file: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('.')) base = join(dirname(file), spec)
  else if (spec === '@church/api' || spec.startsWith('@church/api/')) {
    const sub = `.${spec.slice('@church/api'.length)}`
    const hit = Object.entries(apiExports).find(([key]) => new RegExp(`^${key.replace(/[.]/g, '\\.').replace('*', '([^/]+)')}$`).test(sub))
    if (!hit) return `api/${sub.slice(2)}`
    const star = new RegExp(`^${hit[0].replace(/[.]/g, '\\.').replace('*', '([^/]+)')}$`).exec(sub)?.[1] ?? ''
    return join('api', hit[1].replace('*', star))
  } else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = join(root, candidate)
    if (existsSync(full) && statSync(full).isFile()) return relative(root, full)
  }
  return base
}

/** Comments blanked (newlines kept, so lines still count); strings and template literals left alone. */
function withoutComments(src: string) {
  let out = ''
  let quote = ''
  for (let i = 0; i < src.length; i++) {
    const c = src[i]
    if (quote) {
      out += c
      if (c === '\\') out += src[++i] ?? ''
      else if (c === quote) quote = ''
    } else if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++
      out += '\n'
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2)
      const body = src.slice(i, end < 0 ? src.length : end + 2)
      out += body.replace(/[^\n]/g, ' ')
      i += body.length - 1
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c
      out += c
    }
  }
  return out
}

/** Each import cycle once, as [file, line, a, b, …, a]: depth-first search over the file graph. */
function cycles(imports: Import[]): (string | number)[][] {
  const edges = new Map<string, Import[]>()
  for (const i of imports) if (i.to && i.to !== i.from) edges.set(i.from, [...(edges.get(i.from) ?? []), i])
  const state = new Map<string, 'open' | 'done'>()
  const stack: Import[] = []
  const found: (string | number)[][] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    for (const i of edges.get(file) ?? []) {
      const to = i.to as string
      if (state.get(to) === 'open') {
        const start = stack.findIndex((s) => s.from === to)
        const loop = [...stack.slice(start), i]
        found.push([loop[0].from, loop[0].line, ...loop.map((s) => s.from), to])
      } else if (!state.has(to)) {
        stack.push(i)
        visit(to)
        stack.pop()
      }
    }
    state.set(file, 'done')
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return found
}

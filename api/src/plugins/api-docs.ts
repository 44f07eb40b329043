import { openapi } from '@elysiajs/openapi'
import { toJsonSchema } from '@valibot/to-json-schema'
import { devOnly } from '../lib/route-policy'

/** Where the description is served: the page at DOCS_PATH, its JSON at DOCS_PATH/json (both `devOnly` in the route table). */
export const DOCS_PATH = '/api/openapi'

/**
 * The API's OpenAPI description, made from the routes' own valibot schemas (decision 0026). Served
 * only in development: app.ts imports this file only when the process is not in production, so the
 * plugin is never read there.
 */
export const apiDocs = () => {
  const plugin = description()
  // The plugin's two routes cannot name a policy in their options, and a guard around the plugin would
  // hide the app's routes from it: they are given theirs here, before the app takes them.
  for (const route of plugin.routes) route.hooks = { ...route.hooks, policy: devOnly }
  return plugin
}

const description = () =>
  openapi({
    path: DOCS_PATH,
    documentation: {
      info: { title: 'Church site API', version: '1', description: 'Development only: every route with its valibot schemas.' },
    },
    // The page reads the JSON by its full path (the plugin's default is relative, wrong under /api/).
    scalar: { url: `${DOCS_PATH}/json` },
    mapJsonSchema: {
      valibot: (schema: Parameters<typeof toJsonSchema>[0]) =>
        toJsonSchema(schema, {
          // Transformations and custom checks have no JSON Schema: they are left out, not fatal.
          errorMode: 'ignore',
          // An instant is a Date in the handler and an ISO 8601 string on the wire.
          overrideSchema: ({ valibotSchema }) => (valibotSchema.type === 'date' ? { type: 'string', format: 'date-time' } : undefined),
        }),
    },
  })

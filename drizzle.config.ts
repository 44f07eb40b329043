import { resolve } from 'node:path'
import { defineConfig } from 'drizzle-kit'

// One migration folder serves both databases: PostgreSQL when DATABASE_URL is set,
// otherwise the embedded PGlite database under DATA_DIR (used by `db:studio`).
const url = process.env.DATABASE_URL
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
  ...(url ? { dbCredentials: { url } } : { driver: 'pglite', dbCredentials: { url: resolve(process.env.DATA_DIR || './data', 'pglite') } }),
})

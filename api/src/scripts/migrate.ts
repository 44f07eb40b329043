import { withDatabase } from './with-database'

await withDatabase(async (database) => console.log(`Migrations applied (${database.kind}).`))

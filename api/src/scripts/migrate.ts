import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../server'

const config = loadConfig()
const database = await openConfiguredDatabase(config)
try {
  await database.migrate()
  console.log(`Migrations applied (${database.kind}).`)
} finally {
  await database.close()
}

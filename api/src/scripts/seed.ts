import { loadConfig } from '../config'
import { seedDemo } from '../db/seed'
import { openConfiguredDatabase } from '../server'

const config = loadConfig()
const database = await openConfiguredDatabase(config)
try {
  await database.migrate()
  const { seeded } = await seedDemo(database.db)
  console.log(seeded ? 'Demo content added.' : 'This database already has content (or was seeded before): nothing added.')
} finally {
  await database.close()
}

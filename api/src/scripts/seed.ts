import { seedDemo } from '../db/seed'
import { withDatabase } from './with-database'

await withDatabase(async (database) => {
  const { seeded } = await seedDemo(database.db)
  console.log(seeded ? 'Demo content added.' : 'This database already has content (or was seeded before): nothing added.')
})

import { seedDemo } from './db/seed'
import { startServer } from './server'

// `SEED=demo` fills an empty database with the demo church (bun run dev sets it; production never does by default).
await startServer({
  beforeListen: async (database, log) => {
    if (process.env.SEED !== 'demo') return
    const { seeded } = await seedDemo(database.db)
    if (seeded) log.info('Demo content added to the empty database')
  },
})

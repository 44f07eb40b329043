import { seedDemo } from './db/seed'
import { upsertUser } from './modules/users/service'
import { startServer } from './server'

// `SEED=demo` fills an empty database with the demo church (bun run dev sets it; production never does by default).
await startServer({
  beforeListen: async (database, log) => {
    if (process.env.SEED === 'demo') {
      const { seeded } = await seedDemo(database.db)
      if (seeded) log.info('Demo content added to the empty database')
    }
    // SEED_ADMIN=email:password makes (or updates) that admin at start: browser tests sign in with it.
    const [email, ...password] = (process.env.SEED_ADMIN ?? '').split(':')
    if (email && password.length > 0) {
      await upsertUser(database.db, { email, password: password.join(':'), name: 'Test Admin', role: 'admin' })
      log.info(`Admin ${email} is ready`)
    }
  },
})

import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { requiredEmail } from '../lib/fields'
import { generatePassword, upsertUser } from '../modules/users/service'
import { withDatabase } from './with-database'

const usage = 'Usage: bun run user:add <email> [--password <pw>] [--name <name>] [--admin]'

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    name: { type: 'string' },
    admin: { type: 'boolean', default: false },
    help: { type: 'boolean' },
  },
})
if (values.help || positionals.length !== 1) {
  console.error(usage)
  process.exit(values.help ? 0 : 1)
}
const email = v.safeParse(requiredEmail(), positionals[0])
if (!email.success) {
  console.error(`"${positionals[0]}" is not an email address.\n${usage}`)
  process.exit(1)
}
if (values.password !== undefined && values.password.length < 8) {
  console.error('Choose a password of at least 8 characters.')
  process.exit(1)
}

const password = values.password ?? generatePassword()
await withDatabase(async (database) => {
  // --admin makes an admin; without it an existing account keeps its flag.
  const { user, created } = await upsertUser(database.db, {
    email: email.output,
    password,
    name: values.name,
    isAdmin: values.admin ? true : undefined,
  })
  console.log(`${created ? 'Created' : 'Updated'} ${user.email}${user.isAdmin ? ' (admin)' : ''}.`)
  if (values.password === undefined) console.log(`Password: ${password}\nKeep it somewhere safe: it is not shown again.`)
})

import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { loadConfig } from '../config'
import { requiredEmail } from '../lib/fields'
import { keepNewFilesPrivate } from '../lib/private-files'
import { isStaffRole, ROLE_WORDS, type StaffRole } from '../lib/staff-roles'
import { localChannelPath } from '../local-channel'
import { userAddThroughServer } from '../modules/users/command'
import { newPassword } from '../modules/users/model'
import { generatePassword, upsertUser } from '../modules/users/service'
import { withDatabase } from './with-database'

// On a stopped site this opens (or makes) the embedded database: its files are the site's alone.
keepNewFilesPrivate()
const usage = 'Usage: bun run user:add <email> [--password <pw>] [--name <name>] [--admin | --role admin|editor|contributor]'

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    name: { type: 'string' },
    admin: { type: 'boolean', default: false },
    role: { type: 'string' },
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
if (values.password !== undefined) {
  const checked = v.safeParse(newPassword(), values.password)
  if (!checked.success) {
    console.error(`${checked.issues[0].message}.`)
    process.exit(1)
  }
}

if (values.role !== undefined && !isStaffRole(values.role)) {
  console.error(`"${values.role}" is not a role: use admin, editor or contributor.\n${usage}`)
  process.exit(1)
}

const password = values.password ?? generatePassword()
// --admin (or --role) sets the role; without either, a new account is a contributor and an existing one keeps its role.
const role: StaffRole | undefined = values.admin ? 'admin' : (values.role as StaffRole | undefined)
const input = { email: email.output, password, name: values.name, role }
const report = (created: boolean, address: string, given: StaffRole) => {
  console.log(`${created ? 'Created' : 'Updated'} ${address} (${ROLE_WORDS[given].name.toLowerCase()}).`)
  if (values.password === undefined) console.log(`Password: ${password}\nKeep it somewhere safe: it is not shown again.`)
}

const config = loadConfig()
// On the embedded database a running site holds it: ask that server, over its local-only socket.
const answer = config.databaseUrl ? null : await userAddThroughServer(config.dataDir, input)
if (answer?.ok) {
  report(answer.created, answer.email, answer.role)
} else if (answer) {
  console.error(answer.message)
  process.exitCode = 1
} else {
  await withDatabase(async (database) => {
    const { user, created } = await upsertUser(database.db, input)
    report(created, user.email, user.role)
  })
  if (process.exitCode === 1 && !config.databaseUrl) {
    console.error(
      `No running site answered on ${localChannelPath(config.dataDir)} either. Stop the process named above ` +
        '(Ctrl+C where `bun run dev` or `bun run start` runs), run this command again, then start the site again.',
    )
  }
}

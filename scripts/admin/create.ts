import { parseArgs } from 'node:util'
import { parseEnv } from '../../config/env.server.ts'
import {
  type AdminCredential,
  CreateAdminSchema,
  createAdmin,
  type PasswordProblem,
  passwordProblem,
} from '../../core/accounts/create-admin.ts'
import { passwordRules } from '../../core/accounts/schemas.ts'
import { openDatabase } from '../../db/client.ts'
import { hiddenLines } from './hidden-input.ts'

const usage = `Usage: npm run admin:create -- --email you@your-shop.example [--first-name Anna] [--last-name Weber] [--link]

Creates an admin account on the shop's database (DATABASE_URL, or PGlite in DATA_DIR: stop the
shop first). On a terminal it asks for the password, twice, without showing it. With --link, or
without a terminal, the account gets no password: a link is printed once, where the admin sets it.`

const refusals: Record<PasswordProblem | 'EMAIL_TAKEN', string> = {
  PASSWORD_TOO_SHORT: `The password needs at least ${passwordRules.min} characters.`,
  PASSWORD_TOO_LONG: `The password may have at most ${passwordRules.max} characters.`,
  PASSWORD_TOO_COMMON: 'That password is too common (or is the email address): choose another.',
  EMAIL_TAKEN:
    'An account with this email address exists already. An admin grants it a role in /admin/staff.',
}

const inputProblems: Record<string, string> = {
  emailRequired: 'an email address is required',
  emailInvalid: 'not an email address',
  nameRequired: 'must not be empty',
  nameTooLong: 'at most 100 characters',
  controlCharacter: 'contains a control character',
}

function stop(message: string, code: number): never {
  console.error(message)
  process.exit(code)
}

function readOptions() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        link: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    stop(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`, 2)
  }
}
const options = readOptions()
if (options.help) stop(usage, 0)
const input = CreateAdminSchema.safeParse({
  email: options.email,
  firstName: options['first-name'],
  lastName: options['last-name'],
})
if (!input.success) {
  const flags: Record<string, string> = {
    email: '--email',
    firstName: '--first-name',
    lastName: '--last-name',
  }
  const problems = input.error.issues.map(
    (issue) => `  ${flags[String(issue.path[0])]}: ${inputProblems[issue.message] ?? issue.message}`,
  )
  stop(`${problems.join('\n')}\n\n${usage}`, 2)
}
const account = input.data

/**
 * Asks until the password meets the shop's rule and the second entry matches the first; null when
 * the operator gave up (Ctrl-C).
 */
async function askPassword(lines: ReturnType<typeof hiddenLines>): Promise<string | null> {
  for (;;) {
    const password = await lines.next(`Password for ${account.email}: `)
    if (password === null) return null
    const problem = passwordProblem(password, account.email)
    if (problem) {
      console.error(refusals[problem])
      continue
    }
    const again = await lines.next('The same password again: ')
    if (again === null || again === password) return again
    console.error('The two entries differ. Once more.')
  }
}

// On a terminal (and without --link) the password is asked for; echo goes off at once, so that
// nothing typed while the database opens is shown.
const lines = process.stdin.isTTY && !options.link ? hiddenLines() : null

/** The password typed on the terminal, else a link to set it; null: cancelled. */
async function credentialOf(): Promise<AdminCredential | null> {
  if (!lines) return { link: { origin } }
  const password = await askPassword(lines)
  lines.close()
  return password === null ? null : { password }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))
const env = (() => {
  try {
    return parseEnv(process.env)
  } catch (error) {
    stop(message(error), 2)
  }
})()
const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir }).catch((error) =>
  stop(message(error), 1),
)
try {
  const credential = await credentialOf()
  const result =
    credential && (await createAdmin({ db: database.db, now: () => new Date() }, account, credential))
  if (!result) {
    console.error('Cancelled: no account was created.')
    process.exitCode = 130
  } else if (!result.ok) {
    console.error(refusals[result.code])
    process.exitCode = 1
  } else if (result.link) {
    console.log(
      `Admin ${account.email} created, without a password. The admin sets it here, within ` +
        `${result.link.validMinutes} minutes and once (the link is shown only now):\n\n  ${result.link.url}\n`,
    )
  } else {
    console.log(`Admin ${account.email} created. Log in at ${origin}/login`)
  }
} catch (error) {
  console.error(message(error))
  process.exitCode = 1
} finally {
  await database.close()
}

import fs from 'node:fs'
import path from 'node:path'

/** One mail of DATA_DIR/outbox as the tests need it: header fields and the decoded text part. */
export type OutboxMail = {
  file: string
  to: string
  subject: string
  template: string
  text: string
  raw: string
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index] as string
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(joined.slice(index + 1, index + 3), 16))
      index += 2
    } else bytes.push(...Buffer.from(char, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeWord(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const match = head.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im'))
  return match ? decodeWord((match[1] as string).replace(/\r?\n[ \t]/g, ' ')).trim() : ''
}

function textPart(raw: string): string {
  const match = raw.match(
    /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([^\s]+)\s*\n\n([\s\S]*?)\n--/i,
  )
  if (!match) return ''
  const [, encoding, body] = match
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body as string, 'base64').toString('utf8')
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body as string)
  return body as string
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8')
      return {
        file,
        raw,
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        template: header(raw, 'X-Nf-Template'),
        text: textPart(raw),
      }
    })
}

/** Waits for the newest mail of a template to an address (mails may go out in the background). */
export async function waitForMail(dataDir: string, to: string, template: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = readOutbox(dataDir).filter((mail) => mail.to.includes(to) && mail.template === template)
    if (found.length > 0) return found.at(-1) as OutboxMail
    if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to} in the outbox`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The first link of the text part that starts with `prefix`-like path (e.g. '/password-recovery'). */
export function linkIn(mail: OutboxMail, pathPart: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S*${pathPart.replace(/[/?]/g, '\\$&')}\\S*`))
  if (!match) throw new Error(`no link to ${pathPart} in ${mail.template} mail:\n${mail.text}`)
  return match[0]
}

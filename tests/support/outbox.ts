import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

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

/**
 * Mails are jobs (core/jobs): a test app registers how to run its due jobs for its DATA_DIR, and
 * `waitForMail` runs them before it looks, instead of waiting for a worker.
 */
const jobDrains = new Map<string, () => Promise<void>>()

export function drainJobsInto(dataDir: string, drain: () => Promise<void>) {
  jobDrains.set(path.resolve(dataDir), drain)
}

/** Runs the due jobs of the test app writing to `dataDir` (its mails land in the outbox). */
export async function deliverMails(dataDir: string) {
  await jobDrains.get(path.resolve(dataDir))?.()
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

/** Waits for the newest mail of a template to an address (a worker sends it: an order step's mail is two jobs). */
export async function waitForMail(dataDir: string, to: string, template: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await deliverMails(dataDir)
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

/** One leaf part of a MIME mail: the html alternative or an attachment, decoded. */
export type MailPart = { contentType: string; filename: string | null; body: Buffer }

function headerParameter(head: string, name: string): string | null {
  const plain = head.match(new RegExp(`${name}="?([^";]+)"?`, 'i'))
  if (plain && !plain[0].includes('*')) return (plain[1] as string).trim()
  // RFC 2231: name*=utf-8''%C3%A4 or continued name*0*=…; name*1*=…
  const pieces = [...head.matchAll(new RegExp(`${name}\\*(?:\\d+)?\\*?="?([^";]+)"?`, 'gi'))].map(
    (match) => match[1] as string,
  )
  if (pieces.length === 0) return null
  return decodeURIComponent(pieces.join('').replace(/^utf-8''/i, ''))
}

/** Every leaf part of a mail (multipart containers are opened, not listed). */
export function mailParts(raw: string): MailPart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] as string)
  const parts: MailPart[] = []
  for (const boundary of boundaries) {
    for (const section of raw.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) continue
      const [head = '', ...rest] = section.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
      const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
      const contentType = unfolded.match(/Content-Type: ([^;\s]+)/i)?.[1]?.toLowerCase() ?? ''
      if (contentType.startsWith('multipart/')) continue
      const encoded = rest.join('\n\n').split(/\r?\n--/)[0] as string
      const encoding = unfolded.match(/Content-Transfer-Encoding: (\S+)/i)?.[1]?.toLowerCase()
      const body =
        encoding === 'base64'
          ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64')
          : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(encoded) : encoded, 'utf8')
      parts.push({ contentType, filename: headerParameter(unfolded, 'filename'), body })
    }
  }
  return parts
}

/** Pages of a PDF, read from its page tree (`/Type /Pages … /Count n` of the root node). */
export function pdfPageCount(bytes: Buffer): number {
  const text = bytes.toString('latin1')
  const leaves = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
  const counts = [...text.matchAll(/\/Type \/Pages[\s\S]*?\/Count (\d+)/g)].map((match) => Number(match[1]))
  // The root's count is the largest; a well-formed file lists exactly that many leaves.
  const count = Math.max(0, ...counts)
  return count === leaves ? count : -1
}

/**
 * The words of a PDF as pdfkit writes them: text shown with TJ arrays of hex strings inside
 * Flate-compressed content streams; one line per TJ. Standard fonts write WinAnsi bytes; embedded
 * fonts write glyph codes, read back through the font's ToUnicode map. Enough to check a document
 * says what it must, without a PDF library.
 */
export function pdfText(bytes: Buffer): string {
  const text = bytes.toString('latin1')
  const decoder = new TextDecoder('windows-1252')
  const objects = new Map<string, { dict: string; stream: string | null }>()
  for (const object of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = object[2] as string
    // pdfkit ends a stream's data with '\nendstream'; a '\r?' there would eat a last data byte
    // that happens to be 13 (one stream in 256), and the stream would no longer inflate.
    const streamAt = /stream\r?\n([\s\S]*?)\nendstream/.exec(body)
    let stream: string | null = null
    if (streamAt) {
      try {
        stream = inflateSync(Buffer.from(streamAt[1] as string, 'latin1')).toString('latin1')
      } catch {
        stream = null // not compressed (or not text)
      }
    }
    objects.set(object[1] as string, { dict: streamAt ? body.slice(0, streamAt.index) : body, stream })
  }
  // Font resource names (/F1) to the glyph-code maps of their embedded fonts.
  const unicodeMaps = new Map<string, Map<string, string>>()
  for (const { dict } of objects.values())
    for (const resource of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(resource[2] as string)?.dict ?? '')
      const cmap = toUnicode ? objects.get(toUnicode[1] as string)?.stream : null
      if (cmap) unicodeMaps.set(resource[1] as string, parseToUnicode(cmap))
    }
  const lines: string[] = []
  for (const { stream } of objects.values()) {
    if (!stream) continue
    let font: Map<string, string> | undefined
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        font = unicodeMaps.get(op[1])
        continue
      }
      const pieces = [...(op[2] as string).matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => piece[1] as string)
      lines.push(
        pieces
          .map((hex) =>
            font
              ? (hex.match(/.{4}/g) ?? []).map((code) => font?.get(code.toLowerCase()) ?? '').join('')
              : decoder.decode(Buffer.from(hex, 'hex')),
          )
          .join(''),
      )
    }
  }
  return lines.join('\n')
}

/**
 * The words of any PDF as poppler's pdftotext reads them (one line of text per printed line). For
 * the hybrid e-invoice PDFs, which the e-invoice library saves with compressed object streams that
 * `pdfText` does not open.
 */
export function popplerText(bytes: Uint8Array): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-pdf-'))
  const file = path.join(folder, 'document.pdf')
  fs.writeFileSync(file, bytes)
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)))
  const code = (value: number) => value.toString(16).padStart(4, '0')
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
    const from = Number.parseInt(range[1] as string, 16)
    const to = Number.parseInt(range[2] as string, 16)
    const target = range[3] as string
    if (target.startsWith('[')) {
      ;[...target.matchAll(/<([0-9a-f]+)>/gi)].forEach((entry, index) => {
        map.set(code(from + index), utf16(entry[1] as string))
      })
    } else {
      const first = Number.parseInt(target.slice(1, -1), 16)
      for (let value = from; value <= to; value++)
        map.set(code(value), String.fromCharCode(first + value - from))
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const entry of (block[1] as string).matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set((entry[1] as string).toLowerCase().padStart(4, '0'), utf16(entry[2] as string))
  return map
}

/**
 * The one rule for text that enters the shop: query parameters, path segments, form fields and
 * every string and key of a JSON body pass it once, at the boundary, before any handler sees
 * them (docs/decisions/017-text-at-the-boundary.md).
 *
 * - Control characters are refused: NUL and the other C0 codes except tab, line feed and carriage
 *   return, DEL, and the C1 codes. PostgreSQL refuses NUL outright (the query then fails), and
 *   the others only hide text from the people who read it.
 * - A lone surrogate becomes U+FFFD, as a broken byte does in every form post and query string
 *   the browser decodes; only a JSON escape (`"\ud800"`) can carry one in, and PostgreSQL's
 *   `jsonb` refuses it.
 * - Everything else is put in Unicode normal form C, so that 'Müller' typed on any keyboard is
 *   the same text in a search, a comparison and the database.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/** Why a text was refused: the machine `reason` of the 400. */
export type TextRefusal = 'CONTROL_CHARACTER'

/** Why a multipart body was refused while it was read (server/http/multipart.ts): counts are 400, sizes 413. */
export type MultipartCountRefusal = 'MALFORMED_BODY' | 'TOO_MANY_PARTS' | 'TOO_MANY_FIELDS' | 'TOO_MANY_FILES'
export type MultipartSizeRefusal = 'BODY_TOO_LARGE' | 'FIELD_TOO_LARGE' | 'FILE_TOO_LARGE'

/** A request refused at the boundary, before any route or handler ran: its status and reason. */
export type RequestRefusal =
  | { status: 400; reason: TextRefusal | MultipartCountRefusal }
  | { status: 413; reason: MultipartSizeRefusal }
  | { status: 403; reason: 'BACK_OFFICE_ONLY' }
  | { status: 415; reason: 'UNSUPPORTED_MEDIA_TYPE' }
  | { status: 429; reason: 'RATE_LIMITED' | 'UPLOADS_IN_PROGRESS' | 'UPLOADS_BUSY'; retryAfter: number }

export type TextVerdict = { ok: true; text: string } | { ok: false; reason: TextRefusal }

export function hasControlCharacter(value: string): boolean {
  return controlCharacter.test(value)
}

/** The text as the shop keeps it, or why it is refused. */
export function acceptText(value: string): TextVerdict {
  if (controlCharacter.test(value)) return { ok: false, reason: 'CONTROL_CHARACTER' }
  return { ok: true, text: (value.isWellFormed() ? value : value.toWellFormed()).normalize('NFC') }
}

/** Where in a body a text was refused ('billingAddress.firstName'), and why. */
export type FieldRefusal = { ok: false; field: string; reason: TextRefusal }

/**
 * A parsed JSON body with the rule applied to every string and every key, at any depth, or the
 * first refused one. The caller limits the depth first (`nestsDeeperThan`): this walk recurses.
 * What the rule leaves as it is stays the same object (most bodies are copied nowhere); a copy
 * keeps a `__proto__` key a plain field, as JSON.parse made it.
 */
export function acceptTextTree(value: unknown): { ok: true; value: unknown } | FieldRefusal {
  const verdict = walk(value)
  if (verdict.ok) return verdict
  return { ok: false, field: verdict.path.join('.') || 'body', reason: verdict.reason }
}

type Walked = { ok: true; value: unknown } | { ok: false; path: (string | number)[]; reason: TextRefusal }

// The path of a refusal is built on the way back up, so an accepted body allocates none.
function walk(value: unknown): Walked {
  if (typeof value === 'string') {
    const verdict = acceptText(value)
    return verdict.ok ? { ok: true, value: verdict.text } : { ok: false, path: [], reason: verdict.reason }
  }
  if (Array.isArray(value)) {
    let items: unknown[] | null = null
    for (let index = 0; index < value.length; index++) {
      const verdict = walk(value[index])
      if (!verdict.ok) {
        verdict.path.unshift(index)
        return verdict
      }
      if (verdict.value !== value[index]) items ??= [...value]
      if (items) items[index] = verdict.value
    }
    return { ok: true, value: items ?? value }
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
    let copy: Record<string, unknown> | null = null
    for (const [index, key] of keys.entries()) {
      const name = acceptText(key)
      if (!name.ok) return { ok: false, path: [key], reason: name.reason }
      const verdict = walk(record[key])
      if (!verdict.ok) {
        verdict.path.unshift(name.text)
        return verdict
      }
      if (!copy && (name.text !== key || verdict.value !== record[key])) {
        copy = {}
        for (const earlier of keys.slice(0, index)) setField(copy, earlier, record[earlier])
      }
      if (copy) setField(copy, name.text, verdict.value)
    }
    return { ok: true, value: copy ?? value }
  }
  return { ok: true, value }
}

/** `target[key] = value`, except that `__proto__` becomes a field instead of the prototype. */
function setField(target: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    target[key] = value
  }
}

/**
 * Name–value pairs (a query string, a form post, multipart fields) with the rule applied to each
 * name and each text value; other values (uploaded files) pass as they are.
 */
export function acceptFields<T>(
  entries: Iterable<[string, string | T]>,
): { ok: true; entries: [string, string | T][]; changed: boolean } | FieldRefusal {
  const accepted: [string, string | T][] = []
  let changed = false
  for (const [key, value] of entries) {
    const name = acceptText(key)
    if (!name.ok) return { ok: false, field: key, reason: name.reason }
    if (typeof value !== 'string') {
      accepted.push([name.text, value])
      changed ||= name.text !== key
      continue
    }
    const text = acceptText(value)
    if (!text.ok) return { ok: false, field: name.text, reason: text.reason }
    accepted.push([name.text, text.text])
    changed ||= name.text !== key || text.text !== value
  }
  return { ok: true, entries: accepted, changed }
}

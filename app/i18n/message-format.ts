/**
 * The part of ICU message syntax the shop's texts use, turned into functions once per text:
 * `{name}`, `{count, plural, =0 {…} one {…} other {…}}` with `#`, and `{value, select, a {…} other {…}}`.
 * Apostrophes follow ICU: `''` is one apostrophe, `'{` starts a quoted literal, any other `'` is
 * plain text (English and French need it). i18next with its ICU plugin did this before, at about a
 * fifth of every page's scripts (docs/performance.md); `messages.test.ts` compiles every text.
 */
export type MessageValues = Record<string, unknown>
export type CompiledMessage = (values: MessageValues | undefined) => string

type Part =
  | string
  | { kind: 'value'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; branches: Map<string, Part[]> }

export class MessageSyntaxError extends Error {}

class Parser {
  private position = 0
  private readonly text: string
  constructor(text: string) {
    this.text = text
  }

  parse(): Part[] {
    const parts = this.parts(false, false)
    if (this.position < this.text.length) this.fail('unexpected }')
    return parts
  }

  private fail(what: string): never {
    throw new MessageSyntaxError(`${what} at ${this.position} in "${this.text}"`)
  }

  /** Text and arguments up to the `}` that closes a branch (not consumed), or the end. */
  private parts(inBranch: boolean, inPlural: boolean): Part[] {
    const parts: Part[] = []
    let literal = ''
    const flush = () => {
      if (literal) parts.push(literal)
      literal = ''
    }
    while (this.position < this.text.length) {
      const char = this.text[this.position] as string
      if (char === "'") {
        literal += this.apostrophe(inPlural)
      } else if (char === '{') {
        flush()
        parts.push(this.argument())
      } else if (char === '}') {
        if (!inBranch) this.fail('unexpected }')
        break
      } else if (char === '#' && inPlural) {
        flush()
        parts.push({ kind: 'pound' })
        this.position++
      } else {
        literal += char
        this.position++
      }
    }
    flush()
    return parts
  }

  private apostrophe(inPlural: boolean): string {
    const next = this.text[this.position + 1]
    if (next === "'") {
      this.position += 2
      return "'"
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      const end = this.text.indexOf("'", this.position + 1)
      const quoted = this.text.slice(this.position + 1, end === -1 ? undefined : end)
      this.position = end === -1 ? this.text.length : end + 1
      return quoted
    }
    this.position++
    return "'"
  }

  private word(): string {
    this.skipSpace()
    const match = /^[^\s{},]+/.exec(this.text.slice(this.position))
    if (!match) this.fail('expected a name')
    this.position += match[0].length
    this.skipSpace()
    return match[0]
  }

  private skipSpace() {
    while (/\s/.test(this.text[this.position] ?? '')) this.position++
  }

  private expect(char: string) {
    if (this.text[this.position] !== char) this.fail(`expected ${char}`)
    this.position++
  }

  private argument(): Part {
    this.expect('{')
    const name = this.word()
    if (this.text[this.position] === '}') {
      this.position++
      return { kind: 'value', name }
    }
    this.expect(',')
    const kind = this.word()
    if (kind !== 'plural' && kind !== 'select') this.fail(`unsupported argument type ${kind}`)
    this.expect(',')
    const branches = new Map<string, Part[]>()
    this.skipSpace()
    while (this.text[this.position] !== '}') {
      const key = this.word()
      this.expect('{')
      branches.set(key, this.parts(true, kind === 'plural'))
      this.expect('}')
      this.skipSpace()
      if (this.position >= this.text.length) this.fail('unclosed argument')
    }
    this.position++
    if (!branches.has('other')) this.fail(`${kind} without other`)
    return { kind, name, branches }
  }
}

/** One Intl object per locale: building one loads the locale's data, using it is cheap. */
function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>()
  return (locale) => {
    let value = made.get(locale)
    if (value === undefined) {
      value = make(locale)
      made.set(locale, value)
    }
    return value
  }
}

const pluralRules = perLocale((locale) => new Intl.PluralRules(locale))
const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale))

function render(parts: Part[], values: MessageValues, locale: string, count: number | null): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if (part.kind === 'value') out += stringOf(values[part.name])
    else if (part.kind === 'pound') out += count === null ? '#' : numberFormat(locale).format(count)
    else if (part.kind === 'select') {
      const chosen = part.branches.get(stringOf(values[part.name])) ?? part.branches.get('other')
      out += render(chosen ?? [], values, locale, count)
    } else {
      const value = Number(values[part.name])
      const chosen =
        part.branches.get(`=${value}`) ??
        part.branches.get(pluralRules(locale).select(value)) ??
        part.branches.get('other')
      out += render(chosen ?? [], values, locale, value)
    }
  }
  return out
}

function stringOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : ''
}

/** One text as a function of its values; a text without arguments costs nothing per call. */
export function compileMessage(text: string, locale: string): CompiledMessage {
  if (!/[{'}]/.test(text)) return () => text
  const parts = new Parser(text).parse()
  if (parts.every((part) => typeof part === 'string')) {
    const plain = parts.join('')
    return () => plain
  }
  const names = argumentNames(parts)
  // A text asked for without one of its values comes back as written, as i18next's ICU plugin did.
  return (values) =>
    values && names.every((name) => values[name] !== undefined) ? render(parts, values, locale, null) : text
}

function argumentNames(parts: Part[]): string[] {
  return parts.flatMap((part) => {
    if (typeof part === 'string' || part.kind === 'pound') return []
    if (part.kind === 'value') return [part.name]
    return [part.name, ...[...part.branches.values()].flatMap(argumentNames)]
  })
}

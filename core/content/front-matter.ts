import { brand } from '#config/brand.ts'

const variables: Record<string, string> = {
  'brand.name': brand.name,
  ...Object.fromEntries(Object.entries(brand.company).map(([key, value]) => [`company.${key}`, value])),
}

/** Replaces {{company.x}} with config/brand.ts, so legal pages follow a rebrand. */
export function fillVariables(text: string): string {
  return text.replace(/\{\{\s*([a-zA-Z.]+)\s*\}\}/g, (whole, name: string) => variables[name] ?? whole)
}

/**
 * Front matter is flat `key: value` lines (docs/content-format.md). It is read line by line rather
 * than as YAML so that a colon inside a description cannot break a page.
 */
export function splitFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) return { data: {}, body: source }
  const data: Record<string, string> = {}
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const separator = line.indexOf(':')
    if (separator <= 0 || line.trimStart().startsWith('#')) continue
    const key = line.slice(0, separator).trim()
    let value = line.slice(separator + 1).trim()
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) {
      value = value.slice(1, -1).replace(value[0] === '"' ? /\\"/g : /''/g, value[0])
    }
    data[key] = value
  }
  return { data, body: match[2] ?? '' }
}

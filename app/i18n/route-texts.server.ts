import fs from 'node:fs'
import path from 'node:path'
import type { Locale } from '#config/locales.ts'
import { routeTextsUrls } from './route-texts.ts'

/** build/route-texts.json as scripts/route-texts.ts writes it. */
export type RouteTextsTable = {
  version: string
  /** Namespaces of the root route and the client entry. */
  base: string[]
  /** File name (routeTextsName of a pattern) → its namespaces beyond `base`. */
  files: Record<string, string[]>
  /** Route pattern → file name. */
  patterns: Record<string, string>
}

let table: RouteTextsTable | null | undefined

/** The table of the build this process serves; null without a build (development): then the whole file. */
export function routeTextsTable(): RouteTextsTable | null {
  if (table === undefined) {
    const file = path.join(process.cwd(), 'build/route-texts.json')
    table = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RouteTextsTable) : null
  }
  return table
}

/** The text files a page of this route pattern preloads, or null when the build has no table. */
export function pageTextFiles(locale: Locale, pattern: string) {
  const current = routeTextsTable()
  if (!current) return null
  // A pattern the build does not know (none today) gets the base and an empty file.
  return { version: current.version, urls: routeTextsUrls(locale, pattern, current.version) }
}

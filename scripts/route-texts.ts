import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { serverOnlyNamespaces } from '../app/i18n/i18n.ts'
import { routeTextsName } from '../app/i18n/route-texts.ts'

/**
 * After the client build: which message namespaces each route's browser code can ask for
 * (docs/decisions/025-texts-per-route.md). For every route of React Router's client manifest it
 * follows the route module's chunks (static and dynamic imports) and collects every string in
 * them that starts with a namespace of the German file and a dot ('cart.total', `cart.reason.${…}`),
 * to the key's second segment where the string names one.
 * `base` is what the root route and the client entry need; a page's file holds the rest of its
 * chain (language, layout, page), keyed by its route pattern as React Router reports it to a
 * middleware. Written to build/route-texts.json; the server serves the files (server/api/public-data.ts).
 */
const root = path.join(import.meta.dirname, '..')
const assets = path.join(root, 'build/client/assets')
const de = JSON.parse(fs.readFileSync(path.join(root, 'app/i18n/messages/de.json'), 'utf8')) as Record<
  string,
  unknown
>
const namespaces = Object.keys(de).filter(
  (name) => !(serverOnlyNamespaces as readonly string[]).includes(name),
)

type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[] }
const manifestFile = fs.readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file))
if (!manifestFile)
  throw new Error('no React Router manifest in build/client/assets: run react-router build first')
const manifestSource = fs.readFileSync(path.join(assets, manifestFile), 'utf8')
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1),
) as {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

// `pages.home.title` → `pages.home`; `home.step${n}Title`, `pages.${key}.lead`, 'cart.' → the whole namespace.
const keyPattern = new RegExp(`[\`'"](${namespaces.join('|')})\\.(?:([A-Za-z0-9_]+)(?=[.\`'"]))?`, 'g')
const staticImport = /\bfrom\s*["']\.\/([\w.-]+\.js)["']|\bimport\s*["']\.\/([\w.-]+\.js)["']/g
const dynamicImport = /\bimport\s*\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g
type Chunk = { namespaces: Set<string>; imports: string[]; lazy: string[] }
const chunks = new Map<string, Chunk>()

function readChunk(file: string) {
  let chunk = chunks.get(file)
  if (!chunk) {
    const code = fs.readFileSync(path.join(assets, file), 'utf8')
    chunk = {
      namespaces: new Set(
        [...code.matchAll(keyPattern)].map((match) =>
          match[2] ? `${match[1]}.${match[2]}` : (match[1] ?? ''),
        ),
      ),
      imports: [...code.matchAll(staticImport)].map((match) => match[1] ?? match[2] ?? ''),
      lazy: [...code.matchAll(dynamicImport)].map((match) => match[1] ?? ''),
    }
    chunks.set(file, chunk)
  }
  return chunk
}

/**
 * Entries are a namespace (`cart`) or one subtree of it (`pages.home`); the size of `pages` (50
 * pages' titles) makes the second level worth it. Whether `entry` is in a set already.
 */
function covered(entries: Set<string>, entry: string) {
  return entries.has(entry) || entries.has(entry.split('.')[0] ?? '')
}

/** A set without the subtrees of namespaces it holds whole, sorted. */
function normalized(entries: Iterable<string>) {
  const all = new Set(entries)
  return [...all].filter((entry) => !entry.includes('.') || !all.has(entry.split('.')[0] ?? '')).sort()
}

/** The namespaces of some modules and of what they import statically; the lazy imports met on the way. */
function namespacesOf(modules: string[]) {
  const found = new Set<string>()
  const lazy = new Set<string>()
  const seen = new Set<string>()
  const queue = modules.map((module) => path.basename(module))
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const chunk = readChunk(file)
    for (const name of chunk.namespaces) found.add(name)
    for (const name of chunk.lazy) lazy.add(name)
    queue.push(...chunk.imports)
  }
  return { found: new Set(normalized(found)), lazy }
}

/** A lazily imported chunk's texts are named by its module: `my-shirts-list-C6wXkbK4.js` → `l-my-shirts-list`. */
const lazyName = (file: string) => `l-${file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '')}`

const routes = manifest.routes
const chain = (route: ManifestRoute): ManifestRoute[] => {
  const parent = route.parentId ? routes[route.parentId] : undefined
  return parent ? [...chain(parent), route] : [route]
}
/** React Router's getRoutePattern: the paths of the matches joined. */
const patternOf = (matches: ManifestRoute[]) =>
  matches
    .map((match) => match.path)
    .filter(Boolean)
    .join('/')
    .replace(/\/\/+/g, '/') || '/'

const { found: base, lazy } = namespacesOf([
  manifest.entry.module,
  ...manifest.entry.imports,
  routes.root?.module ?? '',
])
const files: Record<string, string[]> = {}
const patterns: Record<string, string> = {}
for (const route of Object.values(routes)) {
  if (route.id === 'root') continue
  const matches = chain(route)
  const pattern = patternOf(matches)
  const name = routeTextsName(pattern)
  const { found: needed, lazy: lazyOfRoute } = namespacesOf(
    matches.filter((match) => match.id !== 'root').map((match) => match.module),
  )
  for (const file of lazyOfRoute) lazy.add(file)
  // A layout and its index page share a pattern: the file serves both.
  const current = new Set(files[name] ?? [])
  for (const entry of needed) if (!covered(base, entry)) current.add(entry)
  files[name] = normalized(current)
  patterns[pattern] = name
}

// Code loaded on demand (a dialog: app/i18n/lazy-texts.ts) brings its own file, loaded with it.
const seenLazy = new Set<string>()
for (const file of lazy) {
  if (seenLazy.has(file)) continue
  seenLazy.add(file)
  const { found, lazy: nested } = namespacesOf([file])
  for (const next of nested) lazy.add(next)
  const name = lazyName(file)
  const current = new Set(files[name] ?? [])
  for (const entry of found) if (!covered(base, entry)) current.add(entry)
  files[name] = normalized(current)
}

// The files' URLs carry a version that changes with the texts or the table only, not with every build.
const digest = createHash('sha256').update(JSON.stringify({ base: [...base].sort(), files, patterns }))
for (const file of fs.readdirSync(path.join(root, 'app/i18n/messages')).sort())
  digest.update(fs.readFileSync(path.join(root, 'app/i18n/messages', file)))
const table = { version: digest.digest('hex').slice(0, 10), base: [...base].sort(), files, patterns }
fs.writeFileSync(path.join(root, 'build/route-texts.json'), `${JSON.stringify(table, null, 1)}\n`)
console.log(
  `route texts: base ${table.base.length} entries of ${namespaces.length} namespaces, ${Object.keys(files).length} files`,
)

/**
 * Copies vanilla-cookieconsent from node_modules into public/vendor/ (git-ignored), so the shop
 * serves it from its own origin (CSP 'self', no third-party host). Runs before every build and
 * before the development server; a fresh clone only needs `npm ci`.
 * The fallback names are plain copies: a blocker that filters one file name may let the other pass.
 */
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)
const dist = path.dirname(require.resolve('vanilla-cookieconsent'))
const target = path.join(root, 'public', 'vendor')

const copies: [from: string, to: string[]][] = [
  ['cookieconsent.umd.js', ['consent.umd.js', 'cookieconsent.umd.js']],
  ['cookieconsent.css', ['consent.css', 'cookieconsent.css']],
]

mkdirSync(target, { recursive: true })
for (const [from, names] of copies) {
  for (const name of names) copyFileSync(path.join(dist, from), path.join(target, name))
}
console.log(`copy-vendor: vanilla-cookieconsent → ${path.relative(root, target)}/`)

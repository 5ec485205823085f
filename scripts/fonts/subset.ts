/**
 * Cuts the pages' web fonts (app/styles/fonts/) from the @fontsource-variable packages: Inter and
 * Fraunces reduced to the characters of German, English, French and Spanish and to the weights
 * the stylesheets ask for, and writes the @font-face rules that load them (faces.css). The output
 * is committed, so the build needs no subsetter; run this again after upgrading a font package:
 *
 *   bash scripts/with-node.sh node scripts/fonts/subset.ts
 *
 * Documents (invoices, monograms) keep reading the packages' own files: they are not sent to
 * browsers, and the PDF and monogram code expects the packages' glyph sets.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'
import { woff2ToSfnt } from '#core/fonts/woff2.ts'

type Range = readonly [number, number]

/**
 * What every page may show: Basic Latin, all of Latin-1 (the four languages need only part of it;
 * the rest is the margin for names and addresses from other Western European countries), Œ œ,
 * the typographic punctuation the texts use (dashes, „“ ‘’ ‚ « » ‹ ›, …, •, thin space), € ™ and
 * the minus sign. Found by scanning app/, content/ and db/seed/ for characters above U+007E.
 */
const core: Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2009, 0x2009],
  [0x2010, 0x2014],
  [0x2018, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2030],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
]

/**
 * Latin Extended-A (with Romanian ș ț and capital ẞ): no interface text needs it, but customers'
 * names and addresses can (Dvořák, Łódź). Its face is fetched only by a page that shows such a
 * character (unicode-range), so the first visit never pays for it. Scripts beyond these two files
 * (Greek, Cyrillic, Vietnamese) are drawn by the fallback fonts of --font-sans and --font-serif.
 */
const extended: Range[] = [
  [0x100, 0x151],
  [0x154, 0x17f],
  [0x218, 0x21b],
  [0x1e9e, 0x1e9e],
]

/** font-weight in the CSS: 400 text, 500 (font-medium, headings), 600 (font-semibold), 700 (th, bolder). */
const weights = { min: 400, max: 700, default: 400 } as const

/**
 * Features browsers apply by themselves, plus the figures of font-variant-numeric: tabular-nums.
 * Inter's fractions (frac, numr, dnom: 2 KB) go, as no page asks for them.
 */
const features = [
  'kern',
  'mark',
  'mkmk',
  'calt',
  'ccmp',
  'locl',
  'liga',
  'clig',
  'rlig',
  'rvrn',
  'rclt',
  'pnum',
  'tnum',
]

const families = [
  { family: 'Inter Variable', pkg: '@fontsource-variable/inter', name: 'inter' },
  { family: 'Fraunces Variable', pkg: '@fontsource-variable/fraunces', name: 'fraunces' },
] as const

const subsets = [
  { suffix: 'latin', ranges: core },
  { suffix: 'latin-ext', ranges: extended },
] as const

const root = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(root, 'app/styles/fonts')
const require = createRequire(import.meta.url)
// opentype.js through its CommonJS build, as media/fonts/load-font.ts loads it.
const opentype = require('opentype.js') as typeof import('opentype.js')

/** The code points the package's file for this subset really has glyphs for. */
function availableCodePoints(file: Uint8Array): Set<number> {
  const sfnt = woff2ToSfnt(file)
  const font = opentype.parse(
    sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer,
  )
  const cmap = font.tables.cmap as unknown as { glyphIndexMap: Record<string, number> }
  return new Set(Object.keys(cmap.glyphIndexMap).map(Number))
}

function codePointsIn(ranges: readonly Range[]): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
}

/** "U+20-7E, U+A0-FF, …": consecutive code points joined into ranges. */
function unicodeRange(codePoints: readonly number[]): string {
  const runs: [number, number][] = []
  for (const codePoint of [...codePoints].sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && last[1] + 1 === codePoint) last[1] = codePoint
    else runs.push([codePoint, codePoint])
  }
  const hex = (n: number) => n.toString(16).toUpperCase()
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
}

async function main() {
  const faces: string[] = []
  for (const { family, pkg, name } of families) {
    const version = (require(`${pkg}/package.json`) as { version: string }).version
    const packageDir = path.dirname(require.resolve(`${pkg}/LICENSE`))
    for (const { suffix, ranges } of subsets) {
      const source = readFileSync(path.join(packageDir, 'files', `${name}-${suffix}-wght-normal.woff2`))
      const available = availableCodePoints(new Uint8Array(source))
      const kept = codePointsIn(ranges).filter((codePoint) => available.has(codePoint))
      const output = await subsetFont(source, String.fromCodePoint(...kept), {
        targetFormat: 'woff2',
        variationAxes: { wght: weights },
        keepFeatures: features,
      })
      const file = `${name}-${suffix}.woff2`
      writeFileSync(path.join(outDir, file), output)
      console.log(
        `${file}: ${source.length} -> ${output.length} bytes, ${kept.length} characters (${pkg} ${version})`,
      )
      faces.push(
        [
          `/* ${name}-${suffix}: ${pkg} ${version}, ${suffix}-wght-normal */`,
          '@font-face {',
          `  font-family: "${family}";`,
          '  font-style: normal;',
          '  font-display: swap;',
          `  font-weight: ${weights.min} ${weights.max};`,
          `  src: url("./${file}") format("woff2");`,
          `  unicode-range: ${unicodeRange(kept)};`,
          '}',
        ].join('\n'),
      )
    }
  }
  const header =
    '/* Written by scripts/fonts/subset.ts with the font files beside it: run that, do not edit. */'
  const css = path.join(outDir, 'faces.css')
  writeFileSync(css, `${header}\n${faces.join('\n\n')}\n`)
  // Laid out as the repository's formatter wants it, so that `npm run lint` passes unchanged.
  execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', css], { stdio: 'inherit' })
}

await main()

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The code explains itself from inside the repository: a comment, JSDoc or test name may point
 * at `docs/` (docs/api.md for the JSON contract), name a law, or say the reason in plain words,
 * but never at a document or tracker its reader does not have (the product specification, the
 * outside API, style, legal, design or brand notes, or an issue number).
 */
const root = path.resolve(import.meta.dirname, '../..')

/** The code folders; docs/ may keep dated history notes that mention past issues. */
const folders = ['core', 'db', 'server', 'app', 'config', 'scripts', 'tests', 'media']

/** Text files only; fonts and other binaries are skipped. */
const textFile = /\.(tsx?|jsx?|mjs|cjs|css|sql|sh|json)$/

// Built from pieces so that this file does not cite what it forbids.
const md = String.raw`\.md\b`
const outsideDocuments = ['API', 'STYLE', 'specification', 'LEGAL', 'DESIGN', 'BRAND']
/** Each forbidden citation with a name for the failure message. */
const forbidden: [string, RegExp][] = [
  [
    'a section of the specification',
    new RegExp(['spec', String.raw`sections?\b`].join(String.raw`\s+`), 'i'),
  ],
  ...outsideDocuments.map((name): [string, RegExp] => [
    `${name}.md`,
    // Not after a slash, dot or word: the repository's own docs/api.md is allowed.
    new RegExp(String.raw`(?<![\w/.-])` + name + md, name === 'specification' ? 'i' : ''),
  ]),
  ['an issue number', new RegExp(['\\bissues?', String.raw`\d+`].join(String.raw`\s+`), 'i')],
]

function textFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/** Every forbidden citation in a text, as 'line: what'. */
function citations(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      forbidden.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${index + 1}: ${what}`),
    )
}

describe('the code cites only what is in the repository', () => {
  it('finds each forbidden citation (the patterns work)', () => {
    const samples = [
      ['spec', 'section 7'].join(' '),
      ['see', `API${'.md'}`].join(' '),
      `STYLE${'.md'} rule 2`,
      `the ${'specification'}.md`,
      `(LEGAL${'.md'})`,
      `DESIGN${'.md'}`,
      `BRAND${'.md'}`,
      ['(issue', '18)'].join(' '),
    ]
    for (const sample of samples) expect(citations(sample), sample).toHaveLength(1)
    expect(citations('the contract of docs/api.md, § 312g (2) no. 1 BGB, docs/shop-facts.md')).toEqual([])
  })

  it.each(folders)('files under %s cite no outside document or issue number', (folder) => {
    const found = textFiles(folder).flatMap((file) =>
      citations(readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`),
    )
    expect(found).toEqual([])
  })
})

import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { criteria } from './conformance.ts'
import { conformanceReport } from './report.ts'

describe('docs/accessibility.md', () => {
  it('is what `npm run docs:accessibility` writes from the conformance table (run it after a change)', () => {
    expect(fs.readFileSync('docs/accessibility.md', 'utf8')).toBe(conformanceReport(criteria))
  })

  it('has one table row per criterion, with its tests', () => {
    const report = conformanceReport(criteria)
    for (const row of criteria) {
      const line = report.split('\n').find((text) => text.startsWith(`| ${row.id} |`))
      expect(line, row.id).toBeDefined()
      for (const path of row.tests) expect(line).toContain(path)
    }
  })
})

/**
 * Writes docs/accessibility.md from the conformance table (core/accessibility/conformance.ts).
 * core/accessibility/report.test.ts fails while the file in the repository differs from this output.
 */
import fs from 'node:fs'
import { criteria } from '../../core/accessibility/conformance.ts'
import { conformanceReport } from '../../core/accessibility/report.ts'

const target = new URL('../../docs/accessibility.md', import.meta.url)
fs.writeFileSync(target, conformanceReport(criteria))
console.log(`wrote ${target.pathname}`)

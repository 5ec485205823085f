import fs from 'node:fs'

/**
 * Adds up Vitest and Playwright JSON reports into the one line CI reads:
 * 'N passed, N failed, N skipped'. A named report that is missing counts as a failure.
 */
type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests?: number
}
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`missing test report: ${file}`)
    failed += 1
    continue
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VitestReport & PlaywrightReport>
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  } else {
    passed += report.numPassedTests ?? 0
    failed += report.numFailedTests ?? 0
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)

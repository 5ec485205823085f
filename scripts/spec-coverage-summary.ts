import fs from 'node:fs'

/**
 * `node scripts/spec-coverage-summary.ts`: counts the rows of docs/spec-coverage.md by section,
 * status and owner and prints the two summary tables, so the summary is recomputed, not hand-kept.
 * Counted: table rows under the headings '## 1.' … '## 9.' whose second column is a status.
 */
const text = fs.readFileSync(new URL('../docs/spec-coverage.md', import.meta.url), 'utf8')
const statuses = ['done', 'partial', 'not yet'] as const
type Status = (typeof statuses)[number]

const sections = new Map<string, Record<Status, number>>()
const owners = new Map<string, { partial: number; 'not yet': number }>()
let section: string | null = null
for (const line of text.split('\n')) {
  const heading = /^## (\d)\. (.+)$/.exec(line)
  if (heading) {
    section = `${heading[1]} ${heading[2]}`
    sections.set(section, { done: 0, partial: 0, 'not yet': 0 })
    continue
  }
  if (line.startsWith('## ')) section = null
  if (!section || !line.startsWith('| ')) continue
  const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim())
  const status = cells[1] as Status
  if (!statuses.includes(status)) continue
  ;(sections.get(section) as Record<Status, number>)[status]++
  if (status === 'done') continue
  const owner = /#\d+/.exec(cells.at(-1) ?? '')?.[0] ?? 'none'
  const counts = owners.get(owner) ?? { partial: 0, 'not yet': 0 }
  counts[status]++
  owners.set(owner, counts)
}

const total = { done: 0, partial: 0, 'not yet': 0 }
console.log('| section | done | partial | not yet | items |\n|---|---|---|---|---|')
for (const [name, counts] of sections) {
  for (const status of statuses) total[status] += counts[status]
  const items = counts.done + counts.partial + counts['not yet']
  console.log(`| ${name} | ${counts.done} | ${counts.partial} | ${counts['not yet']} | ${items} |`)
}
const all = total.done + total.partial + total['not yet']
console.log(
  `| **total** | **${total.done}** | **${total.partial}** | **${total['not yet']}** | **${all}** |\n`,
)
if (owners.size === 0) console.log('No item of sections 1–9 is partial or not yet done.')
else {
  console.log('| owner | partial | not yet |\n|---|---|---|')
  for (const [owner, counts] of [...owners].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`| ${owner} | ${counts.partial} | ${counts['not yet']} |`)
}

/**
 * How deep a request body may nest. The deepest body the shop takes is a few levels; a JSON text
 * nested thousands of levels deep parses fine but overflows any recursive walk (zod's too).
 */
export const maxBodyDepth = 32

/** Whether `value` nests objects and arrays deeper than `limit`; a loop, so any depth is safe. */
export function nestsDeeperThan(value: unknown, limit = maxBodyDepth): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next
    if (!item || typeof item !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(item)) pending.push([child, depth + 1])
  }
  return false
}

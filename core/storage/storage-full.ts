/**
 * A full disk or quota, of the shop's files (ENOSPC, EDQUOT) or of PostgreSQL (SQLSTATE 53100
 * disk_full), anywhere in the error's cause chain. Answered 507: nothing was saved.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

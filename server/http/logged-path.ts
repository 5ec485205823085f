import { splitLocale } from '#config/locale-path.ts'
import { pages } from '#config/pages.ts'
import { pathPattern } from './cache-policy.ts'

/** Route parameters that carry a secret: the log shows the page's pattern in their place. */
const secretParams = new Set([':token'])

/** Only the pages whose address carries a secret (a team invitation), matched once each. */
const secretPages = pages
  .filter((page) => page.path.split('/').some((segment) => secretParams.has(segment)))
  .map((page) => ({ path: page.path, pattern: pathPattern(page.path) }))

/**
 * The path as the request log records it. A page whose address carries a secret is logged by its
 * pattern, '/en/team/einladung/:token', so the log never holds what opens it; every other path
 * as it came. Runs for every request: a couple of regular expressions, not the whole page table.
 */
export function loggedPath(pathname: string): string {
  const data = pathname.endsWith('.data')
  const { locale, path } = splitLocale(data ? pathname.slice(0, -'.data'.length) : pathname)
  const secret = secretPages.find((page) => page.pattern.test(path))
  if (!secret) return pathname
  const prefix = pathname.startsWith(`/${locale}/`) ? `/${locale}` : ''
  return `${prefix}/${secret.path}${data ? '.data' : ''}`
}

import { splitLocale } from '#config/locale-path.ts'
import { pageOfPath } from './cache-policy.ts'

/** Route parameters that carry a secret: the path shows the page's pattern in their place. */
const secretParams = new Set([':token'])

/**
 * The path as the request log records it. A page whose address carries a secret (a team
 * invitation's token) is logged by its pattern, '/en/team/einladung/:token', so the log never
 * holds what opens it; every other path as it came.
 */
export function loggedPath(pathname: string): string {
  const plain = pathname.replace(/\.data$/, '')
  const page = pageOfPath(plain)
  if (!page?.path.split('/').some((segment) => secretParams.has(segment))) return pathname
  const { locale, path } = splitLocale(plain)
  const prefix = plain === path ? '' : `/${locale}`
  return `${prefix}/${page.path}${pathname.endsWith('.data') ? '.data' : ''}`
}

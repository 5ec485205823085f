import { hasControlCharacter } from '../validation/text.ts'

/**
 * Navigation guard: script-like protocols are always refused, other origins
 * only pass when the caller explicitly allows external navigation.
 */
const forbiddenProtocols = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:'])

export type NavigationVerdict =
  | { ok: true; url: URL; external: boolean }
  | { ok: false; reason: 'protocol' | 'external' | 'invalid' }

export function checkNavigation(
  target: string,
  currentOrigin: string,
  allowExternal = false,
): NavigationVerdict {
  let url: URL
  try {
    url = new URL(target.trim(), currentOrigin)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (forbiddenProtocols.has(url.protocol)) return { ok: false, reason: 'protocol' }
  if (
    url.protocol !== 'http:' &&
    url.protocol !== 'https:' &&
    url.protocol !== 'mailto:' &&
    url.protocol !== 'tel:'
  ) {
    return { ok: false, reason: 'protocol' }
  }
  const external = url.origin !== currentOrigin
  if (external && !allowExternal) return { ok: false, reason: 'external' }
  return { ok: true, url, external }
}

/**
 * A path of this shop to go back to (after a login, a registration's confirmation link, the
 * cookie banner), or null: never another site, whatever the text. The answer is the path as the
 * URL parser reads it, percent-encoded, so it is a valid Location header and means the same to
 * every browser: '/／/evil.com' goes back to '/%EF%BC%8F/evil.com' on this shop, and a path that
 * the parser turns into '//host' ('/.//evil.com') or that carries a control character
 * ('/%0B/evil.com') is refused.
 */
export function sameShopPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  if (hasControlCharacter(value)) return null
  const verdict = checkNavigation(value, 'https://shop.invalid')
  if (!verdict.ok || verdict.external) return null
  const path = verdict.url.pathname + verdict.url.search + verdict.url.hash
  return path.startsWith('//') ? null : path
}

/** Where to go back after login: a path of this shop (`sameShopPath`), else `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  return sameShopPath(value) ?? fallback
}

/**
 * A request path as a path on this host: `//evil.example/x` (or `/\evil.example`) would be read
 * by the browser as another host when sent back in a Location header; one slash keeps it here.
 */
export function sameHostPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`
}

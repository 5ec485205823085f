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

/** Where to go back after login: only a path on this shop, never another site. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback
  const verdict = checkNavigation(value, 'https://shop.invalid')
  return verdict.ok && !verdict.external ? value : fallback
}

/**
 * A request path as a path on this host: `//evil.example/x` (or `/\evil.example`) would be read
 * by the browser as another host when sent back in a Location header; one slash keeps it here.
 */
export function sameHostPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`
}

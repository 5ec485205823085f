import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types.ts'

/** CSP of every HTML answer: scripts only from the shop with this request's nonce, no eval. */
export function contentSecurityPolicy(nonce: string, options: { turnstile: boolean }): string {
  const challenge = options.turnstile ? ' https://challenges.cloudflare.com' : ''
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${challenge}`,
    "style-src 'self'",
    // React renders `style` props (preview layers' z-index and opacity) as attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${challenge}`,
    `frame-src 'self'${challenge}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Security headers on every answer; the CSP is added where HTML is served. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('nonce', randomBytes(16).toString('base64'))
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.delete('X-Powered-By')
    if (c.get('secure')) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    const type = headers.get('content-type') ?? ''
    // Vite's development client injects inline scripts; production pages always get the CSP.
    if (type.startsWith('text/html') && c.get('deps').env.NODE_ENV !== 'development') {
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(c.get('nonce'), { turnstile: Boolean(c.get('deps').env.TURNSTILE_SITE_KEY) }),
      )
      headers.set('X-Frame-Options', 'DENY')
    }
  }
}

import { splitLocale } from '#config/locale-path.ts'
import { pageLocaleHeader } from '#config/locales.ts'
import { sessionGate } from './session-gate.ts'

/**
 * The client's one HTTP helper: retries only on 408, 409, 425, 429, 500, 502,
 * 503, 504; by default none for writes and one for reads.
 */
export const retryStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function defaultRetries(method: string): number {
  return writeMethods.has(method.toUpperCase()) ? 0 : 1
}

export function shouldRetry(status: number, attempt: number, retries: number): boolean {
  return attempt < retries && retryStatuses.has(status)
}

/** `beforeSession`: only the page's start-up call, which the others wait for (session-gate.ts). */
export type RequestOptions = RequestInit & {
  retries?: number
  retryDelayMs?: number
  beforeSession?: boolean
}

/**
 * The headers of a call with the language of the page that makes it (X-Shop-Locale), so that the
 * server answers in the page's language however the visitor arrived (server/http/locale.ts).
 */
export function withPageLocale(headers: HeadersInit | undefined, pathname?: string): Headers {
  const result = new Headers(headers)
  const path = pathname ?? (typeof window === 'undefined' ? undefined : window.location.pathname)
  if (path !== undefined && !result.has(pageLocaleHeader))
    result.set(pageLocaleHeader, splitLocale(path).locale)
  return result
}

export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const { beforeSession, retries: askedRetries, retryDelayMs, ...init } = options
  const method = (init.method ?? 'GET').toUpperCase()
  const retries = askedRetries ?? defaultRetries(method)
  const headers = withPageLocale(init.headers)
  if (!beforeSession) await sessionGate()
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { credentials: 'include', ...init, method, headers })
    if (!shouldRetry(response.status, attempt, retries)) return response
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs ?? 300 * (attempt + 1)))
  }
}

/** POST a form-encoded action (session.php style). */
export function postForm(url: string, fields: Record<string, string>, options: RequestOptions = {}) {
  return request(url, {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/** POST a JSON action (shirt.php, cart.php style). */
export function postJson(url: string, body: unknown, options: RequestOptions = {}) {
  return request(url, {
    cache: 'no-store',
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  })
}

/**
 * Where a confirmation link brings the new customer back after logging in (checkout, say): only
 * a path of this shop. Anything else (another host, `//host`, backslashes, control characters)
 * is dropped, and the login page checks it once more before it redirects.
 */
export function sameShopPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  return value
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Secrets the shop must show again (the team invitation link, a guest's order link) are kept
 * encrypted at rest with AES-256-GCM: a copy of the database without the key gives no working
 * link, and a changed ciphertext is refused (the tag), never opened to something else. The key
 * comes from TOKEN_ENCRYPTION_KEY (config/env.server.ts); `purpose` binds a ciphertext to its
 * column, so a sealed invitation token moved into an order's row does not open there.
 *
 * Format: `v1.<iv>.<tag>.<ciphertext>`, each part base64url; 12-byte random IV per value.
 */

const version = 'v1'

/** The 32-byte key of AES-256-GCM, derived from the configured secret (HKDF-SHA-256). */
export function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'nadel-und-faden', 'token-at-rest v1', 32))
}

export type SealPurpose = 'team-invite' | 'guest-order'

export function seal(key: Buffer, purpose: SealPurpose, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(purpose))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [version, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.')
}

/**
 * The plain value, or null for anything that does not open with this key and purpose (another
 * key after a rotation, a changed or truncated value, another column's value).
 */
export function unseal(key: Buffer, purpose: SealPurpose, sealed: string | null): string | null {
  if (!sealed) return null
  const [tag0, ivText, tagText, bodyText, ...rest] = sealed.split('.')
  if (tag0 !== version || !ivText || !tagText || bodyText === undefined || rest.length > 0) return null
  try {
    const iv = Buffer.from(ivText, 'base64url')
    const tag = Buffer.from(tagText, 'base64url')
    if (iv.length !== 12 || tag.length !== 16) return null
    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString(
      'utf8',
    )
  } catch {
    return null
  }
}

import { randomInt } from 'node:crypto'

/** Without 0/O, 1/I/L: codes are read from paper and typed. 31 symbols, 20 of them ≈ 99 bits. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const voucherCodeLength = 20

/** A new voucher code from the secure random source: XXXXX-XXXXX-XXXXX-XXXXX. */
export function newVoucherCode(random: (max: number) => number = randomInt): string {
  let raw = ''
  for (let i = 0; i < voucherCodeLength; i += 1) raw += alphabet[random(alphabet.length)]
  return raw.match(/.{5}/g)?.join('-') ?? raw
}

/** What customers type: any case, spaces or dashes. Stored codes are compared in this form. */
export function normalizeVoucherCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '')
}

export type VoucherRecord = { balanceCents: number; status: string; expiresAt: Date | null }

/** One answer for unknown, unpaid, used and expired codes: nobody learns which codes exist. */
export function voucherUsable(voucher: VoucherRecord | null, now: Date): boolean {
  if (!voucher) return false
  if (voucher.status !== 'active') return false
  if (voucher.balanceCents <= 0) return false
  return voucher.expiresAt === null || voucher.expiresAt.getTime() > now.getTime()
}

/** Valid three years from the end of the year of purchase (§ 195 BGB, shop-facts.md). */
export function voucherExpiry(purchasedAt: Date): Date {
  return new Date(Date.UTC(purchasedAt.getUTCFullYear() + 3, 11, 31, 23, 59, 59))
}

import { randomInt } from 'node:crypto'
import { voucherStatus, voucherStatuses } from '#db/schema/statuses.ts'

/** Without 0/O, 1/I/L: codes are read from paper and typed. 31 symbols, 20 of them ≈ 99 bits. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const voucherCodeLength = 20

/** A new voucher code from the secure random source: XXXXX-XXXXX-XXXXX-XXXXX. */
export function newVoucherCode(random: (max: number) => number = randomInt): string {
  let raw = ''
  for (let i = 0; i < voucherCodeLength; i += 1) raw += alphabet[random(alphabet.length)]
  return raw.match(/.{5}/g)?.join('-') ?? raw
}

/** A code as issued ('DEMO-TEST-20') and as looked up: both are stored, every screen prints the first. */
export function voucherCodes(issuedCode: string) {
  return { code: normalizeVoucherCode(issuedCode), issuedCode }
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

/** The stored states (transitions.ts) and two readings of balance and date. */
export const voucherStates = [...voucherStatuses, 'spent', 'expired'] as const
export type VoucherState = (typeof voucherStates)[number]

/** What the back office shows: void and pending first, then spent (no balance), then expiry. */
export function voucherState(voucher: VoucherRecord, now: Date): VoucherState {
  if (voucher.status === 'void') return 'void'
  if (voucher.status === voucherStatus.pending) return voucherStatus.pending
  if (voucher.balanceCents <= 0) return 'spent'
  if (voucher.expiresAt !== null && voucher.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'active'
}

/**
 * A euro amount as typed ('50', '49,90', '49.9') in exact cents, without floating point; null for
 * anything else (a third decimal, a sign, letters, thousands separators).
 */
export function euroToCents(input: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(input.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 23:59:59 in Berlin on the given day (YYYY-MM-DD): an issued voucher's last moment. */
export function endOfBerlinDay(day: string): Date {
  const utc = new Date(`${day}T23:59:59Z`)
  const wall = (zone: string) => new Date(utc.toLocaleString('en-US', { timeZone: zone })).getTime()
  return new Date(utc.getTime() - (wall('Europe/Berlin') - wall('UTC')))
}

import { z } from 'zod'

/**
 * A euro amount typed in the back office ('12,50', '12.50', '12') or sent as JSON (12.5), read
 * exactly into integer cents: at most two decimals, no float arithmetic, no exponent.
 */
const euroPattern = /^(\d{1,6})(?:[.,](\d{1,2}))?$/

export function euroToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const match = euroPattern.exec(text)
  if (!match) return null
  const [, euros = '0', decimals = ''] = match
  return Number(euros) * 100 + Number(decimals.padEnd(2, '0'))
}

/** Cents to the form's text: 1250 → '12,50' (German) or '12.50'. */
export function centsToInput(cents: number, separator: ',' | '.' = ','): string {
  return `${Math.floor(cents / 100)}${separator}${String(cents % 100).padStart(2, '0')}`
}

const euro = (min: number, message: string) =>
  z.union([z.string().max(20), z.number()]).transform((value, ctx) => {
    const cents = euroToCents(value)
    if (cents === null || cents < min) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return cents
  })

/** A price: more than nothing, in euro with at most two decimals; the result is cents. */
export const PriceSchema = euro(1, 'priceFormat')

/** A surcharge: nothing or more, in euro with at most two decimals; the result is cents. */
export const SurchargeSchema = euro(0, 'surchargeFormat')

/** Stock in pieces: a whole number, never below nothing. */
export const StockSchema = z.coerce
  .number({ message: 'stockFormat' })
  .int({ message: 'stockFormat' })
  .min(0, { message: 'stockNegative' })
  .max(1_000_000, { message: 'stockFormat' })

/** An on/off switch from a form ('on', 'true', '1') or JSON (boolean). */
export const SwitchSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on', 'off', '1', '0']).transform((value) => ['true', 'on', '1'].includes(value)),
])

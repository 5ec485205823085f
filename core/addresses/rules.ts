import { z } from 'zod'
import { countries, findCountry } from '#config/countries.ts'
import { safeText } from '../validation/safe-text.ts'

/**
 * Postal code formats of every delivery country of config/countries.ts (Universal Postal Union
 * formats; spaces as the country writes them are optional). A country added there without a
 * format here fails the unit test.
 */
export const postalCodePatterns: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  BG: /^\d{4}$/,
  HR: /^\d{5}$/,
  CY: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DK: /^\d{4}$/,
  EE: /^\d{5}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  GR: /^\d{3} ?\d{2}$/,
  HU: /^\d{4}$/,
  IE: /^[AC-FHKNPRTV-Y](\d{2}|6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  IT: /^\d{5}$/,
  LV: /^(LV-)?\d{4}$/i,
  LT: /^(LT-)?\d{5}$/i,
  LU: /^(L-)?\d{4}$/i,
  MT: /^[A-Z]{3} ?\d{4}$/i,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  SK: /^\d{3} ?\d{2}$/,
  SI: /^(SI-)?\d{4}$/i,
  ES: /^\d{5}$/,
  SE: /^\d{3} ?\d{2}$/,
  CH: /^\d{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  NO: /^\d{4}$/,
}

export function isValidPostalCode(countryId: number, postalCode: string): boolean {
  const country = findCountry(countryId)
  const pattern = country ? postalCodePatterns[country.countryCode] : undefined
  return pattern ? pattern.test(postalCode.trim()) : false
}

/** Every country the shop delivers to (for the form's select). */
export const addressCountryIds = countries.map((country) => country.countryID)

const text = (max: number, required: string) =>
  safeText(z.string({ error: required }))
    .trim()
    .min(1, required)
    .max(max, 'tooLong')
const optionalText = (max: number) =>
  safeText(z.string())
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((value) => value || null)

/** One address as the form and /api/addresses.php send it; messages are keys of dashboard.addressErrors. */
export const AddressSchema = z
  .object({
    salutation: z.enum(['', 'Frau', 'Herr', 'divers'], { error: 'salutationInvalid' }).optional().default(''),
    firstName: text(100, 'firstNameRequired'),
    lastName: text(100, 'lastNameRequired'),
    company: optionalText(100),
    street: text(150, 'streetRequired'),
    addition: optionalText(150),
    postalCode: text(12, 'postalCodeRequired'),
    city: text(100, 'cityRequired'),
    countryId: z.coerce.number({ error: 'countryInvalid' }).int('countryInvalid'),
    phone: z
      .string()
      .trim()
      .max(40, 'tooLong')
      .regex(/^[+\d][\d\s/().-]*$|^$/, 'phoneInvalid')
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((address, ctx) => {
    if (!findCountry(address.countryId)) {
      ctx.addIssue({ code: 'custom', path: ['countryId'], message: 'countryInvalid' })
      return
    }
    if (!isValidPostalCode(address.countryId, address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'postalCodeInvalid' })
    }
  })
export type AddressInput = z.infer<typeof AddressSchema>

export type DefaultKind = 'billing' | 'shipping'

type DefaultFlags = { id: number; isDefaultBilling: boolean; isDefaultShipping: boolean; createdAt: Date }

/**
 * Which addresses carry the defaults after a change: each kind has exactly one default while the
 * customer has any address. A missing default goes to the newest address.
 */
export function repairDefaults(
  rows: readonly DefaultFlags[],
): Map<number, { billing: boolean; shipping: boolean }> {
  const newestFirst = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
  const pick = (flag: 'isDefaultBilling' | 'isDefaultShipping') =>
    newestFirst.find((row) => row[flag])?.id ?? newestFirst[0]?.id
  const billing = pick('isDefaultBilling')
  const shipping = pick('isDefaultShipping')
  return new Map(rows.map((row) => [row.id, { billing: row.id === billing, shipping: row.id === shipping }]))
}

import { z } from 'zod'
import { countries, findCountry, findCountryByCode } from '#config/countries.ts'

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

/** Whether a postal code has its country's format (countryCode of config/countries.ts). */
export function isValidPostalCodeIn(countryCode: string, postalCode: string): boolean {
  const pattern = postalCodePatterns[countryCode.toUpperCase()]
  return pattern ? pattern.test(postalCode.trim()) : false
}

export function isValidPostalCode(countryId: number, postalCode: string): boolean {
  const country = findCountry(countryId)
  return country ? isValidPostalCodeIn(country.countryCode, postalCode) : false
}

/** Every country the shop delivers to (for the form's select). */
export const addressCountryIds = countries.map((country) => country.countryID)

/**
 * Why a field of an address was refused: the keys of dashboard.addressErrors in the messages, the
 * same for the address book, the checkout form and both APIs.
 */
export const addressErrorKeys = [
  'salutationInvalid',
  'firstNameRequired',
  'lastNameRequired',
  'streetRequired',
  'postalCodeRequired',
  'postalCodeInvalid',
  'cityRequired',
  'countryInvalid',
  'phoneInvalid',
  'tooLong',
] as const
export type AddressErrorKey = (typeof addressErrorKeys)[number]

/** Longest value of each line; a book address with its extra line always fits an order. */
export const addressLimits = {
  name: 100,
  company: 100,
  street: 150,
  addition: 150,
  postalCode: 12,
  city: 100,
  phone: 40,
} as const

const text = (max: number, required: AddressErrorKey) =>
  z.string({ error: required }).trim().min(1, required).max(max, 'tooLong')
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .nullable()
    .transform((value) => value || null)

/** The lines every address has, in the book and in an order. */
const addressLines = {
  salutation: z.enum(['', 'Frau', 'Herr', 'divers'], { error: 'salutationInvalid' }).optional().default(''),
  firstName: text(addressLimits.name, 'firstNameRequired'),
  lastName: text(addressLimits.name, 'lastNameRequired'),
  company: optionalText(addressLimits.company),
  street: text(addressLimits.street, 'streetRequired'),
  addition: optionalText(addressLimits.addition),
  postalCode: text(addressLimits.postalCode, 'postalCodeRequired'),
  city: text(addressLimits.city, 'cityRequired'),
}

/** One address as the address book's form and /api/addresses.php send it (country by id). */
export const AddressSchema = z
  .object({
    ...addressLines,
    countryId: z.coerce.number({ error: 'countryInvalid' }).int('countryInvalid'),
    phone: z
      .string()
      .trim()
      .max(addressLimits.phone, 'tooLong')
      .regex(/^[+\d][\d\s/().-]*$|^$/, 'phoneInvalid')
      .optional()
      .nullable()
      .transform((value) => value || null),
  })
  .superRefine((address, ctx) => {
    const country = findCountry(address.countryId)
    if (!country) {
      ctx.addIssue({ code: 'custom', path: ['countryId'], message: 'countryInvalid' })
      return
    }
    if (address.postalCode && !isValidPostalCodeIn(country.countryCode, address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'postalCodeInvalid' })
    }
  })
export type AddressInput = z.infer<typeof AddressSchema>

/**
 * One address of an order as the checkout form and /api/checkout.php send it (country by code, the
 * order's delivery country); the same lines and limits as the book, so a saved address always fits.
 */
export const OrderAddressSchema = z
  .object({
    ...addressLines,
    countryCode: z
      .string({ error: 'countryInvalid' })
      .trim()
      .toUpperCase()
      .refine((code) => findCountryByCode(code) !== undefined, 'countryInvalid'),
  })
  .superRefine((address, ctx) => {
    if (!findCountryByCode(address.countryCode)) return
    if (address.postalCode && !isValidPostalCodeIn(address.countryCode, address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'postalCodeInvalid' })
    }
  })
export type OrderAddressInput = z.infer<typeof OrderAddressSchema>

/** The first refusal of each field, as keys of dashboard.addressErrors ('' for the object itself). */
export function addressFieldErrors(error: z.ZodError): Record<string, AddressErrorKey> {
  const fields: Record<string, AddressErrorKey> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    const key = (addressErrorKeys as readonly string[]).includes(issue.message)
      ? (issue.message as AddressErrorKey)
      : 'tooLong'
    if (!(field in fields)) fields[field] = key
  }
  return fields
}

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

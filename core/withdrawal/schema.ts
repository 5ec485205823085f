import { z } from 'zod'

/**
 * The withdrawal declaration as the form and /api/withdrawal.php take it. Messages are keys
 * under `withdrawalForm.errors`, so each language shows its own wording at the field.
 */
export const WithdrawalSchema = z
  .object({
    name: z.string({ error: 'nameRequired' }).trim().min(1, 'nameRequired').max(200, 'nameTooLong'),
    email: z
      .string({ error: 'emailRequired' })
      .trim()
      .min(1, 'emailRequired')
      .max(254, 'emailInvalid')
      .pipe(z.email({ error: 'emailInvalid' })),
    orderNumber: z
      .string({ error: 'orderNumberRequired' })
      .trim()
      .min(1, 'orderNumberRequired')
      .max(40, 'orderNumberInvalid')
      // Letters, digits and dashes: NF-2026-000042, also typed in lower case or without dashes.
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'orderNumberInvalid'),
    /** 'all': every item that carries the right; 'some': the items named in `items`. */
    scope: z.enum(['all', 'some'], { error: 'scopeRequired' }).default('all'),
    items: z.string().trim().max(2000, 'itemsTooLong').optional().default(''),
  })
  .refine((value) => value.scope === 'all' || value.items.length > 0, {
    path: ['items'],
    message: 'itemsRequired',
  })

export type WithdrawalInput = z.infer<typeof WithdrawalSchema>

/** The fields of the form, in order (for keeping what was typed after an error). */
export const withdrawalFields = ['name', 'email', 'orderNumber', 'scope', 'items'] as const

/** Order numbers as printed (NF-2026-000042), whatever case or spacing was typed (browser-safe). */
export function normaliseOrderNumber(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '')
}

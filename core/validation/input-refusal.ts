import type { z } from 'zod'

/** A schema's own refusal key ('postalCodeInvalid'), as opposed to one of zod's sentences. */
const messageKey = /^[a-z][A-Za-z]*$/

/**
 * The machine `reason` of a refused field: the schema's key in capitals (postalCodeInvalid →
 * POSTAL_CODE_INVALID), else INVALID_INPUT; `key` keeps the schema's key for the messages.
 */
export function inputRefusal(error: z.ZodError): { field?: string; reason: string; key?: string } {
  const first = error.issues[0]
  const key = first && messageKey.test(first.message) ? first.message : undefined
  return {
    field: first?.path.join('.'),
    reason: key ? key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() : 'INVALID_INPUT',
    ...(key ? { key } : {}),
  }
}

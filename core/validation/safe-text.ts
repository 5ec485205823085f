import { z } from 'zod'
import { controlCharacterKey, hasControlCharacter } from './control-characters.ts'

export { controlCharacterKey, hasControlCharacter }

/** Refines a string schema: no control characters (message key `controlCharacter`). */
export function safeText<S extends z.ZodString>(schema: S): S {
  return schema.refine((value) => !hasControlCharacter(value), {
    message: controlCharacterKey,
  }) as unknown as S
}

/** A plain string field with the check, for schemas that take any other text. */
export const SafeStringSchema = safeText(z.string())

/**
 * The path of the first string inside `value` (objects and arrays, any depth) that carries a
 * control character, or null: the boundary's check for every field of a body, named or not.
 */
export function controlCharacterPath(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') || 'body' : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index])
      if (found !== null) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key].join('.')
      const found = controlCharacterPath(item, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}

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
 * How deep a request body may nest. The deepest body the shop takes is a few levels; a JSON text
 * nested thousands of levels deep parses fine but overflows any recursive walk (zod's too).
 */
export const maxBodyDepth = 32

/** Whether `value` nests objects and arrays deeper than `limit`; a loop, so any depth is safe. */
export function nestsDeeperThan(value: unknown, limit = maxBodyDepth): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next
    if (!item || typeof item !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(item)) pending.push([child, depth + 1])
  }
  return false
}

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

import fc from 'fast-check'
import { z } from 'zod'

/**
 * fast-check arbitraries derived from the zod schemas of the API actions. zod-fast-check does not
 * support zod 4, so the schemas go through `z.toJSONSchema` and this walks the JSON Schema: each
 * field is mostly a valid value, sometimes a hostile one, so one run mixes a plausible request with
 * a few poisoned fields at any depth (the refusal of the first bad field must not hide a fault
 * behind it).
 */
type JsonSchema = {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  pattern?: string
  format?: string
}

/** One UTF-16 code unit of a surrogate half: what fast-check's own string units never make. */
const surrogateHalf = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit))

/**
 * Text that is odd to a server rather than to a schema: control characters (C0, DEL, C1), lone
 * surrogates, bidirectional overrides, look-alikes of '/' and '.', combining marks and decomposed
 * letters, zero-width and non-characters, and sizes far over any field's limit. The text rule
 * (core/validation/text.ts) refuses some and normalises the others; none may give a 5xx.
 */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '\u000b',
    '\u001b[31mred',
    '\u007f',
    '\u0085',
    '\u009b31m',
    'X\ud800',
    '\udc00X',
    '\udc00\ud800',
    '\u202eevil',
    '\u2066isolate\u2069',
    '\u200b\ufeff\u2060',
    '\ufffe\uffff',
    '/／/evil.com',
    '/。evil.com',
    '\uff0f\uff0fevil.com',
    'Mu\u0308ller',
    'Jose\u0301',
    `Z${'\u0301'.repeat(300)}`,
    '\u212b\u2126',
    '🧵👨\u200d👩\u200d👧',
    '\u00a0\u2028\u2029',
    '\r\nSet-Cookie: x=1',
    'x'.repeat(100_000),
    'ü'.repeat(20_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), surrogateHalf),
    maxLength: 12,
  }),
  fc.string({ unit: 'grapheme-composite', maxLength: 20 }).map((text) => text.normalize('NFD')),
)

/** Values that broke parsers elsewhere: wrong types, edges of numbers, control characters, size. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    '',
    ' ',
    0,
    -1,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    '1e400',
    'NaN',
    '-0',
    '0x10',
    '\u0000',
    'a\u0000b',
    '\u001b[31mred',
    '\u202eevil',
    '\ud800',
    '\r\nSet-Cookie: x=1',
    '<img src=x onerror=alert(1)>',
    "' or 1=1 --",
    '../../../etc/passwd',
    '%00',
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
    [[[[[[[[[[[]]]]]]]]]]],
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  oddText,
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(100_000)),
  fc.constant('ü'.repeat(20_000)),
)

/** The ids of another customer's records, offered to every id field. */
export type ForeignIds = number[]

export function arbitraryOf(schema: z.ZodType, foreignIds: ForeignIds, hostileWeight = 1) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return fromJson(json, { foreignIds, hostileWeight, isId: false })
}

type Walk = { foreignIds: ForeignIds; hostileWeight: number; isId: boolean }

function fromJson(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const valid = validOf(schema, walk)
  if (walk.hostileWeight === 0) return valid
  return fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: hostile, weight: walk.hostileWeight })
}

function validOf(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const union = schema.oneOf ?? schema.anyOf
  if (union) return fc.oneof(...union.map((member) => fromJson(member, walk)))
  if (schema.allOf?.[0]) return fromJson(schema.allOf[0], walk)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object':
      return objectOf(schema, walk)
    case 'array':
      return fc.array(schema.items ? fromJson(schema.items, walk) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 8),
      })
    case 'integer':
    case 'number':
      return numberOf(schema, walk)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'string':
      return stringOf(schema)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function objectOf(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const fields: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, property] of Object.entries(properties)) {
    // The action is what routes the request: keep it valid so the fields behind it are reached.
    const field =
      name === 'action' || name === 'type'
        ? validOf(property, walk)
        : fromJson(property, { ...walk, isId: /id$/i.test(name) })
    fields[name] = field
  }
  const requiredKeys = Object.keys(fields).filter((name) => required.has(name) || name === 'action')
  const known = fc.record(fields, { requiredKeys })
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 12 }), fromJson(schema.additionalProperties, walk), {
          maxKeys: 4,
        })
      : fc.constant({})
  // Unknown fields ride along now and then: they must be ignored or refused, never obeyed.
  const unknown = fc.option(
    fc.dictionary(fc.constantFrom('price', 'priceBrutto', 'customerId', 'role', 'isAdmin', 'zz'), hostile, {
      maxKeys: 2,
    }),
    { freq: 4, nil: undefined },
  )
  return fc
    .tuple(known, extra, unknown)
    .map(([value, more, stranger]) => ({ ...more, ...(stranger ?? {}), ...(value as object) }))
}

function numberOf(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000)
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000)
  const low = Math.max(min, -1_000_000)
  const high = Math.min(max, 1_000_000)
  const inRange =
    schema.type === 'integer'
      ? fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) })
      : fc.double({ min: low, max: Math.max(low, high), noNaN: true })
  const small = fc.integer({ min: Math.max(Math.ceil(low), 0), max: Math.max(Math.ceil(low), 0, 50) })
  if (!walk.isId || walk.foreignIds.length === 0) return fc.oneof(inRange, small)
  // Ids mostly name the other customer's records: the access rule must hold for every one.
  return fc.oneof(inRange, small, { arbitrary: fc.constantFrom(...walk.foreignIds), weight: 3 })
}

function stringOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'date') return fc.constantFrom('2026-12-24', '2027-02-30', '1900-01-01')
  if (schema.format === 'uuid') return fc.uuid()
  const maxLength = Math.min(schema.maxLength ?? 60, 200)
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= maxLength)
    } catch {
      // A pattern fast-check cannot reverse: plain strings still reach the refusal.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength, unit: 'grapheme' })
}

/** A raw body that is not what the endpoint expects: no JSON, deep nesting, wrong top-level types. */
export const rawBodies: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"action"',
    '{"action":',
    '{"action":"list"}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"action":"list","a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
    '{"__proto__":{"isAdmin":true},"action":"list"}',
  ),
  fc.jsonValue().map((value) => JSON.stringify(value)),
)

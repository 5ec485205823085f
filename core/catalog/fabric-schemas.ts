import { z } from 'zod'
import { ListQuerySchema } from '../admin/list-query.ts'
import { fabricColours } from './fabric-colours.ts'
import { fabricOpacities, fabricSeasons, fabricStretches, fabricWeightClasses } from './fabric-facets.ts'

/**
 * The back office's fabric inputs, shared by /api/admin/fabrics.php and the
 * /admin/fabrics pages' loaders and actions: flat fields (`name_de`, `care_fr`, …) so that a
 * form post and a JSON body are checked by the same schema and refused the same way.
 */
export const fabricLocales = ['de', 'en', 'fr', 'es'] as const
export const fabricPatterns = ['uni', 'stripes', 'checks', 'herringbone', 'dots'] as const
export const fabricWeaves = [
  'poplin',
  'twill',
  'oxford',
  'herringbone',
  'end-on-end',
  'dobby',
  'linen',
  'flannel',
] as const
export const priceGroups = ['A', 'B', 'C', 'D'] as const
export const fabricTextFields = ['name', 'description', 'composition', 'care'] as const

const id = z.coerce.number().int().positive().max(2_147_483_647)
/** An empty form field means 'not given'. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional())
/** A checkbox posts 'on' or nothing; JSON sends a boolean. */
const flag = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
)
/** Metres with at most two decimals; a German decimal comma is accepted. */
const metres = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
  z.coerce
    .number()
    .min(0)
    .max(100_000)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
)
const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((value) => value.toLowerCase())
const line = (max: number) => z.string().trim().min(1).max(max)
const prose = (max: number) => z.preprocess((value) => value ?? '', z.string().trim().max(max))

const texts = Object.fromEntries(
  fabricLocales.flatMap((locale) => [
    [`name_${locale}`, line(80)],
    [`description_${locale}`, prose(1000)],
    [`composition_${locale}`, line(120)],
    [`care_${locale}`, line(300)],
  ]),
) as Record<`${'name' | 'composition' | 'care'}_${(typeof fabricLocales)[number]}`, z.ZodString> &
  Record<`description_${(typeof fabricLocales)[number]}`, z.ZodType<string>>

export const FabricInputSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/),
  colour: z.enum(fabricColours),
  hex,
  secondaryHex: optional(hex),
  pattern: z.enum(fabricPatterns),
  weave: z.enum(fabricWeaves),
  weightGsm: z.coerce.number().int().min(40).max(400),
  opacity: z.enum(fabricOpacities),
  stretch: z.enum(fabricStretches),
  season: z.enum(fabricSeasons),
  weightClass: z.enum(fabricWeightClasses),
  priceGroup: z.enum(priceGroups),
  stock: metres,
  shelf: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9 -]{0,15}$/),
  ),
  origin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  nonIron: flag,
  oekoTex: flag,
  ...texts,
})
export type FabricInput = z.infer<typeof FabricInputSchema>

export const FabricIdSchema = z.object({ fabricId: id })

export const FabricUpdateSchema = FabricInputSchema.extend({ fabricId: id })

export const FabricActiveSchema = z.object({ fabricId: id, active: flag })

export const FabricSearchSchema = ListQuerySchema.extend({
  q: optional(z.string().trim().max(60)),
  group: optional(z.enum(priceGroups)),
  state: optional(z.enum(['active', 'inactive'])),
  low: optional(z.enum(['1'])),
})
export type FabricSearchInput = z.infer<typeof FabricSearchSchema>

/** The field a refused input names first (the form marks it and keeps what was typed). */
export function firstBadField(error: z.ZodError): string {
  return String(error.issues[0]?.path[0] ?? 'form')
}

/** Every refused field once, for the form's messages. */
export function badFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => String(issue.path[0] ?? 'form')))]
}

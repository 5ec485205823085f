import { attributes, attributeValues } from './attributes.ts'
import { categories } from './categories.ts'
import { fabrics } from './fabrics.ts'
import { parts } from './parts.ts'
import { templates } from './templates.ts'

export * from './attributes.ts'
export * from './categories.ts'
export * from './fabrics.ts'
export * from './parts.ts'
export * from './templates.ts'

/** The whole seeded catalog in one object (the shape `seedCatalog` takes). */
export const catalogData = { categories, attributeValues, attributes, parts, fabrics, templates }

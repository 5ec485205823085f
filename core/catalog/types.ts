import type { Locale } from '#config/locales.ts'
import type { FabricFacets } from './fabric-facets.ts'

/** A text in the four interface languages. */
export type Translated = Record<Locale, string>

/** Category ids and limits of specification section 3. `maxParts: null` means unlimited. */
export type CategoryDef = {
  id: number
  key: string
  maxParts: number | null
  /** Embroidery (10) has no select function: its parts are configured, not picked from a grid. */
  selectable: boolean
  /** Collars (1) may only carry these attribute ids. */
  allowedAttributeIds?: readonly number[]
  name: Translated
  sort: number
}

export type AttributeType = 'colour' | 'fabric' | 'twill' | 'text' | 'font' | 'position' | 'option'

/** A value an attribute can take (a yarn colour, a font, a position, 'with monogram' …). */
export type AttributeValueDef = {
  id: number
  name: Translated
  /** `#rrggbb` for colour values (yarns, buttons). */
  hex?: string
  /** Surcharge in euro cents, German gross (see core/pricing). */
  surchargeCents: number
}

export type AttributeDef = {
  id: number
  type: AttributeType
  name: Translated
  /** Value ids this attribute offers; the values themselves are shared (226 serves 512 and 513). */
  valueIds: readonly number[]
  defaultValueId?: number
  /** For `text` attributes: the longest text accepted (monogram: 4). */
  maxLength?: number
}

/** One choosable option of a category: a collar shape, a cuff, a pocket, a button … */
export type PartDef = {
  id: number
  categoryId: number
  key: string
  name: Translated
  description: Translated
  surchargeCents: number
  attributeIds: readonly number[]
  /** Preselected in a new design (one per category at most). */
  isDefault?: boolean
  sort: number
}

export type FabricPattern = 'uni' | 'stripes' | 'checks' | 'herringbone' | 'dots'
export type FabricWeave =
  | 'poplin'
  | 'twill'
  | 'oxford'
  | 'herringbone'
  | 'end-on-end'
  | 'dobby'
  | 'linen'
  | 'flannel'
export type PriceGroup = 'A' | 'B' | 'C' | 'D'

export type FabricDef = FabricFacets & {
  id: number
  /** The weaver-style article number shown to customers, e.g. 'NF-2041'. */
  number: string
  name: Translated
  /** Colour family for filtering. */
  colour:
    | 'white'
    | 'light-blue'
    | 'blue'
    | 'navy'
    | 'pink'
    | 'red'
    | 'green'
    | 'grey'
    | 'black'
    | 'beige'
    | 'yellow'
    | 'purple'
    | 'brown'
  /** Main and secondary colours for the generated sample image. */
  hex: string
  secondaryHex?: string
  pattern: FabricPattern
  weave: FabricWeave
  /** Fibre composition as required by Regulation (EU) 1007/2011, e.g. '100 % Baumwolle'. */
  composition: Translated
  /** Grams per square metre. */
  weightGsm: number
  care: Translated
  nonIron: boolean
  oekoTex: boolean
  priceGroup: PriceGroup
  stock: number
  origin: string
}

/** A ready design for /masshemden: a fabric plus parts and attribute choices. */
export type TemplateDef = {
  id: number
  name: Translated
  description: Translated
  fabricId: number
  partIds: readonly number[]
  /** attribute id → value id, per part id. */
  attributes: readonly { partId: number; attributeId: number; valueId: number; text?: string }[]
  sort: number
}
